import { SHEET_OPS_BATCH_MAX_CHARS, SHEET_OPS_PER_BATCH_MAX } from '@photostudy/contracts';
import { ApiError } from '../api/ApiError';
import { isRetryableSendError } from '../outbox/chatOutbox';
import { isJoinableGroup, isSetOnly, jsonSize, parseOperations, splitGroup } from './sheetOps';

/** One stored batch as `GET /api/sheets/{qid}` lists it (camelCased). */
export interface SheetStoredBatch {
  seq: number;
  authorUid: number;
  clientBatchId: string;
  opsJson: string;
}

/** One batch as realtime `sheetOperationsAdded` announces it: `opsJson` is null when it was too large to carry. */
export interface SheetAnnouncedBatch {
  seq: number;
  clientBatchId: string;
  opsJson: string | null;
}

/** `GET /api/sheets/{qid}` (camelCased): the workbook and every batch, or with `after` only the batches after it. */
export interface SheetLoadResult {
  workbookJson: string | null;
  version: number;
  operations: readonly SheetStoredBatch[];
  isEditable: boolean;
  isReady: boolean;
  /** The uploaded file's name, for the download. */
  fileName?: string | null;
}

/** What the app gives a {@link SheetSync}: its API calls for one question. */
export interface SheetSyncDeps {
  /** `GET /api/sheets/{qid}` (with `?after=` when given). */
  load: (after?: number) => Promise<SheetLoadResult>;
  /** `POST /api/sheets/{qid}/operations`; the same `clientBatchId` again answers the seq it was stored under. */
  send: (batch: { clientBatchId: string; opsJson: string }) => Promise<{ seq: number }>;
  /** A full load the app already made (`GET` without `after`): {@link SheetSync.start} shows it instead of loading again. */
  initial?: SheetLoadResult;
  /** A new client batch id (at most 64 characters); random by default. */
  newId?: () => string;
  /** Edits made within this many milliseconds of the first one travel as one batch. */
  batchWindowMs?: number;
  /** Delays of the automatic retries after a connection failure, the last one repeated. */
  retryDelaysMs?: readonly number[];
  /** How long the answer to our own batch may run ahead of realtime before the missing batches are fetched. */
  gapGraceMs?: number;
}

/**
 * The spreadsheet component as the sync drives it. `reset` shows the workbook from scratch with the given batches applied
 * in order (one `applyOp` call each); `apply` applies one batch on top of what is shown. Neither may report the operations
 * back as the user's own, nor change what it is given (the sync keeps it to rebuild from).
 */
export interface SheetView {
  reset: (sheets: unknown[], batches: readonly unknown[][]) => void;
  apply: (ops: unknown[]) => void;
}

/** Where the sheet stands: on its way, shown, or not to be shown (see `error`). */
export type SheetSyncStatus = 'loading' | 'ready' | 'failed';

/** What the interface shows about the sheet. */
export interface SheetSyncState {
  status: SheetSyncStatus;
  /** The last seq in the server's order that is shown. */
  version: number;
  /** Our own batches the server has not put in order yet (the one being gathered included). */
  pendingCount: number;
  /** Sending or fetching fails for want of a connection; retrying. */
  isOffline: boolean;
  /** The server lets us edit (from the last answer; false at once after a refusal). */
  isEditable: boolean;
  isReady: boolean;
  fileName: string | null;
  /** The server refused our last edits for good; they were dropped and its state shown. Cleared by the next batch stored. */
  hasDroppedEdits: boolean;
  /** The server's reason for the failed load or the last refusal. */
  error: string | null;
  /** The catalogue code of that refusal (`SHEET_READ_ONLY`: the session is over), so the screen can say why. */
  errorCode: number | string | null;
}

