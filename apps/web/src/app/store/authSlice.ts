import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
    /** Clears tokens and stored auth (spec 000 section 4, logout). */
    loggedOut(state) {
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
