import type { UnitScope } from '../../core/unit-of-work';
import { publishBalance } from '../ledger/balance-updated';
import { addMonths, scheduleRenewal, type StoreContext } from './store-context';
import { insertPurchase, lockSubscription, type PackageRow, type PurchaseRow, upsertSubscription } from './store.repository';

/** What a successful charge is recorded with. */
export interface ChargedPurchase {
  accountId: number;
  pkg: PackageRow;
  paymentMethodType: string;
  transactionId: string;
  /** Set for a renewal: the subscription and the start of the period it pays for. */
  renewal?: { subscriptionId: number; periodStart: Date };
}

/**
 * Records a charge in the caller's unit of work: the purchase row with the gateway's transaction id, the
 * ledger credit of the package, and for a plan bought in the store its subscription (auto-renew and auto-pay
 * on, one month from now or from the end of the running period) and, for a new one, its renewal timer. The account lock comes
 * first, so purchases, renewals and asks of one account never interleave.
 */
export async function recordPurchase(ctx: StoreContext, scope: UnitScope, input: ChargedPurchase): Promise<PurchaseRow> {
  const { tx } = scope;
  const { accountId, pkg } = input;
  const now = ctx.clock.now();
  await ctx.ledger.lockAccount(tx, accountId);
  let subscriptionId = input.renewal?.subscriptionId ?? null;
  if (!input.renewal && pkg.plan === 'monthly') {
    const running = await lockSubscription(tx, { accountId });
    const from = running && running.currentPeriodEnd > now ? running.currentPeriodEnd : now;
    const sub = await upsertSubscription(tx, { accountId, productId: pkg.productId, currentPeriodEnd: addMonths(from, 1), at: now });
    // A running subscription keeps its timer: at the old end the handler finds the period extended and waits for the
    // new one. Not touching that row here means a purchase never waits on a timer batch that holds it.
    if (!running) await scheduleRenewal(ctx, tx, sub, sub.currentPeriodEnd);
    subscriptionId = sub.id;
  }
  const purchase = await insertPurchase(tx, {
    accountId,
    productId: pkg.productId,
    kind: input.renewal ? 'renewal' : 'purchase',
    amountCents: pkg.priceCents,
    currency: pkg.currency,
    sessions: pkg.sessions,
    writingCredits: pkg.writingCredits,
    paymentMethodType: input.paymentMethodType,
    gatewayTransactionId: input.transactionId,
    subscriptionId,
    periodStart: input.renewal?.periodStart ?? null,
    createdAt: now,
  });
  const balance = await ctx.ledger.credit(tx, {
    accountId,
    sessions: pkg.sessions,
    writingCredits: pkg.writingCredits,
    reason: 'purchase',
    purchaseId: purchase.id,
  });
  scope.emit('purchase.completed', {
    purchaseId: purchase.id,
    accountId,
    productId: pkg.productId,
    description: pkg.description,
    kind: purchase.kind,
    amountCents: purchase.amountCents,
    currency: purchase.currency,
    sessions: purchase.sessions,
    writingCredits: purchase.writingCredits,
  });
  publishBalance(scope, accountId, balance);
  return purchase;
}

/**
 * Gives a charge back when recording it failed, so that a student is never charged for nothing; a refund
 * the gateway refuses is logged for an operator with everything needed to do it by hand.
 */
export async function refundUnrecorded(
  ctx: StoreContext,
  charge: { transactionId: string; amountCents: number },
  cause: unknown,
): Promise<void> {
  const refund = await ctx.gateway.refund(charge.transactionId, charge.amountCents);
  if (refund.ok) ctx.log.error({ err: cause, transactionId: charge.transactionId }, 'purchase not recorded; the charge was refunded');
  else
    ctx.log.error(
      { err: cause, transactionId: charge.transactionId, amountCents: charge.amountCents, refund: refund.detail },
      'purchase not recorded and its refund failed: refund it by hand',
    );
}
