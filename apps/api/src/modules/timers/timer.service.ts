import type { Database, DbExecutor, Transaction } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import { deleteTimerById, deleteTimers, lockDueTimers, postponeTimer, type TimerRow, upsertTimer } from './timer.repository';

/** What a timer handler may ask to run once its transaction has committed (e.g. realtime publishes). */
export type AfterCommit = () => Promise<void> | void;

/** Runs one due timer inside the transaction that removes it; returns work to do after commit. */
export type TimerHandler = (tx: Transaction, timer: TimerRow) => Promise<AfterCommit[] | void>;

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
    private readonly db: Database,
    private readonly log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
    private readonly options: { pollIntervalMs: number; batchSize: number } = { pollIntervalMs: 500, batchSize: 50 },
  ) {}

  /** Registers the handler of one timer kind. */
  on(kind: string, handler: TimerHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Schedules (or reschedules) the timer of a kind for a subject, inside the caller's transaction. */
  schedule(db: DbExecutor, kind: string, subjectId: number, dueInS: number, payload: Record<string, unknown> = {}): Promise<void> {
    return upsertTimer(db, kind, subjectId, new Date(Date.now() + dueInS * 1000), payload);
  }

  /** Cancels the timer of a kind for a subject. */
  cancel(db: DbExecutor, kind: string, subjectId: number): Promise<void> {
    return deleteTimers(db, kind, subjectId);
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
      await this.db.transaction(async (tx) => {
        const due = await lockDueTimers(tx, this.options.batchSize);
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
            await tx.transaction(async (inner) => {
              const work = await handler(inner, timer);
              await deleteTimerById(inner, timer.id);
              if (work) after.push(...work);
            });
          } catch (err) {
            this.log.error({ err, kind: timer.kind, subjectId: timer.subjectId }, 'timer handler failed; retrying later');
            await postponeTimer(tx, timer.id, RETRY_AFTER_FAILURE_S);
          }
        }
      });
    } catch (err) {
      this.log.error({ err }, 'timer batch failed');
      return 0;
    }
    for (const work of after) {
      try {
        await work();
      } catch (err) {
        this.log.error({ err }, 'after-commit work of a timer failed');
      }
    }
    return count;
  }
}
