import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced';

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('coalesced', () => {
  it('runs one read for a burst of calls made while a read runs, then one more', async () => {
    const gates: { resolve: () => void }[] = [];
    let reads = 0;
    const refresh = coalesced(async () => {
      reads++;
      const gate = deferred();
      gates.push(gate);
      await gate.promise;
    });
    const first = refresh();
    const burst = Array.from({ length: 50 }, () => refresh());
    expect(reads).toBe(1);
    gates[0]?.resolve();
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    gates[1]?.resolve();
    await Promise.all([first, ...burst]);
    expect(reads).toBe(2);
  });

  it('starts a fresh read once the last one finished', async () => {
    let reads = 0;
    const refresh = coalesced(async () => {
      reads++;
    });
    await refresh();
    await refresh();
    expect(reads).toBe(2);
  });

  it('keeps going after a failed read, and the caller sees the failure', async () => {
    let reads = 0;
    const refresh = coalesced(async () => {
      reads++;
      if (reads === 1) throw new Error('offline');
    });
    await expect(refresh()).rejects.toThrow('offline');
    await refresh();
    expect(reads).toBe(2);
  });
});
