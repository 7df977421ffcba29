import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Database } from '@photostudy/db';
import { addSeconds, type Clock, epochS } from '../../core/clock';
import type { GatewayCustomer, GatewayResult, PaymentGateway, PaymentMethodType, VaultedMethod } from './payment-gateway';
import { consumeCardNonce, deleteCardNoncesBefore, insertCardNonce } from './sandbox-nonce.repository';
import { checkCardNumber, isUnexpired } from './sandbox-test-cards';

/** How a vaulted sandbox method behaves when charged; the token carries it, so the sandbox keeps no vault. */
type ChargeBehaviour = 'approve' | 'decline' | 'mobile';

interface FakeMethod {
  methodType: PaymentMethodType;
  cardType: string;
  last4: string | null;
  email: string | null;
  behaviour: ChargeBehaviour;
}

/** The PayPal account behind the sandbox's billing-agreement nonce. */
export const SANDBOX_PAYPAL_EMAIL = 'jane.doe@example.com';

/** Braintree's documented test nonces (developer.paypal.com/braintree/docs/reference/general/testing). */
const FAKE_NONCES: Record<string, FakeMethod> = {
  'fake-valid-nonce': { methodType: 'credit_card', cardType: 'Visa', last4: '1881', email: null, behaviour: 'approve' },
  'fake-valid-visa-nonce': { methodType: 'credit_card', cardType: 'Visa', last4: '1881', email: null, behaviour: 'approve' },
  'fake-valid-mastercard-nonce': { methodType: 'credit_card', cardType: 'MasterCard', last4: '4444', email: null, behaviour: 'approve' },
  'fake-processor-declined-visa-nonce': { methodType: 'credit_card', cardType: 'Visa', last4: '1115', email: null, behaviour: 'decline' },
  'fake-paypal-billing-agreement-nonce': {
    methodType: 'paypal_account',
    cardType: 'PayPal',
    last4: null,
    email: SANDBOX_PAYPAL_EMAIL,
    behaviour: 'approve',
  },
  'fake-android-pay-nonce': { methodType: 'android_pay_card', cardType: 'Visa', last4: '1111', email: null, behaviour: 'mobile' },
  'fake-apple-pay-visa-nonce': {
    methodType: 'apple_pay_card',
    cardType: 'Apple Pay - Visa',
    last4: '1881',
    email: null,
    behaviour: 'mobile',
  },
};

const TOKEN_PREFIX: Record<ChargeBehaviour, string> = { approve: 'sbx-ok-', decline: 'sbx-decline-', mobile: 'sbx-mobile-' };
const TRANSACTION_ID = /^sbx_(\d+)_[0-9a-f]{12}$/;
/** Braintree's nonces live 3 hours; so do the sandbox's card nonces. */
const NONCE_LIFETIME_S = 3 * 3600;
const CLIENT_TOKEN_LIFETIME_S = 24 * 3600;
const RECORDS_KEPT = 1000;

/** A test card typed into the sandbox's card form. */
export interface SandboxCardInput {
  clientToken: string;
  /** Digits only. */
  number: string;
  expirationMonth: number;
  expirationYear: number;
}

/** What the sandbox's card form answers: a single-use nonce, or why the card was refused. */
export type SandboxCardResult =
  | { ok: true; nonce: string; cardType: string; last4: string }
  | { ok: false; reason: 'bad_client_token' | 'bad_number' | 'expired' | 'unknown_card' };

/** A charge or refund the sandbox accepted (its dashboard, for tests and the bench). */
export interface SandboxRecord {
  transactionId: string;
  amountCents: number;
  orderId?: string;
}

function keep<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > RECORDS_KEPT) list.shift();
}

/**
 * The built-in sandbox gateway (the default, no network). It behaves like Braintree's sandbox so that the same
 * client code runs against both: a signed client token, Braintree's test nonces, and a card form that turns
 * the documented test cards into single-use nonces kept in the database (brand and last 4 only).
 */
