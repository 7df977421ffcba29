import { addSeconds, epochS } from '../../core/clock';
import type { DomainEventMap } from '../../core/domain-events';
import type { UnitScope } from '../../core/unit-of-work';
import type { TimerRow } from '../timers/timer.repository';
import { MOBILE_METHOD_TYPES, type GatewayFailureReason } from './payment-gateway';
import { recordPurchase, refundUnrecorded } from './purchase-record';
import { addMonths, RENEWAL_GRACE_S, scheduleRenewal, STORE_TIMER_KINDS, type StoreContext } from './store-context';
import {
  deleteSubscription,
  findDefaultMethod,
  findPackage,
  findSubscriptionById,
  lockSubscription,
  type SubscriptionRow,
  updateSubscription,
} from './store.repository';

type FailureReason = DomainEventMap['purchase.renewal_failed']['reason'];

const FAILURE_OF_GATEWAY: Record<GatewayFailureReason, FailureReason> = {
  declined: 'declined',
  invalid_method: 'declined',
  not_supported: 'not_supported',
  unavailable: 'gateway_unavailable',
};

/**
 * Registers the renewal of monthly plans on the durable timers. The timer row is taken by one node only
 * (FOR UPDATE SKIP LOCKED) and deleted in the same transaction as the renewal, and the purchase of a renewal
 * is unique per subscription and period: a period is charged once across nodes and restarts.
 */
export function registerRenewalTimer(ctx: StoreContext): void {
  ctx.timers.on(STORE_TIMER_KINDS.subscriptionRenewal, (scope, timer) => renewDue(ctx, scope, timer));
}

async function renewDue(ctx: StoreContext, scope: UnitScope, timer: TimerRow): Promise<void> {
  const { tx } = scope;
  const seen = await findSubscriptionById(tx, timer.subjectId);
  if (!seen) return;
  // Account lock first, as every purchase takes it: a renewal and a plan bought in the store never deadlock.
  await ctx.ledger.lockAccount(tx, seen.accountId);
  const sub = await lockSubscription(tx, { id: seen.id });
  if (!sub) return;
  const now = ctx.clock.now();
  // The period was extended since this timer was set (a plan bought again): wait for the new end.
  if (sub.currentPeriodEnd > now) return scheduleRenewal(ctx, tx, sub, sub.currentPeriodEnd);
  // Auto-renew off (by the student, or after a failed renewal's grace): the plan ends.
  if (!sub.autoRenew) return deleteSubscription(tx, sub.id);
  await renew(ctx, scope, sub);
}

async function renew(ctx: StoreContext, scope: UnitScope, sub: SubscriptionRow): Promise<void> {
  const { tx } = scope;
  const pkg = await findPackage(tx, sub.productId);
  if (!sub.autoPay) return fail(ctx, scope, sub, pkg?.description ?? sub.productId, 'auto_pay_off');
  if (!pkg?.isActive || pkg.plan !== 'monthly') return fail(ctx, scope, sub, pkg?.description ?? sub.productId, 'plan_unavailable');
  const method = await findDefaultMethod(tx, sub.accountId);
  if (!method) return fail(ctx, scope, sub, pkg.description, 'no_payment_method');
  if (MOBILE_METHOD_TYPES.includes(method.methodType)) return fail(ctx, scope, sub, pkg.description, 'not_supported');
  const periodStart = sub.currentPeriodEnd;
  const result = await ctx.gateway.charge(method.gatewayToken, pkg.priceCents, `renewal-${sub.id}-${epochS(periodStart)}`);
  if (!result.ok) {
    ctx.log.warn({ subscriptionId: sub.id, reason: result.reason, detail: result.detail }, 'renewal charge refused');
    return fail(ctx, scope, sub, pkg.description, FAILURE_OF_GATEWAY[result.reason]);
  }
  try {
    await recordPurchase(ctx, scope, {
      accountId: sub.accountId,
      pkg,
      paymentMethodType: method.methodType,
      transactionId: result.transactionId,
      renewal: { subscriptionId: sub.id, periodStart },
    });
    const next = addMonths(periodStart, 1);
    await updateSubscription(tx, sub.id, { currentPeriodEnd: next, updatedAt: ctx.clock.now() });
    await scheduleRenewal(ctx, tx, sub, next);
  } catch (err) {
    // The timer is retried; the charge must not stay behind without its purchase.
    await refundUnrecorded(ctx, { transactionId: result.transactionId, amountCents: pkg.priceCents }, err);
    throw err;
  }
}

/**
 * A renewal that cannot be charged turns auto-renew off and tells the student (a notification, through the
 * domain event). The subscription stays visible for a grace period, in which turning auto-renew on retries.
 */
async function fail(ctx: StoreContext, scope: UnitScope, sub: SubscriptionRow, description: string, reason: FailureReason): Promise<void> {
  const now = ctx.clock.now();
  await updateSubscription(scope.tx, sub.id, { autoRenew: false, updatedAt: now });
  await scheduleRenewal(ctx, scope.tx, sub, addSeconds(now, RENEWAL_GRACE_S));
  scope.emit('purchase.renewal_failed', {
    accountId: sub.accountId,
    subscriptionId: sub.id,
    productId: sub.productId,
    description,
    reason,
  });
}
