/** The pair of tokens a login or a refresh answers with. */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Where an app keeps its tokens; the client reads them for every call and writes a refreshed pair. */
export interface TokenStore {
  /** The current pair, or null when logged out. */
  read(): TokenPair | null;
  /** Stores a refreshed pair (only called while a pair is stored). */
  write(tokens: TokenPair): void;
}
