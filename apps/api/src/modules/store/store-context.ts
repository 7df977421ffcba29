import type { Database, DbExecutor } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../core/clock';
import type { UnitOfWork } from '../../core/unit-of-work';
import type { AccountService } from '../account/account.service';
import type { LedgerService } from '../ledger/ledger.service';
import type { TimerService } from '../timers/timer.service';
import type { PaymentGateway } from './payment-gateway';
import type { SubscriptionRow } from './store.repository';

/** What every part of the store works with. */
export interface StoreContext {
  db: Database;
  work: UnitOfWork;
  /** The only money path: credits of purchases and reservations, bounded reversals of refunds, the account lock. */
  ledger: LedgerService;
  gateway: PaymentGateway;
  clock: Clock;
  timers: TimerService;
  /** Who is buying: role, sign-in kind, features, language, email. */
  accounts: AccountService;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/** The store's durable timer kinds; the subject id is the subscription id. */
export const STORE_TIMER_KINDS = {
  /** A plan's period ends: renew it (charge and credit), or end the subscription when auto-renew is off. */
  subscriptionRenewal: 'subscription.renewal',
} as const;

/** How long a subscription whose renewal failed stays visible (and can be renewed by turning auto-renew on). */
export const RENEWAL_GRACE_S = 3 * 24 * 3600;

/** A date some calendar months later in UTC; the 31st becomes the last day of a shorter month. */
export function addMonths(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** (Re)schedules a subscription's renewal timer at a time (its period end, or now when that has passed). */
export function scheduleRenewal(ctx: StoreContext, tx: DbExecutor, sub: Pick<SubscriptionRow, 'id'>, at: Date): Promise<void> {
  const dueInS = Math.max(0, (at.getTime() - ctx.clock.now().getTime()) / 1000);
  return ctx.timers.schedule(tx, STORE_TIMER_KINDS.subscriptionRenewal, sub.id, dueInS);
}
