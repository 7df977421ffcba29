import { createSlice } from '@reduxjs/toolkit';
import { loggedOut } from './authSlice';

/**
 * Whether the Store is open as a modal over the current screen. The 30400 modal of the ask feature opens it (its
 * action OPEN_ASK_FLOW_STORE), so the student can buy and ask right away; app/ renders the modal. Features never
 * import each other, so this flag in the shared store is how the ask feature reaches the storefront.
 */
export interface StoreModalState {
  isOpen: boolean;
}

const initialState: StoreModalState = { isOpen: false };

const storeModalSlice = createSlice({
  name: 'storeModal',
  initialState,
  reducers: {
    /** Opens the Store over the current screen. */
    storeModalOpened(state) {
      state.isOpen = true;
    },
    /** Closes it. */
    storeModalClosed(state) {
      state.isOpen = false;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialState);
  },
});

/** Actions of the store-modal slice. */
export const { storeModalOpened, storeModalClosed } = storeModalSlice.actions;
/** Reducer of the store-modal slice. */
export const storeModalReducer = storeModalSlice.reducer;
