import { describe, expect, it } from 'vitest';
import { canSubmitCode, canSubmitEmail, isValidPassword } from './validation';

describe('auth validation', () => {
  it('needs at least 8 password characters', () => {
    expect(isValidPassword('1234567')).toBe(false);
    expect(isValidPassword('12345678')).toBe(true);
  });

  it('enables the email submit only when touched, valid, idle and with a captcha token', () => {
    const ok = { value: 'ana@example.com', isTouched: true, isRequesting: false, captchaToken: 't' };
    expect(canSubmitEmail(ok)).toBe(true);
    expect(canSubmitEmail({ ...ok, isTouched: false })).toBe(false);
    expect(canSubmitEmail({ ...ok, value: '  ' })).toBe(false);
    expect(canSubmitEmail({ ...ok, isRequesting: true })).toBe(false);
    expect(canSubmitEmail({ ...ok, captchaToken: null })).toBe(false);
    expect(canSubmitEmail({ ...ok, value: 'nope' })).toBe(false);
  });

  it('enables the code submit only when touched, not empty and idle', () => {
    expect(canSubmitCode({ value: '123456', isTouched: true, isRequesting: false })).toBe(true);
    expect(canSubmitCode({ value: ' ', isTouched: true, isRequesting: false })).toBe(false);
    expect(canSubmitCode({ value: '123456', isTouched: false, isRequesting: false })).toBe(false);
    expect(canSubmitCode({ value: '123456', isTouched: true, isRequesting: true })).toBe(false);
  });
});
