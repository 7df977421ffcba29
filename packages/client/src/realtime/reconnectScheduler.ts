// pusher-js alone waits out a 15 s strategy timeout (then 30 s, 60 s) after an attempt that failed at once, so a
// server that restarts in 3 s is found again only after 16 s or 46 s. These delays replace that wait.
/** The first forced attempt comes this long after the connection went down; each next one doubles... */
const FIRST_RETRY_MS = 500;
/**
 * ...up to this while the page is shown and the outage is young: a restarted server is found about 0.5 s after it
 * listens (2 s left the clients 1.2 s behind it in bench/reconnect; a refused attempt costs the server nothing)...
 */
const VISIBLE_RETRY_CAP_MS = 1_000;
/**
 * ...for this long (a server restarting on a loaded machine took up to 17 s to listen in the e2e journey, so a 20 s
 * phase left its clients 4-8 s behind); then, and all along while the page is hidden, the steps double again: a long
 * outage is not hammered...
 */
const QUICK_PHASE_MS = 60_000;
/** ...from 2 s up to this. */
const SLOW_RETRY_CAP_MS = 10_000;
/** An attempt is given twice the last handshake time plus this before a new one replaces it (so slow links connect). */
const ATTEMPT_GRACE_MS = 250;
/** The handshake time assumed until one connection has been made. */
const UNKNOWN_HANDSHAKE_MS = 500;
/** Handshake times above this (an outage counted in) are not handshakes. */
const MAX_HANDSHAKE_MS = 10_000;

/** What the scheduler reads from the page: whether it is shown, and when the network or the page comes back. */
export interface WakeSignals {
  isVisible(): boolean;
  /** Calls `wake` when the browser is back online or the page is shown again; returns the function that stops it. */
  onWake(wake: () => void): () => void;
}

/** The browser's `online` and `visibilitychange` events; always visible and never woken outside a browser. */
export function browserWakeSignals(): WakeSignals {
  const doc = typeof document === 'undefined' ? undefined : document;
  const win = typeof window === 'undefined' ? undefined : window;
  return {
    isVisible: () => doc?.visibilityState !== 'hidden',
    onWake: (wake) => {
      const onVisibility = () => {
        if (doc?.visibilityState === 'visible') wake();
      };
      win?.addEventListener('online', wake);
      doc?.addEventListener('visibilitychange', onVisibility);
      return () => {
        win?.removeEventListener('online', wake);
        doc?.removeEventListener('visibilitychange', onVisibility);
      };
    },
  };
}

/** Seams for tests: page signals, the jitter source and the clock. */
export interface ReconnectSchedulerOptions {
  wakeSignals?: WakeSignals;
  /** In [0, 1); spreads the attempts of many clients of one restarted server. */
  random?: () => number;
  now?: () => number;
}

/**
 * Forces fresh connection attempts while the connection is down: after 0.5 s, then every 1 s (75-100 % of it,
 * jittered) for 60 s while the page is shown; then 2 s, 4 s, 8 s and every 10 s (while hidden: 0.5, 1, 2, 4, 8, 10); and
 * at once when the network or the page comes back. An attempt in flight is never cut shorter than twice the last
 * handshake plus 0.25 s (1.25 s before the first handshake), so a slow link still connects.
 */
export class ReconnectScheduler {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private downSince: number | null = null;
  private attempt = 0;
  private stepMs = 0;
  private attemptStartedAt = 0;
  private handshakeMs: number | null = null;
  private stopWaking: (() => void) | null = null;
  private readonly wakeSignals: WakeSignals;
  private readonly random: () => number;
  private readonly now: () => number;

  constructor(
    private readonly retryNow: () => void,
    options: ReconnectSchedulerOptions = {},
  ) {
    this.wakeSignals = options.wakeSignals ?? browserWakeSignals();
    this.random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
  }

  /** True while attempts are being scheduled. */
  get isActive(): boolean {
    return this.downSince !== null;
  }

  /** The connection is being made or was lost (pusher-js has just started an attempt): schedule the next ones. */
  down(): void {
    if (this.downSince !== null) return;
    this.downSince = this.now();
    this.attemptStartedAt = this.downSince;
    this.restartSteps();
    this.stopWaking = this.wakeSignals.onWake(() => this.wake());
    this.schedule(this.nextDelayMs());
  }

  /** The connection is up: remember how long the handshake took and stop. */
  connected(): void {
    if (this.downSince !== null) this.handshakeMs = Math.min(this.now() - this.attemptStartedAt, MAX_HANDSHAKE_MS);
    this.stop();
  }

  /** No more attempts (closed on purpose, refused, or not supported). */
  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.stopWaking?.();
    this.stopWaking = null;
    this.downSince = null;
  }

  /** The delay before the next forced attempt, from the start of the current one; takes one step. */
  private nextDelayMs(): number {
    const downForMs = this.now() - (this.downSince ?? this.now());
    const isQuick = this.wakeSignals.isVisible() && downForMs < QUICK_PHASE_MS;
    this.stepMs = isQuick
      ? Math.min(VISIBLE_RETRY_CAP_MS, FIRST_RETRY_MS * 2 ** this.attempt)
      : Math.min(SLOW_RETRY_CAP_MS, this.stepMs * 2);
    return Math.max(this.stepMs * (0.75 + 0.25 * this.random()), this.attemptFloorMs());
  }

  private restartSteps(): void {
    this.attempt = 0;
    this.stepMs = FIRST_RETRY_MS / 2;
  }

  private attemptFloorMs(): number {
    return 2 * (this.handshakeMs ?? UNKNOWN_HANDSHAKE_MS) + ATTEMPT_GRACE_MS;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.fire(), delayMs);
  }

  private fire(): void {
    this.timer = null;
    this.attempt += 1;
    this.attemptStartedAt = this.now();
    this.retryNow();
    if (this.downSince !== null) this.schedule(this.nextDelayMs());
  }

  private wake(): void {
    if (this.downSince === null) return;
    // Back online or shown again: a young outage from here, and an attempt now unless one has only just begun.
    this.downSince = this.now();
    this.restartSteps();
    this.schedule(Math.max(0, this.attemptStartedAt + this.attemptFloorMs() - this.now()));
  }
}
