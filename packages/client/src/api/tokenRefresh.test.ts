import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readJwtExpiry } from './jwtClaims';
import { createTokenRefresher, shouldRefreshToken, type RefreshCall } from './tokenRefresh';
import type { TokenPair } from './tokenStore';

// The app's token storage, as the web app keeps it (localStorage, cleared around each test).
const readTokens = (): TokenPair | null => JSON.parse(localStorage.getItem('tokens') ?? 'null') as TokenPair | null;
const writeTokens = (tokens: TokenPair) => localStorage.setItem('tokens', JSON.stringify(tokens));
const refresher = createTokenRefresher({ read: readTokens, write: writeTokens });
const setTokenRefreshThreshold = refresher.setThreshold;
const ensureFreshToken = (refresh: RefreshCall) => refresher.ensureFresh(refresh);

function jwt(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', exp })}.sig`;
}

const now = () => Math.floor(Date.now() / 1000);

describe('token refresh threshold', () => {
  beforeEach(() => {
    localStorage.clear();
    setTokenRefreshThreshold(60);
  });
  afterEach(() => localStorage.clear());

  it('reads the exp claim of a JWT and ignores other strings', () => {
    expect(readJwtExpiry(jwt(1234))).toBe(1234);
    expect(readJwtExpiry('not-a-jwt')).toBeNull();
  });

  it('refreshes only when the token expires within the threshold', () => {
    expect(shouldRefreshToken(jwt(1000 + 59), 60, 1000)).toBe(true);
    expect(shouldRefreshToken(jwt(1000 + 60), 60, 1000)).toBe(true);
    expect(shouldRefreshToken(jwt(1000 + 61), 60, 1000)).toBe(false);
    expect(shouldRefreshToken(jwt(1000 + 200), 300, 1000)).toBe(true);
    expect(shouldRefreshToken('opaque', 60, 1000)).toBe(false);
  });

  it('shares one refresh between concurrent calls and stores the new pair', async () => {
    writeTokens({ accessToken: jwt(now() + 10), refreshToken: 'r1' });
    const refresh = vi.fn(async () => ({ accessToken: jwt(now() + 900), refreshToken: 'r2' }));
    await Promise.all([ensureFreshToken(refresh), ensureFreshToken(refresh), ensureFreshToken(refresh)]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('r1');
    expect(readTokens()?.refreshToken).toBe('r2');
  });

  it('keeps the old token when the refresh fails', async () => {
    const old = { accessToken: jwt(now() + 10), refreshToken: 'r1' };
    writeTokens(old);
    await ensureFreshToken(() => Promise.reject(new Error('down')));
    expect(readTokens()).toEqual(old);
  });

  it('does not refresh a token far from expiry', async () => {
    writeTokens({ accessToken: jwt(now() + 3600), refreshToken: 'r1' });
    const refresh = vi.fn();
    await ensureFreshToken(refresh);
    expect(refresh).not.toHaveBeenCalled();
  });
});
