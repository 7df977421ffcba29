import { createAsyncThunk, createListenerMiddleware } from '@reduxjs/toolkit';
import { logoutRequest } from '../api';
import { chatOutbox } from '../outbox/chatOutbox';
import { STORAGE_KEYS, writeStorage } from '../storage/storage';
import { clearTokens, readTokens, writeTokens } from '../storage/tokenStorage';
import { loggedIn, loggedOut } from './authSlice';

/**
 * Logout (spec 000 section 4): revokes the refresh family on the server (`POST /api/logout`, best effort: the
 * session ends locally either way), then dispatches `loggedOut`, which clears the stored tokens.
 */
export const logout = createAsyncThunk('auth/logout', (_: void, { dispatch }) => {
  const tokens = readTokens();
  // Sent before the tokens are cleared and not awaited: a slow or failed revoke never delays the logout.
  if (tokens) logoutRequest(tokens.refreshToken).catch(() => undefined);
  dispatch(loggedOut());
});

/** Listeners that keep localStorage in step with the auth state, so a reload keeps (or ends) the session. */
export function createAuthPersistence() {
  const listeners = createListenerMiddleware();
  // Effects run synchronously inside the dispatch: the next API call already finds the new tokens.
  listeners.startListening({
    actionCreator: loggedIn,
    effect: ({ payload: { isNewUser, ...tokens } }) => {
      writeTokens(tokens);
      writeStorage(STORAGE_KEYS.IS_NEW_USER, isNewUser ? '1' : null);
    },
  });
  listeners.startListening({
    actionCreator: loggedOut,
    effect: () => {
      clearTokens();
      writeStorage(STORAGE_KEYS.IS_NEW_USER, null);
      // Unsent chat text does not outlive the sign-in on a shared device.
      chatOutbox.clear();
    },
  });
  return listeners;
}
