import { PARENTS_PHONE_DIGITS, PARENTS_PHONE_PREFIX } from '@photostudy/contracts';
import { appError } from '../../errors/app-error';

/**
 * A parent's phone as stored and texted: `+1` and ten digits. Spaces, dashes, parentheses and a leading `+1` (or `1`
 * before ten digits) are accepted; anything else is `INVALID_PHONE` (the spec's text).
 */
export function normalizeParentPhone(raw: string): string {
  let digits = raw.replace(/[\s\-()]/g, '');
  if (digits.startsWith(PARENTS_PHONE_PREFIX)) digits = digits.slice(PARENTS_PHONE_PREFIX.length);
  else if (digits.length === PARENTS_PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  if (!new RegExp(`^\\d{${PARENTS_PHONE_DIGITS}}$`).test(digits)) throw appError('INVALID_PHONE');
  return `${PARENTS_PHONE_PREFIX}${digits}`;
}

/** The stored form of a phone, or null when it is not a valid parent's phone (e.g. an account's free-text number). */
export function parentPhoneOrNull(raw: string | null | undefined): string | null {
  if (!raw) return null;
  try {
    return normalizeParentPhone(raw);
  } catch {
    return null;
  }
}
