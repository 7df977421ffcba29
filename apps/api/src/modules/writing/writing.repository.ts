import { ADMIN_LIST_LIMIT, type WRITING_STATES } from '@photostudy/contracts';
import { type DbExecutor, writingProblems, writingRatingTokens } from '@photostudy/db';
import { and, asc, count, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';

/** A Writing problem as stored. */
export type WritingProblemRow = typeof writingProblems.$inferSelect;
/** A Writing state. */
export type WritingState = (typeof WRITING_STATES)[number];
/** States in which a problem is open (one per student). */
export const OPEN_WRITING_STATES = ['waiting', 'claimed'] as const;

/** Stores a new problem. */
export async function insertProblem(db: DbExecutor, values: typeof writingProblems.$inferInsert): Promise<WritingProblemRow> {
  const [row] = await db.insert(writingProblems).values(values).returning();
  if (!row) throw new Error('writing problem insert returned nothing');
  return row;
}

/** One problem, or null. */
export async function findProblem(db: DbExecutor, id: number): Promise<WritingProblemRow | null> {
  const [row] = await db.select().from(writingProblems).where(eq(writingProblems.id, id));
  return row ?? null;
}

/** One problem locked for a change (deadline, delivery), or null. */
export async function lockProblem(db: DbExecutor, id: number): Promise<WritingProblemRow | null> {
  const [row] = await db.select().from(writingProblems).where(eq(writingProblems.id, id)).for('update');
  return row ?? null;
}

/** Changes a problem; answers the row after the change. */
export async function updateProblem(
  db: DbExecutor,
  id: number,
  values: Partial<typeof writingProblems.$inferInsert>,
): Promise<WritingProblemRow> {
  const [row] = await db.update(writingProblems).set(values).where(eq(writingProblems.id, id)).returning();
  if (!row) throw new Error(`writing problem ${id} vanished`);
  return row;
}

/** The student's open problem (waiting or claimed), if any. */
export async function findOpenProblem(db: DbExecutor, studentId: number): Promise<WritingProblemRow | null> {
  const [row] = await db
    .select()
    .from(writingProblems)
    .where(and(eq(writingProblems.studentId, studentId), inArray(writingProblems.state, [...OPEN_WRITING_STATES])))
    .limit(1);
  return row ?? null;
}

/** Problems the student submitted since a time that count against the limits (refunded ones do not). */
export async function countSubmittedSince(db: DbExecutor, studentId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(writingProblems)
    .where(and(eq(writingProblems.studentId, studentId), gte(writingProblems.createdAt, since), ne(writingProblems.state, 'refunded')));
  return row?.n ?? 0;
}

/** A page of the student's problems, newest first. */
export function listStudentProblems(db: DbExecutor, studentId: number, limit: number, offset: number): Promise<WritingProblemRow[]> {
  return db
    .select()
    .from(writingProblems)
    .where(eq(writingProblems.studentId, studentId))
    .orderBy(desc(writingProblems.createdAt), desc(writingProblems.id))
    .limit(limit)
    .offset(offset);
}

/** Problems waiting for a writer, oldest first. */
export function listWaiting(db: DbExecutor, limit = 100): Promise<WritingProblemRow[]> {
  return db
    .select()
    .from(writingProblems)
    .where(eq(writingProblems.state, 'waiting'))
    .orderBy(asc(writingProblems.createdAt), asc(writingProblems.id))
    .limit(limit);
}

/** Problems a writer holds (claimed, not yet delivered), oldest deadline first. */
export function listHeldBy(db: DbExecutor, writerId: number): Promise<WritingProblemRow[]> {
  return db
    .select()
    .from(writingProblems)
    .where(and(eq(writingProblems.writerId, writerId), eq(writingProblems.state, 'claimed')))
    .orderBy(asc(writingProblems.deadlineAt), asc(writingProblems.id));
}

/**
 * Claims a problem only while it waits: one UPDATE, so that of any number of writers claiming at once exactly one
 * gets the row back; the others get null.
 */
export async function claimIfWaiting(db: DbExecutor, id: number, writerId: number, now: Date): Promise<WritingProblemRow | null> {
  const [row] = await db
    .update(writingProblems)
    .set({ state: 'claimed', writerId, claimedAt: now, updatedAt: now })
    .where(and(eq(writingProblems.id, id), eq(writingProblems.state, 'waiting')))
    .returning();
  return row ?? null;
}

/** Records a rating only while the problem is delivered and unrated (a second rating gets null). */
export async function rateIfUnrated(
  db: DbExecutor,
  id: number,
  rating: { point: number; reason: number; now: Date },
): Promise<WritingProblemRow | null> {
  const [row] = await db
    .update(writingProblems)
    .set({ ratingPoint: rating.point, ratingReason: rating.reason, ratedAt: rating.now, updatedAt: rating.now })
    .where(and(eq(writingProblems.id, id), eq(writingProblems.state, 'delivered'), eq(writingProblems.ratingPoint, 0)))
    .returning();
  return row ?? null;
}

/** The admin area's list: newest first, optionally of one state. */
export function listForAdmin(db: DbExecutor, state: WritingState | undefined): Promise<WritingProblemRow[]> {
  return db
    .select()
    .from(writingProblems)
    .where(state ? eq(writingProblems.state, state) : sql`true`)
    .orderBy(desc(writingProblems.createdAt), desc(writingProblems.id))
    .limit(ADMIN_LIST_LIMIT);
}

/** Stores the hash of a problem's rating token (one per problem). */
export async function insertRatingToken(db: DbExecutor, values: typeof writingRatingTokens.$inferInsert): Promise<void> {
  await db.insert(writingRatingTokens).values(values);
}

/** The problem a rating token's hash belongs to, with the token's expiry; null when unknown. */
export async function findByTokenHash(db: DbExecutor, tokenHash: string): Promise<{ problem: WritingProblemRow; expiresAt: Date } | null> {
  const [row] = await db
    .select({ problem: writingProblems, expiresAt: writingRatingTokens.expiresAt })
    .from(writingRatingTokens)
    .innerJoin(writingProblems, eq(writingProblems.id, writingRatingTokens.problemId))
    .where(eq(writingRatingTokens.tokenHash, tokenHash));
  return row ?? null;
}

/**
 * Erasure of a student: their Writing problems go (rating links with them). Answers the problems, their document and
 * review files (the review is the writer's upload of the student's text) and the alternative addresses reviews went to.
 */
export async function eraseWritingForAccount(
  tx: DbExecutor,
  studentId: number,
): Promise<{ problemIds: number[]; fileIds: string[]; emails: string[] }> {
  const rows = await tx.delete(writingProblems).where(eq(writingProblems.studentId, studentId)).returning({
    id: writingProblems.id,
    fileId: writingProblems.fileId,
    reviewFileId: writingProblems.reviewFileId,
    email: writingProblems.email,
  });
  return {
    problemIds: rows.map((r) => r.id),
    fileIds: rows.flatMap((r) => [r.fileId, r.reviewFileId].filter((id): id is string => id !== null)),
    emails: [...new Set(rows.flatMap((r) => (r.email ? [r.email] : [])))],
  };
}
