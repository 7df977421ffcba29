/** Unit tests of the client-event token bucket. */
import { describe, expect, it } from 'vitest';
import { TokenBucket } from './rate-limiter.ts';

describe('TokenBucket', () => {
  it('allows a burst of the limit, then refuses', () => {
    const bucket = new TokenBucket(10, 0);
    const results = Array.from({ length: 15 }, () => bucket.take(0));
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(results.slice(10).every((r) => !r)).toBe(true);
  });

  it('refills at the configured rate and never beyond the limit', () => {
    const bucket = new TokenBucket(10, 0);
    for (let i = 0; i < 10; i++) bucket.take(0);
    expect(bucket.take(50)).toBe(false); // half a token
    expect(bucket.take(100)).toBe(true); // one token after 100 ms
    expect(bucket.take(100)).toBe(false);
    let granted = 0;
    for (let i = 0; i < 30; i++) if (bucket.take(60_000)) granted++;
    expect(granted).toBe(10);
  });

  it('sustains 10 per second over time', () => {
    const bucket = new TokenBucket(10, 0);
    let granted = 0;
    for (let t = 0; t <= 5_000; t += 10) if (bucket.take(t)) granted++;
    expect(granted).toBeGreaterThanOrEqual(59);
    expect(granted).toBeLessThanOrEqual(61);
  });
});