export class SandboxGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  /** Charges accepted, oldest first (the last 1000). */
  readonly charges: SandboxRecord[] = [];
  /** Refunds accepted, oldest first (the last 1000). */
  readonly refunds: SandboxRecord[] = [];
  private readonly refunded = new Map<string, number>();

  constructor(private readonly deps: { db: Database; clock: Clock; key: Buffer }) {}

  private sign(payload: string): string {
    return createHmac('sha256', this.deps.key).update(payload).digest('base64url');
  }

  async clientToken(customer: GatewayCustomer): Promise<GatewayResult<{ clientToken: string }>> {
    const payload = Buffer.from(
      JSON.stringify({
        version: 2,
        environment: 'sandbox',
        merchant_id: 'photostudy-sandbox',
        customer_id: customer.id,
        iat: epochS(this.deps.clock.now()),
      }),
    ).toString('base64url');
    return { ok: true, clientToken: `${payload}.${this.sign(payload)}` };
  }

  /** Whether a client token is one this sandbox signed within the last 24 hours. */
  isClientTokenValid(token: string): boolean {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return false;
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    try {
      const { iat } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iat?: unknown };
      return typeof iat === 'number' && epochS(this.deps.clock.now()) - iat <= CLIENT_TOKEN_LIFETIME_S;
    } catch {
      return false;
    }
  }

  /** The card form (`POST /api/payments/sandbox-cards`): a test card becomes a single-use nonce. */
  async createCardNonce(card: SandboxCardInput): Promise<SandboxCardResult> {
    if (!this.isClientTokenValid(card.clientToken)) return { ok: false, reason: 'bad_client_token' };
    const check = checkCardNumber(card.number);
    if (check.kind === 'bad_number') return { ok: false, reason: 'bad_number' };
    const now = this.deps.clock.now();
    if (!isUnexpired(card.expirationMonth, card.expirationYear, now)) return { ok: false, reason: 'expired' };
    if (check.kind === 'unknown_card') return { ok: false, reason: 'unknown_card' };
    const nonce = `sandbox-card-nonce-${randomBytes(16).toString('hex')}`;
    await deleteCardNoncesBefore(this.deps.db, addSeconds(now, -NONCE_LIFETIME_S));
    await insertCardNonce(this.deps.db, {
      nonce,
      cardType: check.cardType,
      last4: check.last4,
      isDeclined: check.isDeclined,
      createdAt: now,
    });
    return { ok: true, nonce, cardType: check.cardType, last4: check.last4 };
  }

  async vaultPaymentMethod(nonce: string): Promise<GatewayResult<{ method: VaultedMethod }>> {
    let found = Object.hasOwn(FAKE_NONCES, nonce) ? FAKE_NONCES[nonce] : undefined;
    if (!found && nonce.startsWith('sandbox-card-nonce-')) {
      const now = this.deps.clock.now();
      const row = await consumeCardNonce(this.deps.db, nonce, now, addSeconds(now, -NONCE_LIFETIME_S));
      if (row)
        found = {
          methodType: 'credit_card',
          cardType: row.cardType,
          last4: row.last4,
          email: null,
          behaviour: row.isDeclined ? 'decline' : 'approve',
        };
    }
    if (!found) return { ok: false, reason: 'invalid_method', detail: 'unknown, used or expired nonce' };
    const { behaviour, ...shown } = found;
    return { ok: true, method: { ...shown, token: `${TOKEN_PREFIX[behaviour]}${randomBytes(8).toString('hex')}` } };
  }

  async charge(methodToken: string, amountCents: number, orderId: string): Promise<GatewayResult<{ transactionId: string }>> {
    if (methodToken.startsWith(TOKEN_PREFIX.decline)) return { ok: false, reason: 'declined', detail: '2000 Do Not Honor' };
    if (methodToken.startsWith(TOKEN_PREFIX.mobile)) return { ok: false, reason: 'not_supported', detail: 'mobile wallet' };
    if (!methodToken.startsWith(TOKEN_PREFIX.approve)) return { ok: false, reason: 'invalid_method', detail: 'unknown token' };
    if (!Number.isInteger(amountCents) || amountCents <= 0) return { ok: false, reason: 'declined', detail: 'bad amount' };
    // The amount is part of the id, so that a refund after a restart is still checked against the charge.
    const transactionId = `sbx_${amountCents}_${randomBytes(6).toString('hex')}`;
    keep(this.charges, { transactionId, amountCents, orderId });
    return { ok: true, transactionId };
  }

  async refund(transactionId: string, amountCents: number): Promise<GatewayResult<{ refundId: string }>> {
    const match = TRANSACTION_ID.exec(transactionId);
    if (!match) return { ok: false, reason: 'invalid_method', detail: 'unknown transaction' };
    const left = Number(match[1]) - (this.refunded.get(transactionId) ?? 0);
    if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > left)
      return { ok: false, reason: 'declined', detail: 'refund exceeds what is left of the charge' };
    this.refunded.set(transactionId, (this.refunded.get(transactionId) ?? 0) + amountCents);
    keep(this.refunds, { transactionId, amountCents });
    return { ok: true, refundId: `sbx_refund_${randomBytes(6).toString('hex')}` };
  }
}
