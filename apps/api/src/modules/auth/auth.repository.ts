import {
  accountAuthStates,
  accounts,
  authIdentities,
  type DbExecutor,
  passwordRecoveries,
  preparedOnce,
  refreshTokens,
  verificationCodes,
} from '@photostudy/db';
import { and, desc, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';

// --- sign-in state (revocation, token cut-off) ---

// Built once and prepared: the authenticate hook runs it on every authenticated request.
const accountAccessQuery = preparedOnce((db) =>
  db
    .select({
      id: accounts.id,
      role: accounts.role,
      authType: accounts.authType,
      features: accounts.features,
      language: accounts.language,
      name: accounts.name,
      avatarUrl: accounts.avatarUrl,
      deletionRequestedAt: accounts.deletionRequestedAt,
      revokedAt: accountAuthStates.revokedAt,
      revokeTitle: accountAuthStates.revokeTitle,
      revokeBody: accountAuthStates.revokeBody,
      revokeActionText: accountAuthStates.revokeActionText,
      tokensValidAfter: accountAuthStates.tokensValidAfter,
    })
    .from(accounts)
    .leftJoin(accountAuthStates, eq(accountAuthStates.accountId, accounts.id))
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('find_account_access'),
);

/** Role and sign-in state of an account, for the authenticate hook; undefined when deleted. */
export async function findAccountAccess(db: DbExecutor, accountId: number) {
  const [row] = await accountAccessQuery(db).execute({ accountId });
  return row;
}

/**
 * The access verifier's account check (`createAccessVerifier`'s `verifyAccount`) as one SQL condition, for a hot
 * statement that checks its caller itself (issue 19: a `deferAccountCheck` route, one round trip instead of two): the
 * account exists with one of the route's roles, is not revoked, and the token was not issued before a password reset
 * (same-second tokens pass). When it does not hold, the caller answers by `DeferredCaller.confirm`, which tells why.
 * The three values are SQL (placeholders of a prepared statement): the account id, its roles as a text array, and the
 * token's issue time in seconds.
 */
export function accountAccessCondition(accountId: SQL, roles: SQL, tokenIssuedAt: SQL): SQL {
  return sql`exists (
    select 1 from ${accounts} access_account
    left join ${accountAuthStates} access_state on access_state.account_id = access_account.id
    where access_account.id = ${accountId} and access_account.role = any(${roles})
      and access_state.revoked_at is null
      and (access_state.tokens_valid_after is null or access_state.tokens_valid_after < to_timestamp(${tokenIssuedAt} + 1))
  )`;
}

/** Writes part of an account's sign-in state. */
export async function upsertAuthState(
  db: DbExecutor,
  accountId: number,
  values: Partial<Omit<typeof accountAuthStates.$inferInsert, 'accountId'>> & { updatedAt: Date },
): Promise<void> {
  await db
    .insert(accountAuthStates)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountAuthStates.accountId, set: values });
}

// --- refresh tokens ---

/** Stores a refresh token (hash only). */
export async function insertRefreshToken(db: DbExecutor, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/** The refresh token row with this hash. */
export async function findRefreshToken(db: DbExecutor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a token rotated, only if it is still live: the winner of concurrent uses gets true. */
export async function markRotated(db: DbExecutor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, at)))
    .returning({ id: refreshTokens.id });
  return rows.length > 0;
}

/** Revokes every token of a family; answers how many were still live. */
export async function revokeFamily(db: DbExecutor, familyId: string, at: Date): Promise<number> {
  const rows = await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length;
}

/** Revokes every refresh token of an account. */
export async function revokeAccountTokens(db: DbExecutor, accountId: number, at: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.accountId, accountId), isNull(refreshTokens.revokedAt)));
}

/** Deletes an account's expired refresh tokens (housekeeping at each login keeps the table bounded). */
export async function deleteExpiredAccountTokens(db: DbExecutor, accountId: number, before: Date): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.accountId, accountId), lt(refreshTokens.expiresAt, before)));
}

// --- verification codes ---

/** The newest code of an address that is neither used nor replaced. */
export async function findActiveCode(db: DbExecutor, email: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.email, email), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** The newest code sent to an address, whatever its state (resend throttle). */
export async function findLatestCode(db: DbExecutor, email: string) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.email, email))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return row;
}

