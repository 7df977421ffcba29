import { STORAGE_KEYS, readStorage, writeStorage } from './storage';

/** The pair of tokens a login answers with. */
export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

/** Reads the stored tokens; null when absent or unreadable. */
export function readTokens(): StoredTokens | null {
  const raw = readStorage(STORAGE_KEYS.TOKENS);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof parsed.accessToken === 'string' && typeof parsed.refreshToken === 'string' && parsed.accessToken) {
      return { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken };
    }
  } catch {
    // A corrupted value counts as logged out.
  }
  return null;
}

/** Stores the tokens after a login or refresh. */
export function writeTokens(tokens: StoredTokens): void {
  writeStorage(STORAGE_KEYS.TOKENS, JSON.stringify(tokens));
}

/** Forgets the tokens (logout). */
export function clearTokens(): void {
  writeStorage(STORAGE_KEYS.TOKENS, null);
}
