import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, readStorage } from '../storage/storage';
import { readTokens, type StoredTokens } from '../storage/tokenStorage';

/** Auth state: whether tokens are stored, and whether the account was just created. */
export interface AuthState {
  isLoggedIn: boolean;
  /** Set on sign-up (status 0); a new user with STEM/Business lands on /guide. */
  isNewUser: boolean;
}

/** Reads the auth state from localStorage, so a reload keeps the user logged in. */
function loadAuthState(): AuthState {
  return { isLoggedIn: readTokens() !== null, isNewUser: readStorage(STORAGE_KEYS.IS_NEW_USER) === '1' };
}

// The reducers only change the state: the auth listeners persist the tokens, the `logout` thunk revokes them.
const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    /** A login or sign-up succeeded with these tokens. */
    loggedIn(state, action: PayloadAction<StoredTokens & { isNewUser: boolean }>) {
      state.isLoggedIn = true;
      state.isNewUser = action.payload.isNewUser;
    },
    /** The session ended (spec 000 section 4); every slice resets on it. */
    loggedOut(state) {
      state.isLoggedIn = false;
      state.isNewUser = false;
    },
  },
});

/** Actions of the auth slice. */
export const { loggedIn, loggedOut } = authSlice.actions;
/** Reducer of the auth slice. */
export const authReducer = authSlice.reducer;
