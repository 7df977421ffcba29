import type { Database } from '@photostudy/db';
import { appError } from '../../errors/app-error';
import type { AccessVerifier } from '../../plugins/authenticate';
import { findAccountAccess } from './auth.repository';
import { forceLogout, type TokenService } from './token.service';

/**
 * The authenticate hook's check: a valid access token of a live account. An invalid or expired token
 * is `UNAUTHORIZED`; a deleted or revoked account is the force-logout error (30401 with the modal's
 * title, body and action text).
 */
export function createAccessVerifier(deps: { db: Database; tokens: TokenService }): AccessVerifier {
  return async (token) => {
    let claims;
    try {
      claims = await deps.tokens.verifyAccess(token);
    } catch {
      return { failure: appError('UNAUTHORIZED') };
    }
    const access = await findAccountAccess(deps.db, claims.accountId);
    if (!access) return { failure: forceLogout() };
    if (access.revokedAt)
      return { failure: forceLogout({ title: access.revokeTitle, body: access.revokeBody, actionText: access.revokeActionText }) };
    // Tokens issued before a password reset die with it (same-second tokens pass).
    if (access.tokensValidAfter && claims.iat < Math.floor(access.tokensValidAfter.getTime() / 1000))
      return { failure: appError('UNAUTHORIZED') };
    const { authType, features, language, name, avatarUrl } = access;
    return {
      account: { id: access.id, role: access.role, sessionId: claims.sessionId, basics: { authType, features, language, name, avatarUrl } },
    };
  };
}
