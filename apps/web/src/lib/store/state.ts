import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from './appSlice';
import type { AuthState } from './authSlice';
import type { StoreModalState } from './storeModalSlice';
import type { SystemState } from './systemSlice';

/** The shared Redux state every feature may read; app/ builds the store from these slices. */
export interface RootState {
  app: AppState;
  system: SystemState;
  auth: AuthState;
  storeModal: StoreModalState;
}

/** The store's dispatch, thunk-aware. */
export type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;
