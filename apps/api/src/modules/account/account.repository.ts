import { ADMIN_LIST_LIMIT } from '@photostudy/contracts';
import { accountModals, accounts, type DbExecutor, expertProfiles, preparedOnce } from '@photostudy/db';
import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';

/** An account row as stored. */
export type AccountRow = typeof accounts.$inferSelect;

/** An expert profile row as stored. */
export type ExpertProfileRow = typeof expertProfiles.$inferSelect;

/** The account row of a profile. */
export async function findProfileRow(db: DbExecutor, accountId: number) {
  const [row] = await profileRowQuery(db).execute({ accountId });
  return row;
}

// The status bundle (polled by every open app) reads these two: built once, prepared.
const profileRowQuery = preparedOnce((db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('find_profile_row'),
);
const pendingModalsQuery = preparedOnce((db) =>
  db
    .select()
    .from(accountModals)
    .where(and(eq(accountModals.accountId, sql.placeholder('accountId')), isNull(accountModals.deliveredAt)))
    .orderBy(asc(accountModals.id))
    .prepare('pending_modals'),
);

/** Queued modals not yet delivered, oldest first. */
export function pendingModals(db: DbExecutor, accountId: number) {
  return pendingModalsQuery(db).execute({ accountId });
}

/** Marks modals delivered; answers the ids this caller delivered (another poll may have taken some). */
export async function markModalsDelivered(db: DbExecutor, ids: number[], at: Date): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .update(accountModals)
    .set({ deliveredAt: at })
    .where(and(inArray(accountModals.id, ids), isNull(accountModals.deliveredAt)))
    .returning({ id: accountModals.id });
  return new Set(rows.map((r) => r.id));
}

/** Queues a modal for an account. */
export async function insertModal(db: DbExecutor, values: typeof accountModals.$inferInsert): Promise<number> {
  const [row] = await db.insert(accountModals).values(values).returning({ id: accountModals.id });
  if (!row) throw new Error('modal insert returned nothing');
  return row.id;
}

/** Updates profile fields of an account. */
export async function updateAccount(db: DbExecutor, accountId: number, values: Partial<typeof accounts.$inferInsert>) {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, accountId)).returning();
  return row;
}

/** What other modules need to know about an account. */
export async function findAccountBasics(
  db: DbExecutor,
  accountId: number,
): Promise<{ id: number; role: string; authType: string; features: string[]; language: string; name: string | null } | null> {
  const [row] = await accountBasicsQuery(db).execute({ accountId });
  return row ?? null;
}

// Read by most engine calls (ask form, chat, presence names): built once, prepared.
const accountBasicsQuery = preparedOnce((db) =>
  db
    .select({
      id: accounts.id,
      role: accounts.role,
      authType: accounts.authType,
      features: accounts.features,
      language: accounts.language,
      name: accounts.name,
    })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('find_account_basics'),
);

/** An expert's subjects, info and rating. */
export async function findExpertProfile(db: DbExecutor, expertId: number) {
  const [row] = await db.select().from(expertProfiles).where(eq(expertProfiles.accountId, expertId));
  return row ?? null;
}

/** Ids of the expert accounts covering a subject (e.g. every writer, for the Writing queue's events). */
export async function expertIdsCovering(db: DbExecutor, subjectId: number): Promise<number[]> {
  const rows = await db
    .select({ id: expertProfiles.accountId })
    .from(expertProfiles)
    .innerJoin(accounts, eq(accounts.id, expertProfiles.accountId))
    .where(and(eq(accounts.role, 'expert'), sql`${expertProfiles.subjectIds} @> ${JSON.stringify([subjectId])}::jsonb`));
  return rows.map((r) => r.id);
}

/** Adds a rating to the expert's running sum (or corrects a changed one). */
export async function addExpertRating(tx: DbExecutor, expertId: number, deltaSum: number, deltaCount: number): Promise<void> {
  await tx
    .update(expertProfiles)
    .set({ ratingSum: sql`${expertProfiles.ratingSum} + ${deltaSum}`, ratingCount: sql`${expertProfiles.ratingCount} + ${deltaCount}` })
    .where(eq(expertProfiles.accountId, expertId));
}

// --- lookups of the admin area ---

/** Experts with their profiles, newest first. */
export function listExperts(db: DbExecutor): Promise<{ account: AccountRow; profile: ExpertProfileRow | null }[]> {
  return db
    .select({ account: accounts, profile: expertProfiles })
    .from(accounts)
    .leftJoin(expertProfiles, eq(expertProfiles.accountId, accounts.id))
    .where(eq(accounts.role, 'expert'))
    .orderBy(desc(accounts.id))
    .limit(ADMIN_LIST_LIMIT * 10);
}

