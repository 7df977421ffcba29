import { ERRORS, ERROR_TEXTS, systemStatusSchema } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, jsonResponse, mockFetchRoutes } from '../testing';
import { ApiError } from './ApiError';
import { createApiClient } from './apiClient';
import type { TokenPair } from './tokenStore';

const now = () => Math.floor(Date.now() / 1000);

function memoryStore(initial: TokenPair | null) {
  let tokens = initial;
  return { read: () => tokens, write: vi.fn((next: TokenPair) => (tokens = next)) };
}

function headersOf(call: unknown[] | undefined): Record<string, string> {
  return ((call?.[1] as RequestInit | undefined)?.headers ?? {}) as Record<string, string>;
}

describe('createApiClient', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the configured base, client version and platform', async () => {
    const fetchMock = mockFetchRoutes({ 'GET /v2/system-status': { body: { maintenance: false, force_upgrading: false, version: '1' } } });
    const client = createApiClient({ baseUrl: '/v2', clientVersion: '4.5.6', platform: 'console', tokens: memoryStore(null) });
    await client.request('system-status', { schema: systemStatusSchema });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/v2/system-status');
    expect(headersOf(fetchMock.mock.calls[0])).toMatchObject({ 'X-Client-Version': '4.5.6', 'X-Client-Platform': 'console' });
  });

  it('reads the Bearer token from the token store unless a hook says otherwise', async () => {
    const fetchMock = mockFetchRoutes({ 'GET /api/x': { body: {} } });
    const client = createApiClient({
      baseUrl: '/api',
      clientVersion: '1',
      platform: 'web',
      tokens: memoryStore({ accessToken: 'opaque', refreshToken: 'r' }),
    });
    await client.request('/x');
    expect(headersOf(fetchMock.mock.calls[0]).Authorization).toBe('Bearer opaque');
    client.configure({ getAccessToken: () => null });
    await client.request('/x');
    expect(headersOf(fetchMock.mock.calls[1]).Authorization).toBeUndefined();
  });

  it('raises a general ApiError with the answer status when the answer does not match the schema', async () => {
    mockFetchRoutes({ 'GET /api/system-status': { body: { maintenance: 'no' } } });
    const client = createApiClient({ baseUrl: '/api', clientVersion: '1', platform: 'web', tokens: memoryStore(null) });
    const error = (await client.request('/system-status', { schema: systemStatusSchema }).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(200);
    expect(error.code).toBe(ERRORS.APPLICATION_ERROR.code);
    expect(error.message).toBe(ERROR_TEXTS.GENERAL);
  });

  it('maps a code-less maintenance answer to the catalogue entry and keeps extra fields of coded answers', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const client = createApiClient({ baseUrl: '/api', clientVersion: '1', platform: 'web', tokens: memoryStore(null) });
    fetchMock.mockResolvedValueOnce(jsonResponse(ERRORS.MAINTENANCE.status, { maintenance: true }));
    const maintenance = (await client.request('/x').catch((e: unknown) => e)) as ApiError;
    expect(maintenance.body).toEqual({ code: ERRORS.MAINTENANCE.code, message: ERRORS.MAINTENANCE.message, maintenance: true });
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { code: ERRORS.QUESTION_TAKEN.code, message: '', open_question_ids: [3] }));
    const taken = (await client.request('/x').catch((e: unknown) => e)) as ApiError;
    expect(taken.code).toBe(ERRORS.QUESTION_TAKEN.code);
    expect(taken.message).toBe(ERROR_TEXTS.GENERAL);
    expect(taken.body.openQuestionIds).toEqual([3]);
  });

  it('tells force-logout listeners first, then the unauthorised hook, on a 30401 answer', async () => {
    mockFetchRoutes({ 'GET /api/x': { status: 401, body: { code: ERRORS.FORCE_LOGOUT.code, message: 'Out' } } });
    const order: string[] = [];
    const client = createApiClient({
      baseUrl: '/api',
      clientVersion: '1',
      platform: 'web',
      tokens: memoryStore(null),
      hooks: { onUnauthorized: () => order.push('unauthorized') },
    });
    const stop = client.onForceLogout(() => order.push('forceLogout'));
    await expect(client.request('/x')).rejects.toMatchObject({ status: 401 });
    stop();
    await expect(client.request('/x')).rejects.toMatchObject({ status: 401 });
    expect(order).toEqual(['forceLogout', 'unauthorized', 'unauthorized']);
  });

  it('refreshes once for concurrent calls near expiry and sends the new token on all of them', async () => {
    const fresh = fakeJwt({ exp: now() + 900 });
    const fetchMock = mockFetchRoutes({
      'POST /api/tokens': { body: { access_token: fresh, refresh_token: 'r2', type: 'email' } },
      'GET /api/a': { body: {} },
      'GET /api/b': { body: {} },
    });
    const tokens = memoryStore({ accessToken: fakeJwt({ exp: now() + 5 }), refreshToken: 'r1' });
    const client = createApiClient({ baseUrl: '/api', clientVersion: '1', platform: 'web', tokens, refreshThresholdS: 60 });
    await Promise.all([client.request('/a'), client.request('/b')]);
    const paths = fetchMock.mock.calls.map(([url]) => String(url));
    expect(paths.filter((path) => path === '/api/tokens')).toHaveLength(1);
    expect(tokens.write).toHaveBeenCalledWith({ accessToken: fresh, refreshToken: 'r2' });
    for (const call of fetchMock.mock.calls.filter(([url]) => String(url) !== '/api/tokens')) {
      expect(headersOf(call).Authorization).toBe(`Bearer ${fresh}`);
    }
  });

  it('keeps the old token when the refresh answer does not match the contract', async () => {
    const old = fakeJwt({ exp: now() + 5 });
    const fetchMock = mockFetchRoutes({ 'POST /api/tokens': { body: { token: 'x' } }, 'GET /api/a': { body: {} } });
    const tokens = memoryStore({ accessToken: old, refreshToken: 'r1' });
    const client = createApiClient({ baseUrl: '/api', clientVersion: '1', platform: 'web', tokens });
    await client.request('/a');
    expect(tokens.write).not.toHaveBeenCalled();
    expect(headersOf(fetchMock.mock.calls[1]).Authorization).toBe(`Bearer ${old}`);
  });
});
