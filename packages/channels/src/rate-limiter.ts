/**
 * Token bucket used for the per-connection client-event limit. Two numbers of state, created only
 * for connections that actually send client events.
 */

/** Allows `perSecond` events per second on average with bursts of at most `perSecond`. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  /** Starts full so the first burst up to the limit is accepted. */
  constructor(
    private readonly perSecond: number,
    now: number = Date.now(),
  ) {
    this.tokens = perSecond;
    this.last = now;
  }

  /** Takes one token; false when the bucket is empty (the event must be dropped). */
  take(now: number = Date.now()): boolean {
    const elapsed = now - this.last;
    if (elapsed > 0) {
      this.tokens = Math.min(this.perSecond, this.tokens + (elapsed * this.perSecond) / 1000);
      this.last = now;
    }
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