/** Replaces the address's live codes with a new one (and forgets its codes older than a day). */
export async function replaceCode(
  db: DbExecutor,
  values: { email: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<number> {
  const dayAgo = new Date(values.createdAt.getTime() - 24 * 3600 * 1000);
  await db.delete(verificationCodes).where(and(eq(verificationCodes.email, values.email), lt(verificationCodes.createdAt, dayAgo)));
  await db
    .update(verificationCodes)
    .set({ consumedAt: values.createdAt })
    .where(and(eq(verificationCodes.email, values.email), isNull(verificationCodes.consumedAt)));
  const [row] = await db.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  if (!row) throw new Error('code insert returned nothing');
  return row.id;
}

/** Deletes a code (its email could not be sent). */
export async function deleteCode(db: DbExecutor, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/** Counts a wrong try; the try that reaches `max` also kills the code. Answers the new count. */
export async function countWrongTry(db: DbExecutor, id: number, max: number, at: Date): Promise<number> {
  const [row] = await db
    .update(verificationCodes)
    .set({
      attempts: sql`${verificationCodes.attempts} + 1`,
      consumedAt: sql`case when ${verificationCodes.attempts} + 1 >= ${max} then ${at.toISOString()}::timestamptz else ${verificationCodes.consumedAt} end`,
    })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? max;
}

/** Uses a code once: true only for the one caller that consumed it. */
export async function consumeCode(db: DbExecutor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt), gt(verificationCodes.expiresAt, at)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

// --- password recovery ---

/** The newest recovery link of an account (resend throttle). */
export async function findLatestRecovery(db: DbExecutor, accountId: number) {
  const [row] = await db
    .select()
    .from(passwordRecoveries)
    .where(eq(passwordRecoveries.accountId, accountId))
    .orderBy(desc(passwordRecoveries.id))
    .limit(1);
  return row;
}

/** Stores a recovery link (hash only). */
export async function insertRecovery(db: DbExecutor, values: typeof passwordRecoveries.$inferInsert): Promise<number> {
  const [row] = await db.insert(passwordRecoveries).values(values).returning({ id: passwordRecoveries.id });
  if (!row) throw new Error('recovery insert returned nothing');
  return row.id;
}

/** Deletes a recovery link (its email could not be sent). */
export async function deleteRecovery(db: DbExecutor, id: number): Promise<void> {
  await db.delete(passwordRecoveries).where(eq(passwordRecoveries.id, id));
}

/** A recovery link that is unused and unexpired at `at`. */
export async function findLiveRecovery(db: DbExecutor, codeHash: string, at: Date) {
  const [row] = await db
    .select()
    .from(passwordRecoveries)
    .where(and(eq(passwordRecoveries.codeHash, codeHash), isNull(passwordRecoveries.usedAt), gt(passwordRecoveries.expiresAt, at)));
  return row;
}

/** Uses a recovery link once; answers its account, or undefined when it was not live. */
export async function consumeRecovery(db: DbExecutor, codeHash: string, at: Date): Promise<number | undefined> {
  const [row] = await db
    .update(passwordRecoveries)
    .set({ usedAt: at })
    .where(and(eq(passwordRecoveries.codeHash, codeHash), isNull(passwordRecoveries.usedAt), gt(passwordRecoveries.expiresAt, at)))
    .returning({ accountId: passwordRecoveries.accountId });
  return row?.accountId;
}

/** Kills the account's other live recovery links. */
export async function retireRecoveries(db: DbExecutor, accountId: number, at: Date): Promise<void> {
  await db
    .update(passwordRecoveries)
    .set({ usedAt: at })
    .where(and(eq(passwordRecoveries.accountId, accountId), isNull(passwordRecoveries.usedAt)));
}

// --- social identities ---

/** The account linked to a provider subject. */
export async function findIdentity(db: DbExecutor, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(authIdentities)
    .where(and(eq(authIdentities.provider, provider), eq(authIdentities.subject, subject)));
  return row;
}

/** Links a provider subject to an account (no-op when already linked). */
export async function insertIdentity(db: DbExecutor, values: typeof authIdentities.$inferInsert): Promise<void> {
  await db.insert(authIdentities).values(values).onConflictDoNothing();
}

// --- erasure ---

/**
 * Erasure of an account: its refresh tokens, recovery links, social identities and sign-in state go, and the login
 * codes sent to its address (they are kept by address, not by account).
 */
export async function eraseAuthForAccount(tx: DbExecutor, accountId: number, email: string | null): Promise<void> {
  await tx.delete(refreshTokens).where(eq(refreshTokens.accountId, accountId));
  await tx.delete(passwordRecoveries).where(eq(passwordRecoveries.accountId, accountId));
  await tx.delete(authIdentities).where(eq(authIdentities.accountId, accountId));
  await tx.delete(accountAuthStates).where(eq(accountAuthStates.accountId, accountId));
  if (email) await tx.delete(verificationCodes).where(eq(verificationCodes.email, email.toLowerCase()));
}
