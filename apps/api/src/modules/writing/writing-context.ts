import {
  CHANNELS,
  type RealtimeEventName,
  type RealtimePayload,
  WRITING_RATING_TOKEN_TTL_DAYS,
  WRITING_RESPONSE_PROMISE_H,
  WRITING_SUBJECT,
} from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { UnitOfWork, UnitScope } from '../../core/unit-of-work';
import type { AccountService } from '../account/account.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { MailService } from '../mail/mail.service';
import type { TimerService } from '../timers/timer.service';
import type { FileStore } from '../uploads/file-store';
import type { FileUrlSigner } from '../uploads/file-url-signer';

/** What every part of the Writing track works with. */
export interface WritingContext {
  db: Database;
  work: UnitOfWork;
  clock: Clock;
  /** The only money path: one Writing credit debited per submission, refunded when nobody delivers in time. */
  ledger: LedgerService;
  timers: TimerService;
  /** Who the student and the writers are: features, sign-in kind, language, email, writers' subjects. */
  accounts: AccountService;
  /** Where the documents and the reviews are stored (local folder, S3-compatible when configured). */
  files: FileStore;
  signer: FileUrlSigner;
  mail: MailService;
  settings: {
    weeklyLimit: number;
    monthlyLimit: number;
    /** Base address of the links in emails (`PUBLIC_URL`). */
    publicUrl: string;
  };
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/** The Writing track's durable timer kinds; the subject id is the Writing problem id. */
export const WRITING_TIMER_KINDS = {
  /** The review is due: back to the queue once, then refunded. */
  deadline: 'writing.deadline',
} as const;

/** The 48-hour promise, from the submission. */
export const WRITING_PROMISE_S = WRITING_RESPONSE_PROMISE_H * 3600;
/**
 * A problem nobody delivered in 48 hours goes back to the queue with this second window (chosen: 24 hours, half the
 * promise, so that a student waits at most three days before the credit comes back).
 */
export const WRITING_REQUEUE_WINDOW_S = 24 * 3600;
/** How long the emailed rating link works. */
export const WRITING_RATING_TOKEN_TTL_S = WRITING_RATING_TOKEN_TTL_DAYS * 24 * 3600;
/** How long the emailed link to the reviewed file works (as long as the rating link beside it). */
export const WRITING_REVIEW_LINK_TTL_S = WRITING_RATING_TOKEN_TTL_DAYS * 24 * 3600;
/** Random bytes of a rating token (base64url in the link; only its SHA-256 is stored). */
export const WRITING_RATING_TOKEN_BYTES = 32;
/** Calls of the two token routes one IP address may make per window (they work logged out, so they are guessing targets). */
export const WRITING_RATING_RATE_LIMIT = { max: 30, windowS: 10 * 60 } as const;

/** Whether an expert covers the Writing subject (a writer). */
export async function isWriter(ctx: WritingContext, expertId: number): Promise<boolean> {
  const profile = await ctx.accounts.expertProfile(expertId);
  return profile?.subjectIds.includes(WRITING_SUBJECT.tid) ?? false;
}

/** Queues an event for every writer's private channel (the Writing queue changed), read in the unit's transaction. */
export async function publishToWriters<E extends RealtimeEventName>(
  ctx: WritingContext,
  scope: UnitScope,
  event: E,
  data: RealtimePayload<E>,
): Promise<void> {
  const writers = await ctx.accounts.expertsCovering(WRITING_SUBJECT.tid, scope.tx);
  scope.publish(
    writers.map((id) => CHANNELS.privateExpert(id)),
    event,
    data,
  );
}
