import type { RealtimeEventName, RealtimePayload } from '@photostudy/contracts';
import type { Database, Transaction } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { RealtimePublisher } from '../realtime/realtime.publisher';
import type { AfterCommit, TimerService } from '../timers/timer.service';
import type { FileUrlSigner } from '../uploads/file-url-signer';

/** What every part of the question engine works with. */
export interface EngineContext {
  db: Database;
  config: AppConfig;
  publisher: RealtimePublisher;
  timers: TimerService;
  files: FileUrlSigner;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/** The engine's durable timer kinds; the subject id is the question id (the message id for suggestion locks). */
export const TIMER_KINDS = {
  /** Nobody claimed in time: the question dies and is refunded. */
  matchWindow: 'question.match_window',
  /** The claiming expert did not start in time: back to the queue. */
  claimWindow: 'question.claim_window',
  /** The discussion's duration ran out: ends with `expired`. */
  discussionEnd: 'question.discussion_end',
  /** Student silence: `sessionIdleWarning`, then the idle timeout. */
  idleWarning: 'question.idle_warning',
  /** No answer after the idle warning: ends with `idle_timeout`. */
  idleTimeout: 'question.idle_timeout',
  /** A suggestion's options lock (subject: the message id). */
  suggestionLock: 'question.suggestion_lock',
} as const;

/** Timer kinds tied to a question id, cancelled together when it ends. */
export const QUESTION_TIMER_KINDS = [TIMER_KINDS.matchWindow, TIMER_KINDS.claimWindow, TIMER_KINDS.discussionEnd, TIMER_KINDS.idleWarning, TIMER_KINDS.idleTimeout] as const;

/** Queues a realtime event to publish once the transaction has committed. */
export function publishAfter<E extends RealtimeEventName>(ctx: EngineContext, after: AfterCommit[], channels: string | string[], event: E, data: RealtimePayload<E>): void {
  const list = Array.isArray(channels) ? channels : [channels];
  if (!list.length) return;
  after.push(() => ctx.publisher.publish(list, event, data));
}

/** Runs after-commit work; a failed publish is logged, never turned into a failed request. */
export async function runAfterCommit(ctx: EngineContext, work: AfterCommit[]): Promise<void> {
  for (const item of work) {
    try {
      await item();
    } catch (err) {
      ctx.log.error({ err }, 'after-commit work of the question engine failed');
    }
  }
}

/** One transaction, then its after-commit work (realtime events are published only after commit). */
export async function transact<T>(ctx: EngineContext, fn: (tx: Transaction, after: AfterCommit[]) => Promise<T>): Promise<T> {
  const after: AfterCommit[] = [];
  const result = await ctx.db.transaction((tx) => fn(tx, after));
  await runAfterCommit(ctx, after);
  return result;
}

/** Epoch seconds of a date. */
export function epochS(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Discussion length: the configured one, never under the 10 minutes the waiting dialog promises. */
export function discussionDurationS(config: AppConfig, minimumS: number): number {
  return Math.max(config.timersS.DISCUSSION_DURATION_S, minimumS);
}