/** One of our own batches that the server's order does not hold yet (as far as we know). */
interface OwnBatch {
  clientBatchId: string;
  ops: unknown[];
  /** Characters of `JSON.stringify(ops)`. */
  chars: number;
  /** Known once the server answered. */
  seq: number | null;
  /** Still gathering the edits of the batch window. */
  isOpen: boolean;
  isSetOnly: boolean;
}

const DEFAULT_BATCH_WINDOW_MS = 50;
const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;
const DEFAULT_GAP_GRACE_MS = 500;

function randomId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The catalogue code an API refusal carries (`ApiError.code`), null for anything else. */
function codeOf(error: unknown): number | string | null {
  if (error instanceof ApiError) return error.code;
  return null;
}

/** What the state says about a refusal. */
function refusal(error: unknown): Pick<SheetSyncState, 'error' | 'errorCode'> {
  return { error: messageOf(error), errorCode: codeOf(error) };
}

/**
 * Keeps one question's live spreadsheet (issue 18) the same on every screen: the server gives every batch of edits a
 * place in one order (`seq`), and each client shows the uploaded workbook with every batch applied in that order.
 *
 * Our own edits show at once and wait here, in order, until the server places them: gathered for a short window, sent one
 * batch at a time (a retried batch is stored once, by its client id), retried after a connection failure, dropped when the
 * server refuses them for good (its state wins and is loaded again). A batch from someone else that the server placed
 * before ours is applied under ours: it is applied, then our waiting edits again on top, so a cell both changed ends with
 * the later batch's value on both screens. When either side moved rows, columns or array items (positions, which do not
 * commute), the sheet is rebuilt from the server's order as soon as nothing of ours waits. Missing batches (a realtime
 * event lost, out of order, or too large to carry) are fetched with `load(version)`.
 *
 * State snapshots are immutable, so React reads them with `useSyncExternalStore`.
 */
export class SheetSync {
  private workbook: unknown[] | null = null;
  /** The operations of batches 1..version, in order. */
  private log: unknown[][] = [];
  private version = 0;
  private own: OwnBatch[] = [];
  /** Announced batches ahead of `version` (or announced without their operations), by seq. */
  private readonly early = new Map<number, SheetAnnouncedBatch>();
  private isFullLoadOwed = true;
  private needsRebuild = false;
  private view: SheetView | null = null;
  /** The part of the state that is not derived from the fields above. */
  private info: Pick<SheetSyncState, 'status' | 'isEditable' | 'isReady' | 'fileName' | 'hasDroppedEdits' | 'error' | 'errorCode'> = {
    status: 'loading',
    isEditable: false,
    isReady: false,
    fileName: null,
    hasDroppedEdits: false,
    error: null,
    errorCode: null,
  };
  private state: SheetSyncState = { ...this.info, version: 0, pendingCount: 0, isOffline: false };
  private readonly listeners = new Set<() => void>();
  private isStarted = false;
  private isDisposed = false;
  private isSending = false;
  private isSendFailing = false;
  private isFetchFailing = false;
  private sendRetries = 0;
  private fetchRetries = 0;
  private fetching: Promise<void> | null = null;
  private isFetchOwed = false;
  private windowTimer: ReturnType<typeof setTimeout> | null = null;
  private sendTimer: ReturnType<typeof setTimeout> | null = null;
  private fetchTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly newId: () => string;
  private readonly batchWindowMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly gapGraceMs: number;

  constructor(private readonly deps: SheetSyncDeps) {
    this.newId = deps.newId ?? randomId;
    this.batchWindowMs = deps.batchWindowMs ?? DEFAULT_BATCH_WINDOW_MS;
    this.retryDelaysMs = deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.gapGraceMs = deps.gapGraceMs ?? DEFAULT_GAP_GRACE_MS;
  }

  /** The current state. */
  getSnapshot = (): SheetSyncState => this.state;

  /** Calls `listener` after every change of the state; returns the function that stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Loads the workbook and every batch, or takes the app's `initial` load (once; later calls do nothing). */
  start(): void {
    if (this.isStarted || this.isDisposed) return;
    this.isStarted = true;
    if (this.deps.initial) this.take(this.deps.initial, true);
    else this.fetch();
  }

