import { FEATURES } from '@photostudy/contracts';

/**
 * Whether an account is a User-ID (child) account: signed in with a login id instead of an email, under the
 * children's-privacy rules (no name, no avatar, no change of password, no sharing with partners).
 */
export function isUserIdAccount(account: { authType: string; loginId?: string | null }): boolean {
  return account.authType === 'user_id' || Boolean(account.loginId);
}

/** Whether an account is in the Trio program (no store, no order number). */
export function isTrioAccount(account: { features: readonly string[] }): boolean {
  return account.features.includes(FEATURES.TRIO_PROGRAM);
}
