import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { logoutRequest } from '../../lib/api/authApi';
import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage/storage';
import { clearTokens, readTokens, writeTokens, type StoredTokens } from '../../lib/storage/tokenStorage';

/** Auth state: whether tokens are stored, and whether the account was just created. */
export interface AuthState {
  isLoggedIn: boolean;
  /** Set on sign-up (status 0); a new user with STEM/Business lands on /guide. */
  isNewUser: boolean;
}

/** Reads the auth state from localStorage, so a reload keeps the user logged in. */
export function loadAuthState(): AuthState {
  return { isLoggedIn: readTokens() !== null, isNewUser: readStorage(STORAGE_KEYS.IS_NEW_USER) === '1' };
}

/** Revokes the refresh family on the server, best effort: the session ends locally either way. */
function revokeOnServer(refreshToken: string): void {
  logoutRequest(refreshToken).catch(() => undefined);
}

/** Logout (spec 000 section 4): the same as `loggedOut`, for callers that prefer a thunk. */
export const logout = createAsyncThunk('auth/logout', (_: void, { dispatch }) => {
  dispatch(loggedOut());
});

const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    /** Stores the tokens of a successful login or sign-up. */
    loggedIn(state, action: PayloadAction<StoredTokens & { isNewUser: boolean }>) {
      const { isNewUser, ...tokens } = action.payload;
      writeTokens(tokens);
      writeStorage(STORAGE_KEYS.IS_NEW_USER, isNewUser ? '1' : null);
      state.isLoggedIn = true;
      state.isNewUser = isNewUser;
    },
    /**
     * Logout (spec 000 section 4): revokes the refresh token on the server (`POST /api/logout`, fire and
     * forget, like the storage writes here), clears tokens and stored auth; every slice resets on it.
     */
    loggedOut(state) {
      const tokens = readTokens();
      if (tokens) revokeOnServer(tokens.refreshToken);
      clearTokens();
      writeStorage(STORAGE_KEYS.IS_NEW_USER, null);
      state.isLoggedIn = false;
      state.isNewUser = false;
    },
  },
});

/** Actions of the auth slice. */
export const { loggedIn, loggedOut } = authSlice.actions;
/** Reducer of the auth slice. */
export const authReducer = authSlice.reducer;
