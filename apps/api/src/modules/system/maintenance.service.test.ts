import type { Database } from '@photostudy/db';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceService, type SettingStore } from './maintenance.service';

/** A setting store whose reads wait until the test answers them. */
function slowStore(initial: boolean) {
  let value: unknown = initial;
  const pending: (() => void)[] = [];
  const store: SettingStore & { reads: number } = {
    reads: 0,
    read: () => {
      store.reads++;
      const seen = value;
      return new Promise((resolve) => pending.push(() => resolve(seen)));
    },
    write: (_db, _key, next) => {
      value = next;
      return Promise.resolve();
    },
  };
  const answerAll = () => pending.splice(0).forEach((answer) => answer());
  const answerOldest = () => pending.shift()?.();
  return { store, answerAll, answerOldest };
}

const db = {} as Database;

describe('MaintenanceService', () => {
  afterEach(() => vi.useRealTimers());

  it('reads the switch once for a crowd of requests that find the cache stale together', async () => {
    const { store, answerAll } = slowStore(true);
    const maintenance = new MaintenanceService(db, store);
    const answers = Array.from({ length: 200 }, () => maintenance.isOn());
    expect(store.reads).toBe(1);
    answerAll();
    expect(await Promise.all(answers)).toEqual(Array(200).fill(true));
    // Cached now: no read within the second.
    expect(await maintenance.isOn()).toBe(true);
    expect(store.reads).toBe(1);
  });

  it('reads again once the second is over, still once for all', async () => {
    vi.useFakeTimers();
    const { store, answerAll } = slowStore(false);
    const maintenance = new MaintenanceService(db, store);
    const first = maintenance.isOn();
    answerAll();
    await first;
    vi.advanceTimersByTime(1_001);
    const again = [maintenance.isOn(), maintenance.isOn(), maintenance.isOn()];
    answerAll();
    expect(await Promise.all(again)).toEqual([false, false, false]);
    expect(store.reads).toBe(2);
  });

  it('keeps a switch made while a read was under way (the old value does not come back)', async () => {
    const { store, answerAll } = slowStore(false);
    const maintenance = new MaintenanceService(db, store);
    const before = maintenance.isOn();
    await maintenance.set(true);
    expect(await maintenance.isOn()).toBe(true);
    answerAll();
    expect(await before).toBe(false);
    expect(await maintenance.isOn()).toBe(true);
  });

  it('a read a switch dropped does not end the newer read when it returns (no second read beside it)', async () => {
    vi.useFakeTimers();
    const { store, answerAll, answerOldest } = slowStore(false);
    const maintenance = new MaintenanceService(db, store);
    const dropped = maintenance.isOn();
    await maintenance.set(true);
    vi.advanceTimersByTime(1_001);
    const newer = maintenance.isOn();
    expect(store.reads).toBe(2);
    answerOldest();
    await dropped;
    const meanwhile = maintenance.isOn();
    expect(store.reads).toBe(2);
    answerAll();
    expect(await Promise.all([newer, meanwhile])).toEqual([true, true]);
  });

  it('lets the next request read again after a failed read', async () => {
    let fail = true;
    const store: SettingStore = {
      read: () => (fail ? Promise.reject(new Error('pool closed')) : Promise.resolve(true)),
      write: () => Promise.resolve(),
    };
    const maintenance = new MaintenanceService(db, store);
    await expect(maintenance.isOn()).rejects.toThrow('pool closed');
    fail = false;
    expect(await maintenance.isOn()).toBe(true);
  });
});
