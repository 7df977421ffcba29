import { vi } from 'vitest';
import type { SheetBatchAnnouncement, SheetSyncLike, SheetSyncStateLike, SheetViewLike } from '../sheetSyncShape';

/** What the fake shows once loaded: a workbook and the batches on it, as `SheetSync.attach` hands them over. */
interface Loaded {
  sheets: unknown[];
  batches: unknown[][];
}

/**
 * A stand-in for the client package's `SheetSync` (ui does not depend on it): the test sets its state and drives the
 * attached view the way the real sync does (reset on attach once loaded, apply for later batches).
 */
export class FakeSheetSync implements SheetSyncLike {
  state: SheetSyncStateLike = {
    status: 'loading',
    pendingCount: 0,
    isOffline: false,
    isEditable: true,
    fileName: null,
    hasDroppedEdits: false,
  };
  view: SheetViewLike | null = null;
  private loaded: Loaded | null = null;
  private readonly listeners = new Set<() => void>();
  readonly start = vi.fn();
  readonly dispose = vi.fn();
  readonly refresh = vi.fn();
  readonly local = vi.fn((_ops: readonly unknown[]) => undefined);
  readonly remote = vi.fn((_batch: SheetBatchAnnouncement) => undefined);

  getSnapshot = (): SheetSyncStateLike => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  attach = (view: SheetViewLike): (() => void) => {
    this.view = view;
    if (this.loaded) view.reset(this.loaded.sheets, this.loaded.batches);
    return () => {
      if (this.view === view) this.view = null;
    };
  };

  /** The first load answered: the sheet is ready. */
  load(sheets: unknown[], batches: unknown[][] = [], change: Partial<SheetSyncStateLike> = {}): void {
    this.loaded = { sheets, batches };
    this.set({ status: 'ready', ...change });
    this.view?.reset(sheets, batches);
  }

  set(change: Partial<SheetSyncStateLike>): void {
    this.state = { ...this.state, ...change };
    for (const listener of [...this.listeners]) listener();
  }
}
