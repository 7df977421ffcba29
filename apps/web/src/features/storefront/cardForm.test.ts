import { describe, expect, it } from 'vitest';
import {
  EMPTY_CARD_FORM,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
  passesLuhn,
  serverFieldErrors,
  toSandboxCard,
  validateCardForm,
} from './cardForm';

const NOW = new Date(2026, 4, 15);
const VALID = { number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123', postalCode: '' };

describe('sandbox card form', () => {
  it('formats the number in groups of four and the expiry as MM/YY', () => {
    expect(formatCardNumber('4111-1111 1111a1111999999')).toBe('4111 1111 1111 1111 999');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
  });

  it('accepts the gateway test cards by their checksum', () => {
    for (const number of ['4111111111111111', '5555555555554444', '4000111111111115']) expect(passesLuhn(number), number).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
  });

  it('reads MM/YY and refuses impossible months', () => {
    expect(parseExpiry('05/27')).toEqual({ month: 5, year: 2027 });
    expect(parseExpiry('13/27')).toBeNull();
    expect(parseExpiry('5/27')).toBeNull();
  });

  it('names every wrong field; a card is good through the last day of its month', () => {
    expect(validateCardForm(VALID, NOW)).toEqual({});
    expect(validateCardForm({ ...VALID, expiry: '05/26' }, NOW)).toEqual({});
    expect(validateCardForm({ ...VALID, expiry: '04/26' }, NOW)).toEqual({ expiry: 'expired' });
    expect(validateCardForm(EMPTY_CARD_FORM, NOW)).toEqual({ number: 'number', expiry: 'expiry', cvv: 'cvv' });
    expect(validateCardForm({ ...VALID, postalCode: '<script>' }, NOW)).toEqual({ postalCode: 'postalCode' });
  });

  it('builds the sandbox-cards payload with a four-digit year and no empty postal code', () => {
    expect(toSandboxCard(VALID, 'tok')).toEqual({
      clientToken: 'tok',
      number: '4111111111111111',
      expirationMonth: 12,
      expirationYear: 2030,
      cvv: '123',
    });
    expect(toSandboxCard({ ...VALID, postalCode: ' 10001 ' }, 'tok').postalCode).toBe('10001');
  });

  it('maps the server field names to the form fields', () => {
    expect(serverFieldErrors({ number: 'card number', expirationYear: 'x', cvv: 'cvv', postalCode: 'y' })).toEqual({
      number: 'number',
      expiry: 'expiry',
      cvv: 'cvv',
      postalCode: 'postalCode',
    });
  });
});
