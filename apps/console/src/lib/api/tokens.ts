import { readJwtClaims, type TokenStore } from '@photostudy/client';

/** Where the console keeps its tokens (separate keys from the student app on the same origin). */
const KEY = 'ps-console-auth';

/** The tokens of the signed-in expert. */
export interface StoredAuth {
  accessToken: string;
  refreshToken: string;
  uid: number;
  email: string | null;
}

/** Reads the stored tokens, or null when signed out. */
export function readAuth(): StoredAuth | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as StoredAuth) : null;
  } catch {
    return null;
  }
}

/** Stores (or clears, with null) the tokens. */
export function writeAuth(auth: StoredAuth | null): void {
  if (auth) localStorage.setItem(KEY, JSON.stringify(auth));
  else localStorage.removeItem(KEY);
}

/** The console's tokens as the shared API client reads and refreshes them (uid and email are kept on refresh). */
export const consoleTokenStore: TokenStore = {
  read: readAuth,
  write: (tokens) => {
    const auth = readAuth();
    if (auth) writeAuth({ ...auth, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
  },
};

/** Role claim of an access token, without verifying it (the server does that on every call). */
export function roleOf(accessToken: string): string | null {
  const role = readJwtClaims(accessToken)?.role;
  return typeof role === 'string' ? role : null;
}

/** A stable id for this browser, sent as device_id on login. */
export function deviceId(): string {
  const key = 'ps-console-device';
  let id = localStorage.getItem(key);
  if (!id) {
    id = `console-${crypto.randomUUID()}`;
    localStorage.setItem(key, id);
  }
  return id;
}
