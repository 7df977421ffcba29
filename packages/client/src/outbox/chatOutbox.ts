import { isApiError } from '../api/ApiError';

/** Where an outbox entry stands: on its way, or refused (retryable: the connection; final: the server said no). */
export type OutboxEntryState = 'sending' | 'failed';

/** One typed message that the server has not confirmed yet. */
export interface OutboxEntry {
  /** Made when the message is typed; the server stores a message once per client id. */
  clientMessageId: string;
  qid: number;
  body: string;
  createdAtMs: number;
  state: OutboxEntryState;
  /** False when the server refused the message for good (the session is over, the text is not allowed). */
  isRetryable: boolean;
  /** The server's message for a final refusal. */
  error: string | null;
}

/** The part of `Storage` the outbox uses (localStorage in the browser). */
export type OutboxStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What the app gives the outbox. */
export interface ChatOutboxOptions<TMessage> {
  /** The storage key; one per app (entries of every question live under it). */
  storageKey: string;
  /** Null keeps the outbox in memory only (no storage, or storage refused). */
  storage: OutboxStorage | null;
  /** Sends one entry; resolves the stored message (the same one when the client id was seen before). */
  send: (entry: OutboxEntry) => Promise<TMessage>;
  /** Milliseconds since the epoch; `Date.now` by default. */
  now?: () => number;
  /** A new client message id; random by default. */
  newId?: () => string;
  /** Delays of the automatic retries after a connection failure, the last one repeated. */
  retryDelaysMs?: readonly number[];
}

/** Entries older than this are dropped when the outbox loads: a week-old unsent line is not a chat any more. */
const ENTRY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const DEFAULT_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/** True for a failure worth retrying: no answer at all, a server error, a timeout or a rate limit. */
export function isRetryableSendError(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.isNetworkError || error.status >= 500 || error.status === 408 || error.status === 429;
}

function randomId(): string {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function isEntry(value: unknown): value is OutboxEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<OutboxEntry>;
  return typeof entry.clientMessageId === 'string' && typeof entry.qid === 'number' && typeof entry.body === 'string';
}

/**
 * The chat outbox of one app (issue 17): every message gets a client id when typed, waits here until the
 * server confirms it, is sent strictly in typing order, is retried on its own after a connection failure
 * (and whenever the app calls {@link flush}, e.g. on reconnect), and survives a reload in storage.
 * A message the server refuses for good stays, marked, until the writer retries or discards it.
 * Snapshots are immutable arrays, so React can read them with `useSyncExternalStore`.
 */
export class ChatOutbox<TMessage> {
  private entries: readonly OutboxEntry[];
  private readonly listeners = new Set<() => void>();
  private readonly deliveredListeners = new Set<(message: TMessage, entry: OutboxEntry) => void>();
  private flushing: Promise<void> | null = null;
  private isFlushOwed = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private retryCount = 0;
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly retryDelaysMs: readonly number[];

  constructor(private readonly options: ChatOutboxOptions<TMessage>) {
    this.now = options.now ?? Date.now;
    this.newId = options.newId ?? randomId;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    this.entries = this.load();
  }

  /** Every waiting entry, oldest first. */
  getSnapshot = (): readonly OutboxEntry[] => this.entries;

  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  /** Calls `listener` with each message the server confirmed; returns the function that stops it. */
  onDelivered(listener: (message: TMessage, entry: OutboxEntry) => void): () => void {
    this.deliveredListeners.add(listener);
    return () => {
      this.deliveredListeners.delete(listener);
    };
  }

  /** Queues a typed message and starts sending; returns its entry. */
  enqueue(qid: number, body: string): OutboxEntry {
    const entry: OutboxEntry = {
      clientMessageId: this.newId(),
      qid,
      body,
      createdAtMs: this.now(),
      state: 'sending',
      isRetryable: true,
      error: null,
    };
    this.update([...this.entries, entry]);
    void this.flush();
    return entry;
  }

