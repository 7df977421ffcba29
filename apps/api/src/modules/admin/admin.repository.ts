import { ADMIN_LIST_LIMIT } from '@photostudy/contracts';
import { accounts, type DbExecutor, expertProfiles, moderationEvents, questionFlags, questions, subjects } from '@photostudy/db';
import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';

/** An account row as the admin area reads it. */
export type AdminAccountRow = typeof accounts.$inferSelect;

/** All subjects, by id. */
export async function subjectTitles(db: DbExecutor): Promise<Map<number, string>> {
  const rows = await db.select({ id: subjects.id, title: subjects.title }).from(subjects).orderBy(asc(subjects.position), asc(subjects.id));
  return new Map(rows.map((r) => [r.id, r.title]));
}

/** Experts with their profiles, newest first. */
export function listExperts(db: DbExecutor) {
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
): Promise<AdminAccountRow | undefined> {
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
export function findStudents(db: DbExecutor, query: string) {
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
export async function findStudent(db: DbExecutor, uid: number): Promise<AdminAccountRow | null> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, uid), eq(accounts.role, 'student')));
  return row ?? null;
}

/** Accounts by id, for naming people in the lists. */
export async function accountsByIds(db: DbExecutor, ids: number[]): Promise<Map<number, AdminAccountRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select().from(accounts).where(inArray(accounts.id, unique));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Flags of sessions (by students and experts) with their question, newest first. */
export function listFlags(db: DbExecutor) {
  return db
    .select({
      flag: questionFlags,
      question: {
        id: questions.id,
        title: questions.title,
        state: questions.state,
        authorId: questions.authorId,
        expertId: questions.expertId,
      },
      subjectTitle: subjects.title,
    })
    .from(questionFlags)
    .innerJoin(questions, eq(questions.id, questionFlags.questionId))
    .leftJoin(subjects, eq(subjects.id, questions.subjectId))
    .orderBy(desc(questionFlags.createdAt), desc(questionFlags.id))
    .limit(ADMIN_LIST_LIMIT);
}

/** Masked-contact events, newest first. */
export function listModerationEvents(db: DbExecutor) {
  return db.select().from(moderationEvents).orderBy(desc(moderationEvents.createdAt), desc(moderationEvents.id)).limit(ADMIN_LIST_LIMIT);
}
