import { createAsyncThunk, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StatusBundle } from '@photostudy/contracts';
import { getStatusUpdates } from '../api';
import { loggedOut } from './authSlice';

/** The spec's app state of the status load (spec 000 section 4). */
type AppLoadState = 'idle' | 'loading' | 'succeeded' | 'failed';

/** App state: the status bundle of the logged-in user and where its load stands. */
export interface AppState {
  status: AppLoadState;
  /** True once a load has succeeded; later refreshes do not bring the loading screen back. */
  hasLoadedOnce: boolean;
  bundle: StatusBundle | null;
}

const initialState: AppState = { status: 'idle', hasLoadedOnce: false, bundle: null };

/** Loads the status bundle (`GET /api/status-updates`): profile, balance, features and more. */
export const fetchUserStatus = createAsyncThunk('app/fetchUserStatus', (_: void, { signal }) => getStatusUpdates(signal));

const appSlice = createSlice({
  name: 'app',
  initialState,
  reducers: {
    /** The server pushed a new balance (realtime `balanceUpdated`: renewal, refund, admin grant). */
    balanceUpdated(state, action: PayloadAction<StatusBundle['balance']>) {
      if (state.bundle) state.bundle.balance = action.payload;
    },
    /**
     * The server told the unread notification count (realtime `notificationCreated`/`notificationsRead`, the list's
     * own load and reads): the sidebar's dot follows it at once instead of waiting for the next status refresh.
     */
    unreadNotificationsCounted(state, action: PayloadAction<number>) {
      if (state.bundle) state.bundle.notifications.unreadCount = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUserStatus.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(fetchUserStatus.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.hasLoadedOnce = true;
        state.bundle = action.payload;
      })
      .addCase(fetchUserStatus.rejected, (state) => {
        state.status = 'failed';
      })
      // Logout resets the whole app state.
      .addCase(loggedOut, () => initialState);
  },
});

/** Actions of the app slice. */
export const { balanceUpdated, unreadNotificationsCounted } = appSlice.actions;
/** Reducer of the app slice. */
export const appReducer = appSlice.reducer;