  /** Stops every timer and forgets the view; answers that arrive later are ignored. */
  dispose(): void {
    this.isDisposed = true;
    for (const timer of [this.windowTimer, this.sendTimer, this.fetchTimer]) if (timer) clearTimeout(timer);
    this.view = null;
    this.listeners.clear();
  }

  /**
   * Shows the sheet in `view` (at once when loaded, else once it is) and sends it every later change; returns the
   * function that detaches it. The view gets the server's order plus our waiting edits, so a remounted component loses
   * nothing.
   */
  attach(view: SheetView): () => void {
    this.view = view;
    if (this.workbook && !this.isFullLoadOwed) view.reset(this.workbook, [...this.log, ...this.own.map((batch) => batch.ops)]);
    return () => {
      if (this.view === view) this.view = null;
    };
  }

  /** The user's own edit (one `onOp` call of the component, already shown): queued, then sent in order. */
  local(ops: readonly unknown[]): void {
    if (this.isDisposed || ops.length === 0) return;
    // What we show again on top must be what the others apply: the JSON form (no undefined values, no shared objects).
    const group = parseOperations(JSON.stringify(ops));
    const isJoinable = isJoinableGroup(group);
    const setOnly = isSetOnly(group);
    if (!isJoinable) this.closeOpenBatch();
    for (const piece of splitGroup(group)) {
      // `[a,b]`: the brackets and a comma between operations; joining two arrays drops one bracket pair, adds a comma.
      const chars = piece.reduce<number>((sum, op) => sum + jsonSize(op), 1);
      const open = this.own.at(-1);
      if (
        isJoinable &&
        open?.isOpen &&
        open.ops.length + piece.length <= SHEET_OPS_PER_BATCH_MAX &&
        open.chars + chars - 1 <= SHEET_OPS_BATCH_MAX_CHARS
      ) {
        open.ops.push(...piece);
        open.chars += chars - 1;
        open.isSetOnly &&= setOnly;
        continue;
      }
      this.closeOpenBatch();
      this.own.push({ clientBatchId: this.newId(), ops: piece, chars, seq: null, isOpen: isJoinable, isSetOnly: setOnly });
    }
    if (this.own.at(-1)?.isOpen) {
      this.windowTimer ??= setTimeout(() => {
        this.windowTimer = null;
        this.closeOpenBatch();
        this.flush();
        this.emit();
      }, this.batchWindowMs);
    } else {
      this.flush();
    }
    this.emit();
  }

  /** A batch announced by realtime (`sheetOperationsAdded`), ours or someone else's, in whatever order it arrives. */
  remote(batch: SheetAnnouncedBatch): void {
    if (this.isDisposed || batch.seq <= this.version) return;
    const known = this.early.get(batch.seq);
    if (!known || known.opsJson === null) this.early.set(batch.seq, batch);
    this.drain();
    if (this.hasGap()) this.catchUp(0);
  }

  /**
   * Fetches what is missing (the whole sheet if it never loaded) and sends what waits, now: call it when the realtime
   * connection is back, when the browser is online again, and when the app learns the session changed (editing allowed).
   */
  refresh(): void {
    if (this.isDisposed || !this.isStarted) return;
    this.sendRetries = 0;
    this.fetchRetries = 0;
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.sendTimer = null;
    this.fetch();
    this.flush();
  }

  private closeOpenBatch(): void {
    const open = this.own.at(-1);
    if (open?.isOpen) open.isOpen = false;
    if (this.windowTimer) clearTimeout(this.windowTimer);
    this.windowTimer = null;
  }