  /** Sends again every failed entry (or just one), in order. */
  retry(clientMessageId?: string): Promise<void> {
    this.update(
      this.entries.map((entry) =>
        entry.state === 'failed' && (clientMessageId === undefined || entry.clientMessageId === clientMessageId)
          ? { ...entry, state: 'sending', isRetryable: true, error: null }
          : entry,
      ),
    );
    this.retryCount = 0;
    return this.flush();
  }

  /** Drops one entry without sending it. */
  discard(clientMessageId: string): void {
    this.update(this.entries.filter((entry) => entry.clientMessageId !== clientMessageId));
  }

  /** Drops every entry (sign-out: typed text does not outlive the account's session on a shared device). */
  clear(): void {
    this.cancelRetry();
    this.update([]);
    this.options.storage?.removeItem(this.options.storageKey);
  }

  /**
   * Sends what is waiting, one at a time in typing order. A connection failure stops the round (so
   * nothing overtakes it), marks what is left as not sent and schedules a retry; a final refusal marks
   * that entry and goes on with the next.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.isFlushOwed = true;
      return this.flushing;
    }
    this.cancelRetry();
    this.flushing = this.sendWaiting().finally(() => {
      this.flushing = null;
      if (this.isFlushOwed) {
        this.isFlushOwed = false;
        void this.flush();
      }
    });
    return this.flushing;
  }

  private async sendWaiting(): Promise<void> {
    if (this.entries.some((entry) => entry.isRetryable && entry.state === 'failed'))
      this.update(this.entries.map((entry) => (entry.isRetryable ? { ...entry, state: 'sending' } : entry)));
    for (;;) {
      const next = this.entries.find((entry) => entry.isRetryable);
      if (!next) return;
      let message: TMessage;
      try {
        message = await this.options.send(next);
      } catch (error) {
        if (isRetryableSendError(error)) {
          this.update(this.entries.map((entry) => (entry.isRetryable ? { ...entry, state: 'failed' } : entry)));
          this.scheduleRetry();
          return;
        }
        const text = error instanceof Error ? error.message : String(error);
        this.replace(next.clientMessageId, { state: 'failed', isRetryable: false, error: text });
        continue;
      }
      this.retryCount = 0;
      this.update(this.entries.filter((entry) => entry.clientMessageId !== next.clientMessageId));
      for (const listener of [...this.deliveredListeners]) listener(message, next);
    }
  }

  private scheduleRetry(): void {
    const delays = this.retryDelaysMs;
    if (delays.length === 0) return;
    const delay = delays[Math.min(this.retryCount, delays.length - 1)] ?? 0;
    this.retryCount += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
  }

  private cancelRetry(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private replace(clientMessageId: string, change: Partial<OutboxEntry>): void {
    this.update(this.entries.map((entry) => (entry.clientMessageId === clientMessageId ? { ...entry, ...change } : entry)));
  }

  private update(entries: readonly OutboxEntry[]): void {
    this.entries = entries;
    this.save();
    for (const listener of [...this.listeners]) listener();
  }

  private load(): readonly OutboxEntry[] {
    const { storage, storageKey } = this.options;
    if (!storage) return [];
    try {
      const parsed: unknown = JSON.parse(storage.getItem(storageKey) ?? '[]');
      if (!Array.isArray(parsed)) return [];
      const oldest = this.now() - ENTRY_MAX_AGE_MS;
      // Whatever was on its way when the page went away is sent again: the server keeps a client id once.
      return parsed
        .filter(isEntry)
        .filter((entry) => entry.createdAtMs >= oldest)
        .map((entry) => (entry.isRetryable === false ? entry : { ...entry, state: 'sending', isRetryable: true, error: null }));
    } catch {
      return [];
    }
  }

  private save(): void {
    const { storage, storageKey } = this.options;
    if (!storage) return;
    try {
      if (this.entries.length === 0) storage.removeItem(storageKey);
      else storage.setItem(storageKey, JSON.stringify(this.entries));
    } catch {
      // A full or refused storage keeps the outbox in memory; sending goes on.
    }
  }
}
