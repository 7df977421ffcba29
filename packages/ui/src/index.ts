/** @photostudy/ui: the shared React pieces (theme and tokens, provider, modal, toasts, math, loader, logo, chat outbox and connection status, the live spreadsheet). */
export * from './tokens';
export * from './theme';
export * from './UiProvider';
export * from './AppModal';
export * from './toasts';
export * from './mathSegments';
export * from './MathText';
export * from './Loader';
export * from './Logo';
export * from './chat/useOutboxEntries';
export * from './chat/useIsConnectionDown';
export * from './chat/OfflineNotice';
export * from './chat/UnsentMessageStatus';
export { LiveSheet, type LiveSheetTexts } from './sheet/LiveSheet';
export { SheetLinkFrame, type SheetLinkFrameTexts } from './sheet/SheetLinkFrame';
export { useSheetSync, type SheetSyncWiring } from './sheet/useSheetSync';
export { useFirstSheetLoad, type SheetLoad, type SheetLoadFailure } from './sheet/useFirstSheetLoad';
export type { SheetSyncLike } from './sheet/sheetSyncShape';
