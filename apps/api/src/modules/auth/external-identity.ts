import type { DbExecutor } from '@photostudy/db';
import { type AccountRow, accountDirectory } from '../account/account-directory.service';
import { mailLanguage } from '../mail/templates';
import { findIdentity, insertIdentity } from './auth.repository';
import { NEW_STUDENT_FEATURES } from './identity';

/** An identity at an outside provider (social login, partner sign-on): who it is and what it claims. */
export interface ExternalIdentity {
  /** Provider name as stored in `auth_identities` and as the account's registration origin. */
  provider: string;
  subject: string;
  /** A normalised email the caller trusts for linking, or null. */
  email: string | null;
  name: string | null;
}

/** The account an outside identity already belongs to: linked before, or the account with its trusted email. */
export async function findExternalAccount(
  db: DbExecutor,
  identity: ExternalIdentity,
): Promise<{ account?: AccountRow; isLinked: boolean }> {
  const linked = await findIdentity(db, identity.provider, identity.subject);
  let account = linked ? await accountDirectory.byId(db, linked.accountId) : undefined;
  if (!account && identity.email) account = await accountDirectory.byEmail(db, identity.email);
  return { account, isLinked: Boolean(linked) };
}

/**
 * Inside the sign-in transaction: creates the new student account when there is none (a concurrent sign-up with the
 * same email wins and is used), then links the identity. Answers the account (undefined only if it vanished) and
 * whether it is new.
 */
export async function linkExternalAccount(
  tx: DbExecutor,
  identity: ExternalIdentity,
  found: { account?: AccountRow; isLinked: boolean },
  opts: { authType: string; acceptLanguage?: string; now: Date },
): Promise<{ account?: AccountRow; isNew: boolean }> {
  let account = found.account;
  let isNew = false;
  if (!account) {
    account = await accountDirectory.createIfAbsent(tx, {
      email: identity.email,
      name: identity.name,
      authType: opts.authType,
      role: 'student',
      status: 0,
      features: NEW_STUDENT_FEATURES,
      language: mailLanguage(opts.acceptLanguage),
      registrationOrigin: identity.provider,
      createdAt: opts.now,
      updatedAt: opts.now,
    });
    isNew = account !== undefined;
    account ??= identity.email ? await accountDirectory.byEmail(tx, identity.email) : undefined;
  }
  if (account && !found.isLinked)
    await insertIdentity(tx, {
      accountId: account.id,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      createdAt: opts.now,
    });
  return { account, isNew };
}
