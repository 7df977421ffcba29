import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { AccountAccess, AccountService } from '../account/account.service';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { TimerService } from '../timers/timer.service';
import type { FileStore } from '../uploads/file-store';

/** What the data-deletion requests and their erasure job work with. */
export interface DataDeletionContext {
  db: Database;
  work: UnitOfWork;
  clock: Clock;
  /** The erasure is a durable timer per request. */
  timers: TimerService;
  /** The one account lock, so no balance change races the move of the ledger rows. */
  ledger: LedgerService;
  /** Students by id (role, identifiers, language). */
  accounts: AccountService;
  /** Signs the account out at once (refresh tokens revoked, every call answered 30401). */
  access: AccountAccess;
  /** The bytes of the account's files, deleted after the erasure commits. */
  files: FileStore;
  analytics: AnalyticsRecorder;
  settings: {
    publicUrl: string;
    /** How long after a request the erasure runs (`DATA_DELETION_DELAY_S`). */
    delayS: number;
    /** Social providers and the app secrets that sign their deletion callbacks. */
    providers: readonly { name: string; clientSecret: string | undefined }[];
  };
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/** The durable timer of a request's erasure; the subject is the request's row id. */
export const DATA_DELETION_TIMER_KIND = 'data_deletion.erase';
