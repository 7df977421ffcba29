import { ERRORS } from '@photostudy/contracts';

/** The `auth` i18n keys of the catalogued partner sign-on messages the server puts in `/asu-auth?message=`. */
const MESSAGE_KEYS: Record<string, string> = {
  [ERRORS.PARTNER_SIGN_ON_FAILED.message]: 'auth.partnerFailed',
  [ERRORS.PARTNER_SIGN_ON_EXPIRED.message]: 'auth.partnerExpired',
  [ERRORS.PARTNER_SIGN_ON_DENIED.message]: 'auth.partnerDenied',
  [ERRORS.PARTNER_ACCOUNT_CONFLICT.message]: 'auth.partnerAccountConflict',
  [ERRORS.PROVIDER_DISABLED.message]: 'auth.signOnUnavailable',
};

/** The text to show for a returned message: the translation of a catalogued one, else the message as sent. */
export function partnerMessageText(message: string, t: (key: string) => string): string {
  const key = MESSAGE_KEYS[message];
  return key ? t(key) : message;
}
