import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { ClientConfig } from '@photostudy/contracts';
import { getClientConfig, getSystemStatus } from '../api';

/** System state: the spec's system status plus the run-time client config. */
export interface SystemState {
  maintenance: boolean;
  forceUpgrading: boolean;
  version: string | null;
  /** True once the first system-status answer arrived. */
  hasLoadedStatus: boolean;
  clientConfig: ClientConfig | null;
}

const initialState: SystemState = {
  maintenance: false,
  forceUpgrading: false,
  version: null,
  hasLoadedStatus: false,
  clientConfig: null,
};

/** Fetches `GET /api/system-status` (on load, and repeatedly while in maintenance). */
export const fetchSystemStatus = createAsyncThunk('system/fetchStatus', (_: void, { signal }) => getSystemStatus(signal));

/** Fetches `GET /api/client-config` once on load. */
export const fetchClientConfig = createAsyncThunk('system/fetchClientConfig', (_: void, { signal }) => getClientConfig(signal));

const systemSlice = createSlice({
  name: 'system',
  initialState,
  reducers: {
    /** Any API answer carried `maintenance: true`. */
    maintenanceDetected(state) {
      state.maintenance = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchSystemStatus.fulfilled, (state, action) => {
        Object.assign(state, action.payload, { hasLoadedStatus: true });
      })
      .addCase(fetchClientConfig.fulfilled, (state, action) => {
        state.clientConfig = action.payload;
      });
  },
});

/** Actions of the system slice. */
export const { maintenanceDetected } = systemSlice.actions;
/** Reducer of the system slice. */
export const systemReducer = systemSlice.reducer;
