import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient';
import type { TokenPair } from './tokenStore';

// The app's token storage, as the web app keeps it (localStorage, cleared after each test).
const readTokens = (): TokenPair | null => JSON.parse(localStorage.getItem('tokens') ?? 'null') as TokenPair | null;
const writeTokens = (tokens: TokenPair) => localStorage.setItem('tokens', JSON.stringify(tokens));
const client = createApiClient({
  baseUrl: '/api',
  clientVersion: '1.2.3',
  platform: 'web',
  tokens: { read: readTokens, write: writeTokens },
});
const apiRequest = client.request;
const configureApiClient = client.configure;
const onForceLogout = client.onForceLogout;
const setTokenRefreshThreshold = client.tokenRefresh.setThreshold;

function jwt(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ exp })}.sig`;
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const now = () => Math.floor(Date.now() / 1000);

describe('authenticated calls', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    configureApiClient({ getAccessToken: () => readTokens()?.accessToken ?? null, onUnauthorized: () => undefined });
    setTokenRefreshThreshold(60);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    localStorage.clear();
  });

  it('refreshes a token about to expire before the call and sends the new one', async () => {
    const fresh = jwt(now() + 900);
    writeTokens({ accessToken: jwt(now() + 30), refreshToken: 'r1' });
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/tokens' ? json(200, { access_token: fresh, refresh_token: 'r2', type: 'email' }) : json(200, { ok: true }),
    );
    await apiRequest('/status-updates');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/tokens', '/api/status-updates']);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ token: 'r1' }));
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${fresh}`);
    expect(readTokens()?.refreshToken).toBe('r2');
  });

  it('uses the old token when the refresh fails', async () => {
    const old = jwt(now() + 30);
    writeTokens({ accessToken: old, refreshToken: 'r1' });
    fetchMock.mockImplementation(async (url) =>
      String(url) === '/api/tokens' ? json(401, { code: 'UNAUTHORIZED', message: 'no' }) : json(200, {}),
    );
    await apiRequest('/status-updates');
    expect((fetchMock.mock.calls[1]?.[1]?.headers as Record<string, string>).Authorization).toBe(`Bearer ${old}`);
  });

  it('reports 30401 answers with the server modal texts', async () => {
    const listener = vi.fn();
    const stop = onForceLogout(listener);
    fetchMock.mockResolvedValue(
      json(401, { code: 30401, message: 'Out', title: 'Logged out', body: 'Please log in again.', action_text: 'OK' }),
    );
    await expect(apiRequest('/status-updates')).rejects.toMatchObject({ status: 401 });
    stop();
    expect(listener.mock.calls[0]?.[0].body).toMatchObject({ title: 'Logged out', body: 'Please log in again.', actionText: 'OK' });
  });
});