  /** Sends the next closed batch unless one is on its way. */
  private flush(): void {
    if (this.isDisposed || this.isSending || this.isFullLoadOwed) return;
    const next = this.own.find((batch) => batch.seq === null);
    if (!next || next.isOpen) return;
    if (this.sendTimer) clearTimeout(this.sendTimer);
    this.sendTimer = null;
    this.isSending = true;
    void this.send(next);
  }

  private async send(batch: OwnBatch): Promise<void> {
    let seq: number;
    try {
      ({ seq } = await this.deps.send({ clientBatchId: batch.clientBatchId, opsJson: JSON.stringify(batch.ops) }));
    } catch (error) {
      if (this.isDisposed) return;
      this.isSending = false;
      // Realtime brought the batch in while the answer was lost: the server has it.
      if (!this.own.includes(batch)) return this.flush();
      if (isRetryableSendError(error)) {
        this.isSendFailing = true;
        this.sendTimer = setTimeout(() => {
          this.sendTimer = null;
          this.flush();
        }, this.nextDelay(this.sendRetries++));
        return this.emit();
      }
      return this.dropOwnEdits(error);
    }
    if (this.isDisposed) return;
    this.isSending = false;
    this.isSendFailing = false;
    this.sendRetries = 0;
    this.info = { ...this.info, hasDroppedEdits: false };
    if (this.own.includes(batch)) batch.seq = seq;
    this.drain();
    if (this.hasGap()) this.catchUp(this.gapGraceMs);
    this.flush();
  }

  /** The server said no for good (the session is over, the batch is invalid): its state wins. */
  private dropOwnEdits(error: unknown): void {
    this.closeOpenBatch();
    this.own = [];
    this.isSendFailing = false;
    this.needsRebuild = false;
    this.isFullLoadOwed = true;
    this.info = { ...this.info, isEditable: false, hasDroppedEdits: true, ...refusal(error) };
    this.fetch();
    this.emit();
  }

  /** Runs one load at a time; a load asked for meanwhile runs after it. */
  private fetch(): void {
    if (this.isDisposed) return;
    if (this.fetching) {
      this.isFetchOwed = true;
      return;
    }
    if (this.fetchTimer) clearTimeout(this.fetchTimer);
    this.fetchTimer = null;
    this.fetching = this.fetchOnce().finally(() => {
      this.fetching = null;
      if (this.isFetchOwed) {
        this.isFetchOwed = false;
        this.fetch();
      }
    });
  }

  private catchUp(delayMs: number): void {
    if (delayMs <= 0) return this.fetch();
    this.fetchTimer ??= setTimeout(() => {
      this.fetchTimer = null;
      if (this.hasGap()) this.fetch();
    }, delayMs);
  }

  private async fetchOnce(): Promise<void> {
    const isFull = this.isFullLoadOwed;
    let result: SheetLoadResult;
    try {
      result = await this.deps.load(isFull ? undefined : this.version);
    } catch (error) {
      if (this.isDisposed) return;
      if (isRetryableSendError(error)) {
        this.isFetchFailing = true;
        if (this.fetchTimer) clearTimeout(this.fetchTimer);
        this.fetchTimer = setTimeout(() => {
          this.fetchTimer = null;
          this.fetch();
        }, this.nextDelay(this.fetchRetries++));
        return this.emit();
      }
      this.isFetchFailing = false;
      // A refused full load leaves nothing to show; a refused tail keeps what is shown, read-only.
      this.info = isFull ? { ...this.info, status: 'failed', ...refusal(error) } : { ...this.info, isEditable: false, ...refusal(error) };
      return this.emit();
    }
    if (this.isDisposed) return;
    this.isFetchFailing = false;
    this.fetchRetries = 0;
    this.take(result, isFull);
  }

  /** Takes a load's answer: the whole sheet, or the batches after what is shown. */
  private take(result: SheetLoadResult, isFull: boolean): void {
    this.info = {
      ...this.info,
      isEditable: result.isEditable,
      isReady: result.isReady,
      fileName: result.fileName ?? this.info.fileName,
    };
    if (isFull) this.showFullLoad(result);
    else for (const batch of result.operations) if (batch.seq > this.version) this.early.set(batch.seq, batch);
    this.drain();
    this.flush();
  }

