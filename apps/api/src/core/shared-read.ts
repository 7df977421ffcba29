/**
 * A value read from the database at most once per `ttlMs` on this node (issue 19), for data every request asks for and
 * that changes seldom: the maintenance switch, the subjects and mindsets. While a read is under way every caller that
 * finds the value stale waits for that read instead of starting its own (under load hundreds found it stale together,
 * each taking a pool connection). A failed read keeps nothing, so the next caller reads again.
 */
export class SharedRead<T> {
  private cached: { value: T; at: number } | null = null;
  /** The read under way. */
  private reading: Promise<T> | null = null;
  /** Bumped by `put`, so that a read begun before it does not put the older value back. */
  private generation = 0;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly ttlMs: number,
  ) {}

  /** The value, read when it is older than the TTL (or never read). */
  get(): Promise<T> {
    if (this.cached && Date.now() - this.cached.at < this.ttlMs) return Promise.resolve(this.cached.value);
    if (this.reading) return this.reading;
    const generation = this.generation;
    const reading: Promise<T> = this.read()
      .then((value) => {
        if (generation === this.generation) this.cached = { value, at: Date.now() };
        return value;
      })
      .finally(() => {
        // Only its own: a `put` may have dropped this read and a newer one may be under way.
        if (this.reading === reading) this.reading = null;
      });
    this.reading = reading;
    return reading;
  }

  /** A value this node has just written: kept at once, and a read under way no longer counts. */
  put(value: T): void {
    this.generation++;
    this.reading = null;
    this.cached = { value, at: Date.now() };
  }
}
