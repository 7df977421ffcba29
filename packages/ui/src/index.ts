/** @photostudy/ui: the shared React pieces (theme and tokens, provider, modal, toasts, math, loader, logo). */
export * from './tokens';
export * from './theme';
export * from './UiProvider';
export * from './AppModal';
export * from './toasts';
export * from './mathSegments';
export * from './MathText';
export * from './Loader';
export * from './Logo';