  private showFullLoad(result: SheetLoadResult): void {
    const workbook = result.workbookJson === null ? null : parseOperations(result.workbookJson);
    if (!workbook || workbook.length === 0) {
      // A Google Sheets link, or nothing readable: there is no live sheet to show.
      this.info = { ...this.info, status: 'failed', error: null, errorCode: null };
      return;
    }
    const operations = [...result.operations].sort((a, b) => a.seq - b.seq);
    const stored = new Set(operations.map((batch) => batch.clientBatchId));
    this.workbook = workbook;
    this.log = operations.map((batch) => parseOperations(batch.opsJson));
    this.version = Math.max(result.version, operations.at(-1)?.seq ?? 0);
    this.own = this.own.filter((batch) => !stored.has(batch.clientBatchId) && (batch.seq === null || batch.seq > this.version));
    this.isFullLoadOwed = false;
    this.needsRebuild = false;
    this.info = this.info.hasDroppedEdits
      ? { ...this.info, status: 'ready' }
      : { ...this.info, status: 'ready', error: null, errorCode: null };
    this.view?.reset(workbook, [...this.log, ...this.own.map((batch) => batch.ops)]);
  }

  /** Takes every batch that is next in the server's order, ours or announced, then rebuilds if owed. */
  private drain(): void {
    if (this.isFullLoadOwed || !this.workbook) return this.emit();
    for (;;) {
      const next = this.version + 1;
      const announced = this.early.get(next);
      const head = this.own[0];
      if (head && (head.seq === next || (announced && !head.isOpen && announced.clientBatchId === head.clientBatchId))) {
        // Ours: already shown, and everything before it is applied under it.
        this.early.delete(next);
        this.own.shift();
        this.log.push(head.ops);
        this.version = next;
        continue;
      }
      if (!announced || announced.opsJson === null) break;
      this.early.delete(next);
      const ops = parseOperations(announced.opsJson);
      this.applyOthers(ops);
      this.log.push(ops);
      this.version = next;
    }
    for (const seq of this.early.keys()) if (seq <= this.version) this.early.delete(seq);
    if (this.needsRebuild && this.own.length === 0) {
      this.needsRebuild = false;
      this.view?.reset(this.workbook, this.log);
    }
    this.emit();
  }

  /** Someone else's batch, placed before whatever of ours waits: applied under our waiting edits. */
  private applyOthers(ops: unknown[]): void {
    this.view?.apply(ops);
    if (this.own.length === 0) return;
    if (this.needsRebuild || !isSetOnly(ops) || this.own.some((batch) => !batch.isSetOnly)) {
      this.needsRebuild = true;
      return;
    }
    for (const batch of this.own) this.view?.apply(batch.ops);
  }

  /** A batch is known to exist beyond the next one we can take. */
  private hasGap(): boolean {
    if (this.isFullLoadOwed) return false;
    for (const seq of this.early.keys()) if (seq > this.version) return true;
    return this.own.some((batch) => batch.seq !== null && batch.seq > this.version);
  }

  private nextDelay(attempt: number): number {
    const delays = this.retryDelaysMs;
    return delays[Math.min(attempt, delays.length - 1)] ?? 0;
  }

  /** Publishes a new snapshot when anything shown changed. */
  private emit(): void {
    if (this.isDisposed) return;
    const next: SheetSyncState = {
      ...this.info,
      version: this.version,
      pendingCount: this.own.length,
      isOffline: this.isSendFailing || this.isFetchFailing,
    };
    const keys = Object.keys(next) as (keyof SheetSyncState)[];
    if (keys.every((key) => next[key] === this.state[key])) return;
    this.state = next;
    for (const listener of [...this.listeners]) listener();
  }
}
