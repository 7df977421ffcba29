import { ERRORS } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api';
import { classifyClaimFailure, classifyMethodFailure, classifyPurchaseFailure, fieldErrorsOf } from './storeErrors';

const failure = (code: number | string, extra: Record<string, unknown> = {}) => new ApiError(400, { code, message: 'x', ...extra });

describe('store errors', () => {
  it('sorts purchase failures into the spec catalogue', () => {
    expect(classifyPurchaseFailure(failure(ERRORS.NOT_SUPPORTED_PAYMENT_METHOD.code))).toBe('notSupported');
    expect(classifyPurchaseFailure(failure(ERRORS.INVALID_PAYMENT_METHOD.code))).toBe('invalidMethod');
    expect(classifyPurchaseFailure(failure(ERRORS.TRANSACTION_FAILED.code))).toBe('transactionFailed');
    expect(classifyPurchaseFailure(failure(ERRORS.FAILED_TRANSACTION.code))).toBe('transactionFailed');
    expect(classifyPurchaseFailure(failure(ERRORS.NO_PAYMENT_METHOD.code))).toBe('noMethod');
    expect(classifyPurchaseFailure(failure(ERRORS.UNKNOWN_PACKAGE.code))).toBe('purchaseError');
    expect(classifyPurchaseFailure(networkError())).toBe('purchaseError');
    expect(classifyPurchaseFailure(new Error('x'))).toBe('purchaseError');
  });

  it('sorts method failures, anything else being the payment provider error', () => {
    expect(classifyMethodFailure(failure(40400))).toBe('notSupported');
    expect(classifyMethodFailure(failure(40401))).toBe('invalidMethod');
    expect(classifyMethodFailure(failure('PAYMENT_GATEWAY_UNAVAILABLE'))).toBe('provider');
  });

  it('sorts order-number failures', () => {
    expect(classifyClaimFailure(failure(ERRORS.RESERVATION_NOT_FOUND.code))).toBe('notFound');
    expect(classifyClaimFailure(failure(ERRORS.RESERVATION_ALREADY_CLAIMED.code))).toBe('alreadyClaimed');
    expect(classifyClaimFailure(failure(ERRORS.VALIDATION_FAILED.code))).toBe('invalid');
    expect(classifyClaimFailure(networkError())).toBe('general');
  });

  it('reads the field errors of VALIDATION_FAILED only', () => {
    expect(fieldErrorsOf(failure(ERRORS.VALIDATION_FAILED.code, { fields: { cvv: 'cvv' } }))).toEqual({ cvv: 'cvv' });
    expect(fieldErrorsOf(failure(40401, { fields: { cvv: 'cvv' } }))).toBeNull();
  });
});
