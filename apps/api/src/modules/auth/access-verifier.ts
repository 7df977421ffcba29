import type { Database } from '@photostudy/db';
import { appError } from '../../errors/app-error';
import type { AccessVerifier } from '../../plugins/authenticate';
import { findAccountAccess } from './auth.repository';
import { forceLogout, type TokenService } from './token.service';

/**
 * The authenticate hook's check, in its two steps: a valid access token (an invalid or expired one is
 * `UNAUTHORIZED`), then a live account (a deleted or revoked account is the force-logout error: 30401 with
 * the modal's title, body and action text; a token issued before a password reset is `UNAUTHORIZED`).
 * `accountAccessCondition` is the second step as one SQL condition, for a statement that checks it itself.
 */
export function createAccessVerifier(deps: { db: Database; tokens: TokenService }): AccessVerifier {
  return {
    verifyToken: async (token) => {
      try {
        const claims = await deps.tokens.verifyAccess(token);
        return { claims: { accountId: claims.accountId, sessionId: claims.sessionId, issuedAt: claims.iat } };
      } catch {
        return { failure: appError('UNAUTHORIZED') };
      }
    },
    verifyAccount: async (claims) => {
      const access = await findAccountAccess(deps.db, claims.accountId);
      if (!access) return { failure: forceLogout() };
      if (access.revokedAt)
        return { failure: forceLogout({ title: access.revokeTitle, body: access.revokeBody, actionText: access.revokeActionText }) };
      // Tokens issued before a password reset die with it (same-second tokens pass).
      if (access.tokensValidAfter && claims.issuedAt < Math.floor(access.tokensValidAfter.getTime() / 1000))
        return { failure: appError('UNAUTHORIZED') };
      const { authType, features, language, name, avatarUrl } = access;
      return {
        account: {
          id: access.id,
          role: access.role,
          sessionId: claims.sessionId,
          basics: { authType, features, language, name, avatarUrl },
        },
      };
    },
  };
}