/** Inserts an expert account and its profile; undefined when the email is taken. */
export async function insertExpert(
  tx: DbExecutor,
  values: { email: string; name: string; passwordHash: string; subjectIds: number[]; now: Date },
): Promise<AccountRow | undefined> {
  const [account] = await tx
    .insert(accounts)
    .values({
      role: 'expert',
      email: values.email,
      authType: 'preset',
      passwordHash: values.passwordHash,
      isPresetPending: false,
      name: values.name,
      status: 1,
      features: [],
      registrationOrigin: 'admin',
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!account) return undefined;
  await tx.insert(expertProfiles).values({ accountId: account.id, subjectIds: values.subjectIds });
  return account;
}

/** Students whose email starts with, or whose User ID or uid equals, the query. */
export function findStudents(db: DbExecutor, query: string): Promise<AccountRow[]> {
  const escaped = query.replace(/[\\%_]/g, (c) => `\\${c}`);
  const uid = /^\d{1,9}$/.test(query) ? Number(query) : null;
  return db
    .select()
    .from(accounts)
    .where(
      and(
        eq(accounts.role, 'student'),
        or(ilike(accounts.email, `${escaped}%`), eq(accounts.loginId, query), ...(uid === null ? [] : [eq(accounts.id, uid)])),
      ),
    )
    .orderBy(asc(accounts.id))
    .limit(ADMIN_LIST_LIMIT);
}

/** One student account, or null (any other role counts as unknown). */
export async function findStudent(db: DbExecutor, uid: number): Promise<AccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, uid), eq(accounts.role, 'student')));
  return row ?? null;
}

/** Accounts by id, for naming people in lists. */
export async function accountsByIds(db: DbExecutor, ids: number[]): Promise<Map<number, AccountRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(accounts).where(inArray(accounts.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

// --- finding and creating accounts (sign-in, preset accounts) ---

/** The account with this (lower-cased) email. */
export async function findAccountByEmail(db: DbExecutor, email: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email));
  return row;
}

/** The account with this (lower-cased) User ID. */
export async function findAccountByLoginId(db: DbExecutor, loginId: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.loginId, loginId));
  return row;
}

/** The account with this id. */
export async function findAccountById(db: DbExecutor, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id));
  return row;
}

/** Inserts an account; undefined when its email or User ID is already taken. */
export async function insertAccountIfAbsent(db: DbExecutor, values: typeof accounts.$inferInsert): Promise<AccountRow | undefined> {
  const [row] = await db.insert(accounts).values(values).onConflictDoNothing().returning();
  return row;
}

/** Inserts an account (fails on a taken email or User ID). */
export async function insertAccount(db: DbExecutor, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account insert returned nothing');
  return row;
}

/** Which of these emails and User IDs already exist. */
export async function existingIdentifiers(
  db: DbExecutor,
  emails: string[],
  loginIds: string[],
): Promise<{ emails: Set<string>; loginIds: Set<string> }> {
  const byEmail = emails.length ? await db.select({ v: accounts.email }).from(accounts).where(inArray(accounts.email, emails)) : [];
  const byLoginId = loginIds.length
    ? await db.select({ v: accounts.loginId }).from(accounts).where(inArray(accounts.loginId, loginIds))
    : [];
  return {
    emails: new Set(byEmail.map((r) => r.v).filter((v): v is string => v !== null)),
    loginIds: new Set(byLoginId.map((r) => r.v).filter((v): v is string => v !== null)),
  };
}

/** Sets a password; with `onlyIfPending` only while the account still waits for its first password. */
export async function setPassword(
  db: DbExecutor,
  accountId: number,
  passwordHash: string,
  at: Date,
  opts: { onlyIfPending?: boolean } = {},
): Promise<boolean> {
  const where = opts.onlyIfPending ? and(eq(accounts.id, accountId), eq(accounts.isPresetPending, true)) : eq(accounts.id, accountId);
  const rows = await db
    .update(accounts)
    .set({ passwordHash, isPresetPending: false, updatedAt: at })
    .where(where)
    .returning({ id: accounts.id });
  return rows.length > 0;
}

/** Creates the expert profile of a new expert account. */
export async function insertExpertProfile(db: DbExecutor, accountId: number): Promise<void> {
  await db.insert(expertProfiles).values({ accountId }).onConflictDoNothing();
}

// --- erasure ---

/**
 * The anonymous account that takes an erased account's money and audit rows: a student row with nothing that names
 * anyone (no email, User ID, name, phone or avatar), auth type 'erased' (no sign-in path knows it) and no features.
 */
export async function insertErasedAccount(tx: DbExecutor, at: Date): Promise<number> {
  const [row] = await tx
    .insert(accounts)
    .values({ role: 'student', authType: 'erased', status: 1, features: [], createdAt: at, updatedAt: at })
    .returning({ id: accounts.id });
  if (!row) throw new Error('anonymous account insert returned nothing');
  return row.id;
}

/** Erasure: deletes the account row with its modals (expert profile and sign-in rows cascade). */
export async function eraseAccountRow(tx: DbExecutor, accountId: number): Promise<void> {
  await tx.delete(accountModals).where(eq(accountModals.accountId, accountId));
  await tx.delete(accounts).where(eq(accounts.id, accountId));
}
