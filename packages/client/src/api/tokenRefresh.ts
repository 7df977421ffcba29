import { TOKEN_REFRESH_THRESHOLD_DEV_S } from '@photostudy/contracts';
import { readJwtExpiry } from './jwtClaims';
import type { TokenPair, TokenStore } from './tokenStore';

/** True when the access token expires within the threshold (spec 000 section 4, token refresh). */
export function shouldRefreshToken(accessToken: string, thresholdSeconds: number, nowS = Math.floor(Date.now() / 1000)): boolean {
  const exp = readJwtExpiry(accessToken);
  if (exp === null) return false;
  return exp - nowS <= thresholdSeconds;
}

/** Function that rotates a refresh token (the API client's `POST /tokens`). */
export type RefreshCall = (refreshToken: string) => Promise<TokenPair>;

/** The refresh state of one client: the threshold and the refresh in flight. */
export interface TokenRefresher {
  /** Sets the threshold (`token_refresh_threshold_s` of the client config); ignores non-positive values. */
  setThreshold(seconds: number): void;
  /** The current threshold in seconds. */
  getThreshold(): number;
  /**
   * Refreshes the stored tokens when the access token is about to expire. One refresh at a time
   * (concurrent calls share it); on failure the old token is kept and used.
   */
  ensureFresh(refresh: RefreshCall): Promise<void>;
}

/** Builds the refresher of one token store (spec 000 section 4). */
export function createTokenRefresher(store: TokenStore, thresholdS: number = TOKEN_REFRESH_THRESHOLD_DEV_S): TokenRefresher {
  let threshold = thresholdS;
  let inFlight: Promise<void> | null = null;
  return {
    setThreshold(seconds) {
      if (Number.isFinite(seconds) && seconds > 0) threshold = seconds;
    },
    getThreshold: () => threshold,
    ensureFresh(refresh) {
      const tokens = store.read();
      if (!tokens || !tokens.refreshToken || !shouldRefreshToken(tokens.accessToken, threshold)) return Promise.resolve();
      if (inFlight) return inFlight;
      inFlight = refresh(tokens.refreshToken)
        .then((next) => {
          // Logged out meanwhile: do not bring the tokens back.
          if (store.read()) store.write({ accessToken: next.accessToken, refreshToken: next.refreshToken });
        })
        .catch(() => undefined)
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
  };
}
