import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { ERRORS } from '@photostudy/contracts';
import { configureApiClient } from '../../lib/api';
import { readTokens } from '../../lib/storage/tokenStorage';
import { appReducer } from './appSlice';
import { authReducer, loggedOut } from './authSlice';
import { maintenanceDetected, systemReducer } from './systemSlice';

const rootReducer = combineReducers({ app: appReducer, system: systemReducer, auth: authReducer });

/** The whole Redux state. */
export type RootState = ReturnType<typeof rootReducer>;

/** Creates the store (tests pass a preloaded state). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

/** The store type. */
export type AppStore = ReturnType<typeof makeStore>;
/** The store's dispatch, thunk-aware. */
export type AppDispatch = AppStore['dispatch'];

/** Points the API client's hooks at a store: token from storage, maintenance and 401 into the store. */
export function connectApiClient(store: AppStore): void {
  configureApiClient({
    getAccessToken: () => readTokens()?.accessToken ?? null,
    onMaintenance: () => store.dispatch(maintenanceDetected()),
    onUnauthorized: (error) => {
      // 30401 shows the server's force-logout modal first (auth issue); any other 401 logs out now.
      if (error.code !== ERRORS.FORCE_LOGOUT.code && store.getState().auth.isLoggedIn) store.dispatch(loggedOut());
    },
  });
}
