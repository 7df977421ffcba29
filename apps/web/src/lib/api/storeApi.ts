import {
  ERRORS,
  IDEMPOTENCY_KEY_HEADER,
  paymentClientTokenSchema,
  paymentMethodSchema,
  purchaseAnswerSchema,
  reservationClaimAnswerSchema,
  sandboxCardAnswerSchema,
  type PaymentMethod,
} from '@photostudy/contracts';
import { isApiError } from '@photostudy/client';
import { apiRequest } from './apiClient';

/** A test card as the sandbox card-entry form sends it (the number is never kept by the app). */
export interface SandboxCard {
  clientToken: string;
  number: string;
  expirationMonth: number;
  /** Four digits. */
  expirationYear: number;
  cvv: string;
  postalCode?: string;
}

/** `GET /api/payments/braintree`: the client token of the payment gateway (sandbox or Braintree). */
export async function getPaymentClientToken(signal?: AbortSignal): Promise<string> {
  return (await apiRequest('/payments/braintree', { schema: paymentClientTokenSchema, signal })).clientToken;
}

/** `GET /api/payment-methods/default`: the method on file, or null when there is none (40403, spec section 8). */
export async function getDefaultPaymentMethod(signal?: AbortSignal): Promise<PaymentMethod | null> {
  try {
    return await apiRequest('/payment-methods/default', { schema: paymentMethodSchema, signal });
  } catch (error) {
    if (isApiError(error) && error.code === ERRORS.NO_PAYMENT_METHOD.code) return null;
    throw error;
  }
}

/** `POST /api/payment-methods`: vaults the nonce's method and makes it the default; answers the method now on file. */
export function addPaymentMethod(paymentMethodNonce: string): Promise<PaymentMethod> {
  return apiRequest('/payment-methods', {
    method: 'POST',
    body: { paymentMethodNonce, isDefault: true },
    schema: paymentMethodSchema,
  });
}

/** `POST /api/payments/sandbox-cards` (sandbox gateway only): turns a test card into a nonce on the server. */
export function createSandboxCardNonce(card: SandboxCard) {
  return apiRequest('/payments/sandbox-cards', { method: 'POST', body: card, schema: sandboxCardAnswerSchema });
}

/**
 * `POST /api/payments/credit` with the click's `Idempotency-Key`: the server charges once per key, so a retry of the
 * same click sends the same key and gets the first result again.
 */
export function purchaseCredit(productId: string, idempotencyKey: string) {
  return apiRequest('/payments/credit', {
    method: 'POST',
    body: { productId },
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    schema: purchaseAnswerSchema,
  });
}

/** `POST /api/payments/auto`: turns the subscription's auto-renew or auto-pay on or off (the answer is not read). */
export async function setAutoPayment(type: 'renew' | 'pay', isEnabled: boolean): Promise<void> {
  await apiRequest('/payments/auto', { method: 'POST', body: { type, isEnabled } });
}

/** `POST /api/reservation-claims`: redeems an order number an admin imported; answers what it granted. */
export function claimReservation(orderNumber: string) {
  return apiRequest('/reservation-claims', { method: 'POST', body: { orderNumber }, schema: reservationClaimAnswerSchema });
}

/** `POST /api/reservation-claims` answer: the package's product id and the sessions and writing credits granted. */
export type ReservationClaimAnswer = Awaited<ReturnType<typeof claimReservation>>;
