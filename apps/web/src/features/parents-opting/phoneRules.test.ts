import { describe, expect, it } from 'vitest';
import { isValidParentPhone, toPhoneDigits } from './phoneRules';

describe('parents phone rules', () => {
  it('keeps the digits of what was typed', () => {
    expect(toPhoneDigits('(555) 123-4567')).toBe('5551234567');
    expect(toPhoneDigits('555 123 4567')).toBe('5551234567');
  });

  it('drops a country code typed in front of ten digits, since +1 is shown already', () => {
    expect(toPhoneDigits('+1 555 123 4567')).toBe('5551234567');
    expect(toPhoneDigits('15551234567')).toBe('5551234567');
    expect(toPhoneDigits('25551234567')).toBe('25551234567');
  });

  it.each([
    ['5551234567', true],
    ['(555) 123-4567', true],
    ['+15551234567', true],
    ['555123456', false],
    ['55512345678', false],
    ['', false],
    ['phone', false],
  ])('isValidParentPhone(%j) is %s', (value, expected) => {
    expect(isValidParentPhone(value)).toBe(expected);
  });
});
