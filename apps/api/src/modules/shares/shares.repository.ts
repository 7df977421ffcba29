import { type DbExecutor, sharedSessions, sharedSessionViews } from '@photostudy/db';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';

/** A share code as stored. */
export type SharedSessionRow = typeof sharedSessions.$inferSelect;
/** A viewer's window on a code as stored. */
export type SharedSessionViewRow = typeof sharedSessionViews.$inferSelect;

/** The live (not revoked) code of a question, if any. */
export async function findLiveShareByQid(db: DbExecutor, qid: number): Promise<SharedSessionRow | null> {
  const [row] = await db
    .select()
    .from(sharedSessions)
    .where(and(eq(sharedSessions.qid, qid), isNull(sharedSessions.revokedAt)));
  return row ?? null;
}

/** The live (not revoked) share of a code, if any. */
export async function findLiveShareByCode(db: DbExecutor, code: string): Promise<SharedSessionRow | null> {
  const [row] = await db
    .select()
    .from(sharedSessions)
    .where(and(eq(sharedSessions.code, code), isNull(sharedSessions.revokedAt)));
  return row ?? null;
}

/**
 * Stores a new live code; null when a unique index refused it: another call made the question's live code first (the
 * partial index on `qid`), or, all but impossibly, the code exists. `DO NOTHING` keeps a surrounding transaction usable.
 */
export async function insertShareOnce(db: DbExecutor, values: { code: string; qid: number; ownerId: number; createdAt: Date }) {
  const [row] = await db.insert(sharedSessions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Revokes the live code of a question (the row stays, so the old link stays invalid); answers the revoked codes. */
export async function revokeLiveShares(tx: DbExecutor, qid: number, now: Date): Promise<string[]> {
  const rows = await tx
    .update(sharedSessions)
    .set({ revokedAt: now })
    .where(and(eq(sharedSessions.qid, qid), isNull(sharedSessions.revokedAt)))
    .returning({ code: sharedSessions.code });
  return rows.map((r) => r.code);
}

/** Drops the viewers' windows of some codes. */
export async function deleteViewsOfCodes(tx: DbExecutor, codes: readonly string[]): Promise<void> {
  if (codes.length) await tx.delete(sharedSessionViews).where(inArray(sharedSessionViews.code, [...codes]));
}

/**
 * A viewer's window on a code: created at the first opening and never restarted (a second opening, on any device or
 * node, finds the row the first one stored; of two racing first openings the primary key keeps one).
 */
export async function openView(
  db: DbExecutor,
  values: { code: string; viewerId: number; firstViewedAt: Date; expiresAt: Date },
): Promise<SharedSessionViewRow> {
  const [inserted] = await db.insert(sharedSessionViews).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const [row] = await db
    .select()
    .from(sharedSessionViews)
    .where(and(eq(sharedSessionViews.code, values.code), eq(sharedSessionViews.viewerId, values.viewerId)));
  if (!row) throw new Error(`shared session view ${values.code}/${values.viewerId} vanished`);
  return row;
}

/** Erasure of an account: its share codes (revoked ones too), the windows on them, and its own windows on others' codes. */
export async function eraseSharesForAccount(tx: DbExecutor, accountId: number): Promise<void> {
  const owned = tx.select({ code: sharedSessions.code }).from(sharedSessions).where(eq(sharedSessions.ownerId, accountId));
  await tx.delete(sharedSessionViews).where(or(eq(sharedSessionViews.viewerId, accountId), inArray(sharedSessionViews.code, owned)));
  await tx.delete(sharedSessions).where(eq(sharedSessions.ownerId, accountId));
}
