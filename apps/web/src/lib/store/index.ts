/** The shared Redux state features may use: slices, thunks, auth persistence, typed hooks and selectors. */
export * from './state';
export * from './hooks';
export * from './selectors';
export * from './appSlice';
export * from './authSlice';
export * from './authEffects';
export * from './systemSlice';
export * from './storeModalSlice';
