import type {
  adminPurchaseListSchema,
  createPackageRequestSchema,
  purchaseRefundAnswerSchema,
  updatePackageRequestSchema,
} from '@photostudy/contracts';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';
import { publishBalance } from '../ledger/balance-updated';
import type { StoreContext } from './store-context';
import {
  allPackages,
  findPackage,
  findPurchase,
  insertPackage,
  lockPurchase,
  lockSubscription,
  markRefunded,
  searchPurchases,
  updatePackage,
  updateSubscription,
} from './store.repository';
import { type AdminPackageWire, presentAdminPackage, presentAdminPurchase } from './store.presenter';

/** Purchases listed per page in the admin area. */
const PURCHASES_PAGE_SIZE = 20;

/**
 * The store's side of the admin area: packages (create, edit, deactivate), purchases with search, and refunds
 * through the gateway with a ledger reversal bounded by what the student has not used.
 */
export class StoreAdminService {
  constructor(private readonly ctx: StoreContext) {}

  /** `GET /api/admin/packages`: every package in store order. */
  async packages(): Promise<AdminPackageWire[]> {
    return (await allPackages(this.ctx.db)).map(presentAdminPackage);
  }

  /** `POST /api/admin/packages` (409 PACKAGE_EXISTS on a taken product id). Prices are in US dollars. */
  async createPackage(input: z.infer<typeof createPackageRequestSchema>): Promise<AdminPackageWire> {
    const row = await insertPackage(this.ctx.db, {
      productId: input.product_id,
      description: input.description,
      subdescription: input.subdescription,
      priceCents: input.price_cents,
      currency: 'USD',
      sessions: input.sessions,
      writingCredits: input.writing_credits,
      confirmationRequired: input.confirmation_required,
      plan: input.plan,
      isActive: input.is_active,
      position: input.position,
    });
    if (!row) throw appError('PACKAGE_EXISTS');
    return presentAdminPackage(row);
  }

  /** `PATCH /api/admin/packages/{product_id}`: the fields given; a package must still grant something. */
  async updatePackage(productId: string, input: z.infer<typeof updatePackageRequestSchema>): Promise<AdminPackageWire> {
    const { db } = this.ctx;
    const current = await findPackage(db, productId);
    if (!current) throw appError('UNKNOWN_PACKAGE');
    const sessions = input.sessions ?? current.sessions;
    const writingCredits = input.writing_credits ?? current.writingCredits;
    if (sessions + writingCredits === 0)
      throw appError('VALIDATION_FAILED', { fields: { sessions: 'grant at least one session or writing credit' } });
    const row = await updatePackage(db, productId, {
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.subdescription !== undefined ? { subdescription: input.subdescription } : {}),
      ...(input.price_cents !== undefined ? { priceCents: input.price_cents } : {}),
      ...(input.sessions !== undefined ? { sessions: input.sessions } : {}),
      ...(input.writing_credits !== undefined ? { writingCredits: input.writing_credits } : {}),
      ...(input.confirmation_required !== undefined ? { confirmationRequired: input.confirmation_required } : {}),
      ...(input.plan !== undefined ? { plan: input.plan } : {}),
      ...(input.is_active !== undefined ? { isActive: input.is_active } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
    });
    if (!row) throw appError('UNKNOWN_PACKAGE');
    return presentAdminPackage(row);
  }

  /**
   * `GET /api/admin/purchases?query=&page=`: newest first, 20 a page. The query matches a buyer (email or its
   * start, User ID, uid), a transaction id or a product id.
   */
  async purchases(query: string | undefined, page: number): Promise<z.infer<typeof adminPurchaseListSchema>> {
    const { db, accounts } = this.ctx;
    const text = query?.trim() ?? '';
    const buyers = text ? await accounts.findStudents(text) : [];
    const rows = await searchPurchases(db, text ? { accountIds: buyers.map((b) => b.id), text } : null, {
      limit: PURCHASES_PAGE_SIZE,
      offset: (page - 1) * PURCHASES_PAGE_SIZE,
    });
    const shown = rows.slice(0, PURCHASES_PAGE_SIZE);
    const people = await accounts.byIds(shown.map((r) => r.accountId));
    return {
      purchases: shown.map((r) => presentAdminPurchase(r, people.get(r.accountId)?.email ?? null)),
      has_more: rows.length > PURCHASES_PAGE_SIZE,
    };
  }

  /**
   * `POST /api/admin/purchases/{id}/refunds`: refunds what is left of a purchase through the gateway, then
   * marks it refunded and takes back its credit, bounded per balance by what is unused (min(credited,
   * balance)). The purchase row stays locked across the gateway call, so two refunds can never both go out;
   * a plan's refund also turns its auto-renew off.
   */
  async refund(purchaseId: number, actorId: number): Promise<z.infer<typeof purchaseRefundAnswerSchema>> {
    const { ctx } = this;
    const seen = await findPurchase(ctx.db, purchaseId);
    if (!seen) throw appError('NOT_FOUND', { message: 'Purchase not found.' });
    const done = await ctx.work.run(async (scope) => {
      const { tx } = scope;
      // The account lock first, in the order purchases take their locks.
      await ctx.ledger.lockAccount(tx, seen.accountId);
      const purchase = await lockPurchase(tx, purchaseId);
      if (!purchase) throw appError('NOT_FOUND', { message: 'Purchase not found.' });
      const left = purchase.amountCents - purchase.refundedCents;
      if (purchase.status === 'refunded' || left <= 0) throw appError('PURCHASE_NOT_REFUNDABLE');
      const refund = await ctx.gateway.refund(purchase.gatewayTransactionId, left);
      if (!refund.ok) {
        ctx.log.warn({ purchaseId, reason: refund.reason, detail: refund.detail }, 'refund refused');
        throw appError(refund.reason === 'unavailable' ? 'PAYMENT_GATEWAY_UNAVAILABLE' : 'REFUND_FAILED');
      }
      const refunded = await markRefunded(tx, purchase.id, purchase.amountCents);
      const reversed = await ctx.ledger.reversePurchase(tx, {
        accountId: purchase.accountId,
        purchaseId: purchase.id,
        sessions: purchase.sessions,
        writingCredits: purchase.writingCredits,
        actorId,
        note: `refund of purchase ${purchase.id}`,
      });
      if (purchase.subscriptionId !== null) {
        const sub = await lockSubscription(tx, { accountId: purchase.accountId });
        if (sub?.id === purchase.subscriptionId && sub.autoRenew)
          await updateSubscription(tx, sub.id, { autoRenew: false, updatedAt: ctx.clock.now() });
      }
      publishBalance(scope, purchase.accountId, reversed.balance);
      return { refunded, reversed };
    });
    const buyer = await ctx.accounts.byIds([done.refunded.accountId]);
    return {
      purchase: presentAdminPurchase(done.refunded, buyer.get(done.refunded.accountId)?.email ?? null),
      reversed_sessions: done.reversed.sessions,
      reversed_writing_credits: done.reversed.writingCredits,
    };
  }
}
