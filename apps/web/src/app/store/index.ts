/** The Redux store: app, system and auth slices, typed hooks and selectors. */
export * from './store';
export * from './hooks';
export * from './selectors';
export * from './appSlice';
export * from './authSlice';
export * from './systemSlice';
