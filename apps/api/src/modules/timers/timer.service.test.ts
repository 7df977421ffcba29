import { type DatabaseHandle, timers } from '@photostudy/db';
import { openTestDatabase, testDatabaseKind } from '@photostudy/db/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeClock } from '../../core/clock';
import { DomainEvents } from '../../core/domain-events';
import { RecordingPublisher } from '../../core/realtime-publisher';
import { UnitOfWork } from '../../core/unit-of-work';
import { TimerService } from './timer.service';

const silentLog = { error: () => undefined, warn: () => undefined };
const work = (db: DatabaseHandle['db']) =>
  new UnitOfWork({ db, publisher: new RecordingPublisher(), events: new DomainEvents(silentLog), log: silentLog });

describe(`durable timers (${testDatabaseKind()})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => handle.close());
  beforeEach(async () => {
    await handle.db.delete(timers);
  });

  async function makeDue(): Promise<void> {
    await handle.db.update(timers).set({ dueAt: new Date(Date.now() - 1000) });
  }

  it('runs a due timer once and removes it; a future one waits', async () => {
    const service = new TimerService(work(handle.db), silentLog);
    const seen: number[] = [];
    service.on('ping', async (_scope, timer) => {
      seen.push(timer.subjectId);
    });
    await service.schedule(handle.db, 'ping', 1, 0);
    await service.schedule(handle.db, 'ping', 2, 3600);
    expect(await service.runDue()).toBe(1);
    expect(await service.runDue()).toBe(0);
    expect(seen).toEqual([1]);
    const [left] = await handle.db.select({ n: count() }).from(timers);
    expect(left?.n).toBe(1);
  });

  it('reads due times on the injected clock that scheduled them, not the database clock', async () => {
    const clock = new FakeClock(new Date('2031-05-01T12:00:00Z'));
    const service = new TimerService(work(handle.db), silentLog, undefined, clock);
    const seen: number[] = [];
    service.on('tick', async (_scope, timer) => {
      seen.push(timer.subjectId);
    });
    await service.schedule(handle.db, 'tick', 1, 60);
    clock.advance(59);
    expect(await service.runDue()).toBe(0);
    clock.advance(1);
    expect(await service.runDue()).toBe(1);
    expect(seen).toEqual([1]);
  });

  it('replaces a timer of the same kind and subject, and cancels', async () => {
    const service = new TimerService(work(handle.db), silentLog);
    await service.schedule(handle.db, 'ping', 7, 3600);
    await service.schedule(handle.db, 'ping', 7, 7200);
    const [n] = await handle.db.select({ n: count() }).from(timers);
    expect(n?.n).toBe(1);
    await service.cancel(handle.db, 'ping', 7);
    const [m] = await handle.db.select({ n: count() }).from(timers);
    expect(m?.n).toBe(0);
  });

  it('cancels one kind and schedules another for the same subject in one call, replacing one already there', async () => {
    const clock = new FakeClock(new Date('2031-05-01T12:00:00Z'));
    const service = new TimerService(work(handle.db), silentLog, undefined, clock);
    await service.schedule(handle.db, 'idle_timeout', 3, 60);
    await service.schedule(handle.db, 'idle_timeout', 4, 60);
    await service.schedule(handle.db, 'idle_warning', 3, 10);
    await service.cancelAndSchedule(handle.db, 'idle_timeout', 'idle_warning', 3, 300, { stage: 2 });
    const rows = await handle.db.select().from(timers).orderBy(timers.kind, timers.subjectId);
    expect(rows.map((r) => [r.kind, r.subjectId, r.dueAt.toISOString(), r.payload])).toEqual([
      ['idle_timeout', 4, '2031-05-01T12:01:00.000Z', {}],
      ['idle_warning', 3, '2031-05-01T12:05:00.000Z', { stage: 2 }],
    ]);
    // With nothing to cancel and nothing scheduled yet, it still schedules.
    await service.cancelAndSchedule(handle.db, 'idle_timeout', 'idle_warning', 9, 30);
    const [ninth] = await handle.db.select().from(timers).where(eq(timers.subjectId, 9));
    expect([ninth?.kind, ninth?.dueAt.toISOString(), ninth?.payload]).toEqual(['idle_warning', '2031-05-01T12:00:30.000Z', {}]);
    expect(() => service.cancelAndSchedule(handle.db, 'ping', 'ping', 1, 30)).toThrow(/two kinds/);
  });

  it('keeps the timer a handler schedules again for its own kind and subject (a renewal)', async () => {
    const clock = new FakeClock(new Date('2031-05-01T12:00:00Z'));
    const service = new TimerService(work(handle.db), silentLog, undefined, clock);
    const runs: string[] = [];
    service.on('renew', async (scope, timer) => {
      runs.push(String(timer.payload.period));
      await service.schedule(scope.tx, 'renew', timer.subjectId, 30 * 86_400, { period: Number(timer.payload.period) + 1 });
    });
    await service.schedule(handle.db, 'renew', 5, 60, { period: 1 });
    clock.advance(60);
    expect(await service.runDue()).toBe(1);
    const left = await handle.db.select().from(timers);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ kind: 'renew', subjectId: 5, payload: { period: 2 } });
    expect(left[0]?.dueAt.toISOString()).toBe('2031-05-31T12:01:00.000Z');
    clock.advance(30 * 86_400);
    expect(await service.runDue()).toBe(1);
    expect(runs).toEqual(['1', '2']);
  });

  it('survives a restart: a new service on the same database runs what the old one left', async () => {
    const first = new TimerService(work(handle.db), silentLog);
    await first.schedule(handle.db, 'end', 42, 3600, { reason: 'expired' });
    await first.stop();
    await makeDue();
    const second = new TimerService(work(handle.db), silentLog);
    const payloads: unknown[] = [];
    second.on('end', async (_scope, timer) => {
      payloads.push(timer.payload);
    });
    expect(await second.runDue()).toBe(1);
    expect(payloads).toEqual([{ reason: 'expired' }]);
  });

  it('retries a failing handler later without blocking the others, and runs after-commit work', async () => {
    const service = new TimerService(work(handle.db), silentLog);
    const done: number[] = [];
    service.on('flaky', async (scope, timer) => {
      if (timer.subjectId === 1) throw new Error('boom');
      scope.afterCommit(() => void done.push(timer.subjectId));
    });
    await service.schedule(handle.db, 'flaky', 1, 0);
    await service.schedule(handle.db, 'flaky', 2, 0);
    await service.runDue();
    expect(done).toEqual([2]);
    const rows = await handle.db.select().from(timers);
    expect(rows.map((r) => r.subjectId)).toEqual([1]);
    expect(rows[0]!.dueAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('runs each timer exactly once with several services polling at the same time', async () => {
    const services = Array.from({ length: 4 }, () => new TimerService(work(handle.db), silentLog, { pollIntervalMs: 50, batchSize: 5 }));
    const runs = new Map<number, number>();
    for (const s of services) {
      s.on('race', async (_scope, timer) => {
        runs.set(timer.subjectId, (runs.get(timer.subjectId) ?? 0) + 1);
      });
    }
    for (let i = 1; i <= 40; i++) await services[0]!.schedule(handle.db, 'race', i, 0);
    await Promise.all(services.map((s) => s.runDue()));
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });
});
