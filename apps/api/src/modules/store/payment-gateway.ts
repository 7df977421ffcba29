import type { ErrorName, PAYMENT_GATEWAYS, PAYMENT_METHOD_TYPES } from '@photostudy/contracts';

/** A kind of vaulted payment method, as the contracts name it. */
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

/** Which gateway runs (client config `payment_gateway`). */
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAYS)[number];

/** The customer a method is vaulted for: our account, under the gateway's customer id. */
export interface GatewayCustomer {
  /** The gateway's customer id of the account (`ps-{uid}`). */
  id: string;
  email: string | null;
}

/** A method the gateway vaulted: the token that charges it, and what the store shows (never a card number). */
export interface VaultedMethod {
  token: string;
  methodType: PaymentMethodType;
  /** Card brand as Braintree names it ('Visa', 'MasterCard', ...) or 'PayPal'. */
  cardType: string;
  last4: string | null;
  /** The PayPal account's email. */
  email: string | null;
}

/**
 * Why a gateway said no, in our words: a method it does not know or accept, a mobile wallet the web may
 * not charge, a decline by the processor or the gateway, or no answer at all.
 */
export type GatewayFailureReason = 'invalid_method' | 'not_supported' | 'declined' | 'unavailable';

/** A typed refusal of the gateway; `detail` is for the log, never for the student. */
export interface GatewayFailure {
  ok: false;
  reason: GatewayFailureReason;
  detail: string;
}

/** A gateway answer: its value, or a typed refusal (adapters never throw for a refusal). */
export type GatewayResult<T extends object> = ({ ok: true } & T) | GatewayFailure;

/**
 * The one payment gateway of the store (brief section 12). The built-in sandbox and Braintree implement it;
 * amounts are whole cents from the package table, never from a client.
 */
export interface PaymentGateway {
  readonly kind: PaymentGatewayKind;
  /** A client token for the browser's card form or drop-in. */
  clientToken(customer: GatewayCustomer): Promise<GatewayResult<{ clientToken: string }>>;
  /** Vaults the method a nonce stands for, for this customer. */
  vaultPaymentMethod(nonce: string, customer: GatewayCustomer): Promise<GatewayResult<{ method: VaultedMethod }>>;
  /** Charges a vaulted method and settles it; `orderId` names our side of the charge in the gateway. */
  charge(methodToken: string, amountCents: number, orderId: string): Promise<GatewayResult<{ transactionId: string }>>;
  /** Gives back part or all of a charge (a void when it has not settled yet). */
  refund(transactionId: string, amountCents: number): Promise<GatewayResult<{ refundId: string }>>;
}

/** The catalogued error a student sees for each refusal (spec 000 section 8: 40400, 40401, 40402). */
export const GATEWAY_FAILURE_ERRORS: Record<GatewayFailureReason, ErrorName> = {
  invalid_method: 'INVALID_PAYMENT_METHOD',
  not_supported: 'NOT_SUPPORTED_PAYMENT_METHOD',
  declined: 'TRANSACTION_FAILED',
  unavailable: 'PAYMENT_GATEWAY_UNAVAILABLE',
};

/** Mobile wallets vaulted by the mobile app: the web may show them but never charge them (40400). */
export const MOBILE_METHOD_TYPES: readonly PaymentMethodType[] = ['android_pay_card', 'apple_pay_card'];

/** The gateway's customer of an account. */
export function customerOf(account: { id: number; email: string | null }): GatewayCustomer {
  return { id: `ps-${account.id}`, email: account.email };
}

/** Whole cents as the decimal amount gateways and the wire use ('9.99'). */
export function centsToAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
