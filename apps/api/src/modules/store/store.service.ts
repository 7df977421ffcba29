import type { sandboxCardAnswerSchema, storefrontSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';
import { customerOf, GATEWAY_FAILURE_ERRORS } from './payment-gateway';
import { assertMayPurchase } from './purchase.service';
import type { SandboxCardInput, SandboxGateway } from './sandbox-gateway';
import { scheduleRenewal, type StoreContext } from './store-context';
import {
  activePackages,
  countPurchases,
  findDefaultMethod,
  findPackage,
  findSubscription,
  insertMethod,
  lockSubscription,
  updateSubscription,
} from './store.repository';
import {
  type PaymentMethodWire,
  presentPackage,
  presentPaymentMethod,
  presentSubscription,
  type SubscriptionWire,
} from './store.presenter';
import { bannerTexts, storeLanguage } from './store.texts';

/** The store's part of the status bundle. */
export interface StoreStatusView {
  storefront: z.infer<typeof storefrontSchema>;
  subscription: SubscriptionWire | null;
  purchaseCount: number;
}

/**
 * The student's store outside the purchase itself: the storefront and subscription of the status bundle,
 * the gateway's client token, payment methods, the auto-renew and auto-pay switches, and the sandbox's card form.
 */
export class StoreService {
  constructor(
    private readonly ctx: StoreContext,
    /** The built-in sandbox when it runs (its card form exists only then). */
    private readonly sandbox: SandboxGateway | null,
  ) {}

  /** Storefront (active packages in order), subscription and the number of purchases, in the account's language. */
  async statusView(accountId: number, accountLanguage: string): Promise<StoreStatusView> {
    const { db, clock } = this.ctx;
    const language = storeLanguage(accountLanguage);
    const [packages, sub, purchaseCount] = await Promise.all([
      activePackages(db),
      findSubscription(db, accountId),
      countPurchases(db, accountId),
    ]);
    const plan = sub ? (packages.find((p) => p.productId === sub.productId) ?? (await findPackage(db, sub.productId))) : null;
    return {
      storefront: { ...bannerTexts(language), packages: packages.map(presentPackage) },
      subscription: sub ? presentSubscription(sub, plan, clock.now(), language) : null,
      purchaseCount,
    };
  }

  /** `GET /api/payments/braintree`: a client token of the running gateway. */
  async clientToken(accountId: number): Promise<{ client_token: string }> {
    const account = await this.ctx.accounts.basicsWithEmail(accountId);
    if (!account) throw appError('UNAUTHORIZED');
    const result = await this.ctx.gateway.clientToken(customerOf(account));
    if (!result.ok) {
      this.ctx.log.warn({ detail: result.detail }, 'client token refused');
      throw appError('PAYMENT_GATEWAY_UNAVAILABLE');
    }
    return { client_token: result.clientToken };
  }

  /** `GET /api/payment-methods/default` (40403 when there is none). */
  async defaultMethod(accountId: number): Promise<PaymentMethodWire> {
    const [method, account] = await Promise.all([findDefaultMethod(this.ctx.db, accountId), this.ctx.accounts.basics(accountId)]);
    if (!method) throw appError('NO_PAYMENT_METHOD');
    return presentPaymentMethod(method, storeLanguage(account?.language));
  }

  /**
   * `POST /api/payment-methods`: vaults the nonce's method at the gateway, then stores what the store shows.
   * The account's first method is its default whatever the request says.
   */
  async addMethod(accountId: number, input: { nonce: string; isDefault: boolean }): Promise<PaymentMethodWire> {
    const { ctx } = this;
    const account = await ctx.accounts.basics(accountId);
    assertMayPurchase(account);
    const contact = await ctx.accounts.basicsWithEmail(accountId);
    if (!contact) throw appError('UNAUTHORIZED');
    const vaulted = await ctx.gateway.vaultPaymentMethod(input.nonce, customerOf(contact));
    if (!vaulted.ok) {
      ctx.log.info({ accountId, reason: vaulted.reason, detail: vaulted.detail }, 'payment method refused');
      throw appError(GATEWAY_FAILURE_ERRORS[vaulted.reason]);
    }
    const { method } = vaulted;
    const stored = await ctx.work.run(async ({ tx }) => {
      // Under the account lock, so that two first methods added at once cannot both become the default.
      await ctx.ledger.lockAccount(tx, accountId);
      const hasDefault = (await findDefaultMethod(tx, accountId)) !== null;
      return insertMethod(tx, {
        accountId,
        gatewayToken: method.token,
        methodType: method.methodType,
        cardType: method.cardType,
        last4: method.last4,
        email: method.email,
        isDefault: input.isDefault || !hasDefault,
        createdAt: ctx.clock.now(),
      });
    });
    return presentPaymentMethod(stored, storeLanguage(account?.language));
  }

  /**
   * `POST /api/payments/auto`: switches auto-renew or auto-pay. Turning auto-renew on after the period ended
   * (a failed renewal's grace) renews at once; otherwise the renewal timer waits for the period end, where it
   * renews, or ends the plan when auto-renew is off.
   */
  async setAuto(accountId: number, input: { type: 'renew' | 'pay'; isEnabled: boolean }): Promise<SubscriptionWire> {
    const { ctx } = this;
    const account = await ctx.accounts.basics(accountId);
    const updated = await ctx.work.run(async ({ tx }) => {
      const sub = await lockSubscription(tx, { accountId });
      if (!sub) throw appError('NO_SUBSCRIPTION');
      const now = ctx.clock.now();
      const changed = await updateSubscription(
        tx,
        sub.id,
        input.type === 'renew' ? { autoRenew: input.isEnabled, updatedAt: now } : { autoPay: input.isEnabled, updatedAt: now },
      );
      // Within the period the timer already waits at its end (it reads the switches when it fires); after it, in a
      // failed renewal's grace, the renewal is due now.
      if (input.type === 'renew' && input.isEnabled && changed.currentPeriodEnd <= now) await scheduleRenewal(ctx, tx, changed, now);
      return changed;
    });
    const plan = await findPackage(ctx.db, updated.productId);
    return presentSubscription(updated, plan, ctx.clock.now(), storeLanguage(account?.language));
  }

  /** Whether the sandbox's card form runs (`POST /api/payments/sandbox-cards`). */
  get hasSandboxCards(): boolean {
    return this.sandbox !== null;
  }

  /** `POST /api/payments/sandbox-cards`: a test card becomes a single-use nonce (brand and last 4 kept, never the number). */
  async sandboxCard(accountId: number, card: SandboxCardInput): Promise<z.infer<typeof sandboxCardAnswerSchema>> {
    if (!this.sandbox) throw appError('NOT_FOUND');
    assertMayPurchase(await this.ctx.accounts.basics(accountId));
    const result = await this.sandbox.createCardNonce(card);
    if (result.ok) return { nonce: result.nonce, card_type: result.cardType, last4: result.last4 };
    switch (result.reason) {
      case 'bad_client_token':
        throw appError('PAYMENT_GATEWAY_UNAVAILABLE');
      case 'bad_number':
        throw appError('VALIDATION_FAILED', { fields: { number: 'The card number is not valid.' } });
      case 'expired':
        throw appError('VALIDATION_FAILED', { fields: { expiration_year: 'The card has expired.' } });
      case 'unknown_card':
        throw appError('INVALID_PAYMENT_METHOD');
    }
  }
}
