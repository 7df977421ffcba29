import type { DbExecutor } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AfterCommit } from '../../core/after-commit';
import { addSeconds, type Clock, systemClock } from '../../core/clock';
import type { UnitOfWork, UnitScope } from '../../core/unit-of-work';
import {
  cancelAndUpsertTimer,
  deleteTimerById,
  deleteTimers,
  lockDueTimers,
  postponeTimer,
  type TimerRow,
  upsertTimer,
} from './timer.repository';

/**
 * Runs one due timer inside the transaction that removes it, with the same scope as any unit of work:
 * what it publishes or emits is delivered after commit.
 */
export type TimerHandler = (scope: UnitScope, timer: TimerRow) => Promise<void>;

const RETRY_AFTER_FAILURE_S = 5;

/**
 * Durable timers (brief section 4): every due time is a row, taken by one node only, run once,
 * and still run after a restart because the row outlives the process.
 */
export class TimerService {
  private readonly handlers = new Map<string, TimerHandler>();
  private interval: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly work: UnitOfWork,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    private readonly options: { pollIntervalMs: number; batchSize: number } = { pollIntervalMs: 500, batchSize: 50 },
    private readonly clock: Clock = systemClock,
  ) {}

  /** Registers the handler of one timer kind. */
  on(kind: string, handler: TimerHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Schedules (or reschedules) the timer of a kind for a subject, inside the caller's transaction. */
  schedule(db: DbExecutor, kind: string, subjectId: number, dueInS: number, payload: Record<string, unknown> = {}): Promise<void> {
    return upsertTimer(db, kind, subjectId, addSeconds(this.clock.now(), dueInS), payload);
  }

  /** Cancels the timer of a kind for a subject. */
  cancel(db: DbExecutor, kind: string, subjectId: number): Promise<void> {
    return deleteTimers(db, kind, subjectId);
  }

  /** Cancels the timer of one kind and schedules (or reschedules) another kind's for the same subject, in one statement. */
  cancelAndSchedule(
    db: DbExecutor,
    cancelKind: string,
    kind: string,
    subjectId: number,
    dueInS: number,
    payload: Record<string, unknown> = {},
  ): Promise<void> {
    if (cancelKind === kind) throw new Error(`cancelAndSchedule needs two kinds, got ${kind} twice`);
    return cancelAndUpsertTimer(db, cancelKind, kind, subjectId, addSeconds(this.clock.now(), dueInS), payload);
  }

  /** Starts polling for due timers. */
  start(): void {
    if (this.interval) return;
    this.interval = setInterval(() => void this.runDue(), this.options.pollIntervalMs);
    this.interval.unref();
  }

  /** Stops polling and waits for a run in progress. */
  async stop(): Promise<void> {
    if (this.interval) clearInterval(this.interval);
    this.interval = null;
    await this.running;
  }

  /** Runs every due timer now (one batch at a time); returns how many ran. Overlapping calls share one run. */
  runDue(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.runBatch();
      total += ran;
      if (ran < this.options.batchSize) return total;
    }
  }

  private async runBatch(): Promise<number> {
    const after: AfterCommit[] = [];
    let count = 0;
    try {
      await this.work.db.transaction(async (tx) => {
        const due = await lockDueTimers(tx, this.clock.now(), this.options.batchSize);
        count = due.length;
        for (const timer of due) {
          const handler = this.handlers.get(timer.kind);
          if (!handler) {
            this.log.warn({ kind: timer.kind }, 'no handler for timer kind; dropping it');
            await deleteTimerById(tx, timer.id);
            continue;
          }
          // A savepoint per timer: one failing handler must not undo the others.
          try {
            // Its queued work joins the batch only when its savepoint held.
            const queued: AfterCommit[] = [];
            await tx.transaction(async (inner) => {
              // Taken off first: a handler that schedules the same kind and subject again (a renewal) upserts a new row
              // that must survive; a failing handler rolls the delete back with its savepoint.
              await deleteTimerById(inner, timer.id);
              await handler(this.work.scope(inner, queued), timer);
            });
            after.push(...queued);
          } catch (err) {
            this.log.error({ err, kind: timer.kind, subjectId: timer.subjectId }, 'timer handler failed; retrying later');
            await postponeTimer(tx, timer.id, addSeconds(this.clock.now(), RETRY_AFTER_FAILURE_S));
          }
        }
      });
    } catch (err) {
      this.log.error({ err }, 'timer batch failed');
      return 0;
    }
    await this.work.flush(after);
    return count;
  }
}
