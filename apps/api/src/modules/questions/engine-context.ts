import type { Database, Transaction } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { AppConfig } from '../../core/config';
import type { RealtimePublisher } from '../../core/realtime-publisher';
import type { UnitOfWork, UnitScope } from '../../core/unit-of-work';
import type { AccountService } from '../account/account.service';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { TimerService } from '../timers/timer.service';
import type { FileUrlSigner } from '../uploads/file-url-signer';
import type { SubjectQueueBatcher } from './subject-queue-batcher';

/** What every part of the question engine works with. */
export interface EngineContext {
  db: Database;
  config: AppConfig;
  /** Who is online (presence); publishes go through the unit of work. */
  publisher: RealtimePublisher;
  /** Offers and withdrawals on the subject queue channels, a burst gathered into one event per window. */
  subjectQueue: SubjectQueueBatcher;
  work: UnitOfWork;
  clock: Clock;
  timers: TimerService;
  files: FileUrlSigner;
  /** Money: debits, refunds, reposts and the one account lock. */
  ledger: LedgerService;
  /** Reference data: subjects, mindsets, rating reasons. */
  catalog: CatalogService;
  /** Accounts and expert profiles. */
  accounts: AccountService;
  /** Session analytics, written inside the engine's transactions. */
  analytics: AnalyticsRecorder;
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
export const QUESTION_TIMER_KINDS = [
  TIMER_KINDS.matchWindow,
  TIMER_KINDS.claimWindow,
  TIMER_KINDS.discussionEnd,
  TIMER_KINDS.idleWarning,
  TIMER_KINDS.idleTimeout,
] as const;

/** One unit of work of the engine: a transaction whose publishes and domain events go out after commit. */
export function transact<T>(ctx: EngineContext, fn: (tx: Transaction, scope: UnitScope) => Promise<T>): Promise<T> {
  return ctx.work.run((scope) => fn(scope.tx, scope));
}

/** Discussion length: the configured one, never under the 10 minutes the waiting dialog promises. */
export function discussionDurationS(config: AppConfig, minimumS: number): number {
  return Math.max(config.timersS.DISCUSSION_DURATION_S, minimumS);
}
