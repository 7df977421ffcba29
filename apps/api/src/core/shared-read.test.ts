import { afterEach, describe, expect, it, vi } from 'vitest';
import { SharedRead } from './shared-read';

/** A read whose answers wait until the test gives them (a value, or an error). */
function heldRead<T>() {
  const pending: { resolve: (value: T) => void; reject: (err: Error) => void }[] = [];
  const read = vi.fn(() => new Promise<T>((resolve, reject) => pending.push({ resolve, reject })));
  return { read, answer: (value: T) => pending.shift()?.resolve(value), fail: () => pending.shift()?.reject(new Error('read failed')) };
}

describe('SharedRead', () => {
  afterEach(() => vi.useRealTimers());

  it('reads once for every caller that asks while the read is under way, then keeps the value for its TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { read, answer } = heldRead<string>();
    const shared = new SharedRead(read, 60_000);
    const crowd = Array.from({ length: 50 }, () => shared.get());
    expect(read).toHaveBeenCalledTimes(1);
    answer('first');
    expect(await Promise.all(crowd)).toEqual(Array(50).fill('first'));
    vi.advanceTimersByTime(59_999);
    expect(await shared.get()).toBe('first');
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    const again = shared.get();
    answer('second');
    expect(await again).toBe('second');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing from a failed read: its callers see the error and the next caller reads again', async () => {
    const { read, answer, fail } = heldRead<number>();
    const shared = new SharedRead(read, 1_000);
    const failing = [shared.get(), shared.get()];
    fail();
    for (const result of await Promise.allSettled(failing)) expect(result.status).toBe('rejected');
    const next = shared.get();
    expect(read).toHaveBeenCalledTimes(2);
    answer(7);
    expect(await next).toBe(7);
  });

  it('a value put while a read is under way stays: the older read does not replace it', async () => {
    const { read, answer } = heldRead<boolean>();
    const shared = new SharedRead(read, 1_000);
    const before = shared.get();
    shared.put(true);
    expect(await shared.get()).toBe(true);
    answer(false);
    expect(await before).toBe(false);
    expect(await shared.get()).toBe(true);
    expect(read).toHaveBeenCalledTimes(1);
  });
});
