import { PARENTS_PHONE_DIGITS, PARENTS_PHONE_PREFIX } from '@photostudy/contracts';

const COUNTRY_CODE = PARENTS_PHONE_PREFIX.replace('+', '');

/**
 * The digits of a typed phone number (spec 000 section 5: ten digits, +1 added). Spaces, dashes and brackets are
 * ignored, and a leading country code 1 typed in front of ten digits is dropped, since the page shows +1 already.
 */
export function toPhoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '');
  return digits.length === PARENTS_PHONE_DIGITS + COUNTRY_CODE.length && digits.startsWith(COUNTRY_CODE)
    ? digits.slice(COUNTRY_CODE.length)
    : digits;
}

/** True when the typed phone number has exactly the ten digits the offer needs. */
export function isValidParentPhone(value: string): boolean {
  return toPhoneDigits(value).length === PARENTS_PHONE_DIGITS;
}
