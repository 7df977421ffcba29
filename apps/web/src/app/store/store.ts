import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { ERRORS } from '@photostudy/contracts';
import { configureApiClient } from '../../lib/api';
import { readTokens } from '../../lib/storage/tokenStorage';
import {
  appReducer,
  authReducer,
  createAuthPersistence,
  logout,
  maintenanceDetected,
  storeModalReducer,
  systemReducer,
  type RootState,
} from '../../lib/store';

// The slices live in lib/store so features can use them; `satisfies` keeps this composition in step with RootState.
const rootReducer = combineReducers({
  app: appReducer,
  system: systemReducer,
  auth: authReducer,
  storeModal: storeModalReducer,
}) satisfies Reducer<RootState>;

export type { RootState } from '../../lib/store';

/** Creates the store from the shared slices and the auth persistence (tests pass a preloaded state). */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(createAuthPersistence().middleware),
  });
}

/** The store type. */
export type AppStore = ReturnType<typeof makeStore>;

/** Points the API client's hooks at a store: token from storage, maintenance and 401 into the store. */
export function connectApiClient(store: AppStore): void {
  configureApiClient({
    getAccessToken: () => readTokens()?.accessToken ?? null,
    onMaintenance: () => store.dispatch(maintenanceDetected()),
    onUnauthorized: (error) => {
      // 30401 shows the server's force-logout modal first (auth issue); any other 401 logs out now.
      if (error.code !== ERRORS.FORCE_LOGOUT.code && store.getState().auth.isLoggedIn) void store.dispatch(logout());
    },
  });
}
