import { TOKEN_REFRESH_THRESHOLD_DEV_S } from '@photostudy/contracts';
import { readTokens, writeTokens, type StoredTokens } from '../storage/tokenStorage';

let thresholdS: number = TOKEN_REFRESH_THRESHOLD_DEV_S;
let inFlight: Promise<void> | null = null;

/** Sets the refresh threshold (`token_refresh_threshold_s` of the client config). */
export function setTokenRefreshThreshold(seconds: number): void {
  if (Number.isFinite(seconds) && seconds > 0) thresholdS = seconds;
}

/** The current refresh threshold in seconds. */
export function getTokenRefreshThreshold(): number {
  return thresholdS;
}

/** The `exp` claim (epoch seconds) of a JWT, or null when the token is not a readable JWT. */
export function readJwtExpiry(token: string): number | null {
  const parts = token.split('.');
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims = JSON.parse(atob(padded)) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}

/** True when the access token expires within the threshold (spec 000 section 4, token refresh). */
export function shouldRefreshToken(accessToken: string, thresholdSeconds: number, nowS = Math.floor(Date.now() / 1000)): boolean {
  const exp = readJwtExpiry(accessToken);
  if (exp === null) return false;
  return exp - nowS <= thresholdSeconds;
}

/** Function that rotates a refresh token; installed by the auth API to avoid an import cycle. */
export type RefreshCall = (refreshToken: string) => Promise<StoredTokens>;

/**
 * Refreshes the stored tokens when the access token is about to expire. One refresh at a time
 * (concurrent calls share it); on failure the old token is kept and used.
 */
export function ensureFreshToken(refresh: RefreshCall): Promise<void> {
  const tokens = readTokens();
  if (!tokens || !tokens.refreshToken || !shouldRefreshToken(tokens.accessToken, thresholdS)) return Promise.resolve();
  if (inFlight) return inFlight;
  inFlight = refresh(tokens.refreshToken)
    .then((next) => {
      // Logged out meanwhile: do not bring the tokens back.
      if (readTokens()) writeTokens({ accessToken: next.accessToken, refreshToken: next.refreshToken });
    })
    .catch(() => undefined)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
