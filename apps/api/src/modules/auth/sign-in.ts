import type { DbExecutor } from '@photostudy/db';
import { appError } from '../../errors/app-error';
import { findAccountAccess } from './auth.repository';
import { type AuthType, forceLogout, type TokenService } from './token.service';

/** The `authAnswerSchema` shape every login path answers. */
export interface AuthAnswer {
  status: 0 | 1;
  type: AuthType;
  access_token: string;
  refresh_token: string;
  email: string | null;
  uid: number;
}

/**
 * Ends every login path inside its transaction: refuses an account waiting for its erasure
 * (`ACCOUNT_DELETION_PENDING`) and a revoked account (the force-logout modal), then starts a refresh
 * family and answers the auth shape (`status` 0 for a new account).
 */
export async function completeSignIn(
  tx: DbExecutor,
  tokens: TokenService,
  input: {
    account: { id: number; role: 'student' | 'expert' | 'admin'; email: string | null };
    authType: AuthType;
    deviceId: string;
    isNew: boolean;
  },
): Promise<AuthAnswer> {
  const access = await findAccountAccess(tx, input.account.id);
  if (!access) throw forceLogout();
  // Checked before the revocation that the deletion request also set, so the app can say why.
  if (access.deletionRequestedAt) throw appError('ACCOUNT_DELETION_PENDING');
  if (access.revokedAt) throw forceLogout({ title: access.revokeTitle, body: access.revokeBody, actionText: access.revokeActionText });
  const pair = await tokens.startSession(tx, { account: input.account, authType: input.authType, deviceId: input.deviceId });
  return { status: input.isNew ? 0 : 1, type: input.authType, ...pair, email: input.account.email, uid: input.account.id };
}
