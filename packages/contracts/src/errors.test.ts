import { describe, expect, it } from 'vitest';
import { ERRORS, errorBodySchema, errorByCode, errorNameByCode } from './errors';

describe('error catalogue', () => {
  it('holds every code of both spec catalogues', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    for (const code of [30400, 30401, 30402, 400, 1, 40400, 40401, 40402, 40403]) expect(codes).toContain(code);
    for (const name of [
      'INSUFFICIENT_BALANCE',
      'INVALID_PARAM',
      'APPLICATION_ERROR',
      'SESSION_IN_PROGRESS',
      'WEEKLY_LIMITATION',
      'MONTHLY_LIMITATION',
      'PRIVACY_SETTINGS_INCORRECT',
      'INVALID_DESCRIPTION_LENGTH',
      'INVALID_DESCRIPTION_CONTENT',
      'FAILED_TRANSACTION',
      'QUESTION_TAKEN',
      'VALIDATION_FAILED',
    ]) {
      expect(codes).toContain(name);
    }
  });

  it('keeps the exact spec texts', () => {
    expect(ERRORS.INVALID_PAYMENT_METHOD).toMatchObject({
      title: 'Invalid Payment Method',
      message: 'Please try again with a different method.',
    });
    expect(ERRORS.NOT_SUPPORTED_PAYMENT_METHOD.message).toBe(
      'Your mobile payment method is not available and you need to choose a new method.',
    );
    expect(ERRORS.WEEKLY_LIMITATION.title).toBe('Weekly limit reached');
    expect(ERRORS.MAINTENANCE).toMatchObject({ title: 'Maintenance Time', message: 'Be patient! We will come back ASAP' });
  });

  it('finds entries by wire code and validates bodies', () => {
    expect(errorByCode(30402)?.status).toBe(402);
    expect(errorNameByCode('QUESTION_TAKEN')).toBe('QUESTION_TAKEN');
    expect(errorByCode(99999)).toBeUndefined();
    expect(errorBodySchema.safeParse({ code: 400, message: 'x', open_question_ids: [4] }).success).toBe(true);
    expect(errorBodySchema.safeParse({ message: 'no code' }).success).toBe(false);
  });

  it('gives every entry an HTTP error status', () => {
    for (const entry of Object.values(ERRORS)) {
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
    }
  });
});
