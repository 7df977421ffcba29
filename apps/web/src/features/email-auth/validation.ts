import { PASSWORD_MIN_LENGTH_CHARS } from '@photostudy/contracts';
import { isValidEmail } from '../../lib/validation/email';

/** True when a preset password is long enough. */
export function isValidPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH_CHARS;
}

/** Whether the email step's submit is enabled: touched, not empty, valid, captcha ready, no request. */
export function canSubmitEmail(input: { value: string; isTouched: boolean; isRequesting: boolean; captchaToken: string | null }): boolean {
  return input.isTouched && input.value.trim() !== '' && isValidEmail(input.value) && !input.isRequesting && Boolean(input.captchaToken);
}

/** Whether the code step's submit is enabled. */
export function canSubmitCode(input: { value: string; isTouched: boolean; isRequesting: boolean }): boolean {
  return input.isTouched && input.value.trim() !== '' && !input.isRequesting;
}
