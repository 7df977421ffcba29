/*
 * The live sheet's pieces read `SheetSync` from the client package by its shape (ui does not depend on the client), as
 * the chat's pieces read the outbox. Only what the pieces use is named here.
 */

/** The spreadsheet component as the sync drives it (see `SheetView` in the client package). */
export interface SheetViewLike {
  reset: (sheets: unknown[], batches: readonly unknown[][]) => void;
  apply: (ops: unknown[]) => void;
}

/** A batch announced by realtime `sheetOperationsAdded` (camelCased). */
export interface SheetBatchAnnouncement {
  qid: number;
  seq: number;
  clientBatchId: string;
  opsJson: string | null;
}

/** What the live sheet shows about the sync (see `SheetSyncState` in the client package). */
export interface SheetSyncStateLike {
  status: 'loading' | 'ready' | 'failed';
  pendingCount: number;
  isOffline: boolean;
  isEditable: boolean;
  fileName: string | null;
  hasDroppedEdits: boolean;
  /** The catalogue code of the server's last refusal, if any. */
  errorCode?: number | string | null;
}

/** The shape of `SheetSync` from the client package. */
export interface SheetSyncLike {
  getSnapshot: () => SheetSyncStateLike;
  subscribe: (listener: () => void) => () => void;
  start: () => void;
  dispose: () => void;
  refresh: () => void;
  local: (ops: readonly unknown[]) => void;
  remote: (batch: SheetBatchAnnouncement) => void;
  attach: (view: SheetViewLike) => () => void;
}
