import { type ErrorName, FEATURES, type purchaseAnswerSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import { AppError, appError } from '../../errors/app-error';
import { completeKey } from './idempotency.repository';
import { centsToAmount, GATEWAY_FAILURE_ERRORS, MOBILE_METHOD_TYPES } from './payment-gateway';
import { claimKey, replayKey, requestHash } from './purchase-idempotency';
import { recordPurchase, refundUnrecorded } from './purchase-record';
import type { StoreContext } from './store-context';
import { findDefaultMethod, findPackage } from './store.repository';

/** Wire answer of `POST /api/payments/credit`. */
export type PurchaseAnswer = z.infer<typeof purchaseAnswerSchema>;

/**
 * Refuses the store's money calls to accounts that may not buy: User-ID (child) accounts, whose out-of-balance
 * modal sends them to an administrator, and Trio-program students, who see a banner instead of the store.
 */
export function assertMayPurchase(account: { role: string; authType: string; features: string[] } | null): void {
  if (!account || account.role !== 'student') throw appError('FORBIDDEN');
  if (account.authType === 'user_id' || account.features.includes(FEATURES.TRIO_PROGRAM)) throw appError('PURCHASE_NOT_ALLOWED');
}

/**
 * `POST /api/payments/credit`: buys a package with the default method, once per Idempotency-Key. The amount
 * comes from the package table. The charge runs first, outside any transaction; then one unit of work
 * records the purchase, credits the ledger and starts a plan's subscription. A refused charge writes nothing
 * but the key's outcome; a charge that cannot be recorded is refunded.
 */
export class PurchaseService {
  constructor(private readonly ctx: StoreContext) {}

  async purchase(accountId: number, productId: string, key: string): Promise<PurchaseAnswer> {
    assertMayPurchase(await this.ctx.accounts.basics(accountId));
    const claim = await claimKey(this.ctx, accountId, key, requestHash({ product_id: productId }));
    if (claim.kind === 'done') return replayKey<PurchaseAnswer>(claim.row);
    return this.charge(claim.keyId, accountId, productId);
  }

  private async charge(keyId: number, accountId: number, productId: string): Promise<PurchaseAnswer> {
    const { ctx } = this;
    const refuse = async (name: ErrorName): Promise<never> => {
      await completeKey(ctx.db, keyId, { state: 'failed', errorName: name, at: ctx.clock.now() });
      throw appError(name);
    };
    let charged: { transactionId: string; amountCents: number } | null = null;
    try {
      const pkg = await findPackage(ctx.db, productId);
      if (!pkg?.isActive) return await refuse('UNKNOWN_PACKAGE');
      const method = await findDefaultMethod(ctx.db, accountId);
      if (!method) return await refuse('NO_PAYMENT_METHOD');
      if (MOBILE_METHOD_TYPES.includes(method.methodType)) return await refuse('NOT_SUPPORTED_PAYMENT_METHOD');
      const result = await ctx.gateway.charge(method.gatewayToken, pkg.priceCents, `purchase-${keyId}`);
      if (!result.ok) {
        ctx.log.warn({ accountId, productId, reason: result.reason, detail: result.detail }, 'charge refused');
        return await refuse(GATEWAY_FAILURE_ERRORS[result.reason]);
      }
      charged = { transactionId: result.transactionId, amountCents: pkg.priceCents };
      const answer: PurchaseAnswer = { payment_method_type: method.methodType, transaction_amount: centsToAmount(pkg.priceCents) };
      const transactionId = result.transactionId;
      await ctx.work.run(async (scope) => {
        const purchase = await recordPurchase(ctx, scope, { accountId, pkg, paymentMethodType: method.methodType, transactionId });
        await completeKey(scope.tx, keyId, { state: 'succeeded', answer, purchaseId: purchase.id, at: ctx.clock.now() });
      });
      return answer;
    } catch (err) {
      if (charged) await refundUnrecorded(ctx, charged, err);
      else if (err instanceof AppError) throw err;
      // Nothing stays charged: retries of the key answer this failure instead of waiting for ever.
      await completeKey(ctx.db, keyId, { state: 'failed', errorName: 'APPLICATION_ERROR', at: ctx.clock.now() }).catch((e: unknown) =>
        ctx.log.error({ err: e }, 'could not record a failed purchase key'),
      );
      throw err;
    }
  }
}
