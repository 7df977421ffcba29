import { ERRORS } from '@photostudy/contracts';
import { isApiError } from '../../lib/api';
import type { PurchaseFailure } from './storefrontFlow';

/** How saving a payment method failed: the two method codes of the catalogue, or the provider's own error. */
export type MethodFailure = 'notSupported' | 'invalidMethod' | 'provider';

/** How redeeming an order number failed. */
export type ClaimFailure = 'notFound' | 'alreadyClaimed' | 'invalid' | 'general';

function codeOf(error: unknown): number | string | null {
  return isApiError(error) && !error.isNetworkError ? error.code : null;
}

/**
 * Sorts a failed `POST /api/payments/credit` into the spec's texts (section 8): 40400, 40401, 40402 (and the named
 * FAILED_TRANSACTION), 40403 (no method on file: the entry follows), everything else the purchase error.
 */
export function classifyPurchaseFailure(error: unknown): PurchaseFailure | 'noMethod' {
  switch (codeOf(error)) {
    case ERRORS.NOT_SUPPORTED_PAYMENT_METHOD.code:
      return 'notSupported';
    case ERRORS.INVALID_PAYMENT_METHOD.code:
      return 'invalidMethod';
    case ERRORS.TRANSACTION_FAILED.code:
    case ERRORS.FAILED_TRANSACTION.code:
      return 'transactionFailed';
    case ERRORS.NO_PAYMENT_METHOD.code:
      return 'noMethod';
    default:
      return 'purchaseError';
  }
}

/** Sorts a failed nonce or `POST /api/payment-methods`: the method codes, else the payment provider's error. */
export function classifyMethodFailure(error: unknown): MethodFailure {
  const code = codeOf(error);
  if (code === ERRORS.NOT_SUPPORTED_PAYMENT_METHOD.code) return 'notSupported';
  if (code === ERRORS.INVALID_PAYMENT_METHOD.code) return 'invalidMethod';
  return 'provider';
}

/** Sorts a failed `POST /api/reservation-claims` into its catalogued message. */
export function classifyClaimFailure(error: unknown): ClaimFailure {
  const code = codeOf(error);
  if (code === ERRORS.RESERVATION_NOT_FOUND.code) return 'notFound';
  if (code === ERRORS.RESERVATION_ALREADY_CLAIMED.code) return 'alreadyClaimed';
  if (code === ERRORS.VALIDATION_FAILED.code) return 'invalid';
  return 'general';
}

/** Field errors of a VALIDATION_FAILED answer (the client camelCases the keys), or null. */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (codeOf(error) !== ERRORS.VALIDATION_FAILED.code || !isApiError(error)) return null;
  const fields = error.body.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : null;
}
