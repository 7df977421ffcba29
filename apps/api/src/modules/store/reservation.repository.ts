import { type DbExecutor, reservations } from '@photostudy/db';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';

/** A reservation as stored. */
export type ReservationRow = typeof reservations.$inferSelect;

/**
 * Claims an unclaimed order number for an account; null when it is unknown or already claimed. One UPDATE:
 * a concurrent second claim waits for the first and then finds it claimed.
 */
export async function claimReservation(db: DbExecutor, orderNumber: string, accountId: number, at: Date): Promise<ReservationRow | null> {
  const [row] = await db
    .update(reservations)
    .set({ claimedBy: accountId, claimedAt: at })
    .where(and(eq(reservations.orderNumber, orderNumber), isNull(reservations.claimedAt)))
    .returning();
  return row ?? null;
}

/** One reservation by order number. */
export async function findReservation(db: DbExecutor, orderNumber: string): Promise<ReservationRow | null> {
  const [row] = await db.select().from(reservations).where(eq(reservations.orderNumber, orderNumber));
  return row ?? null;
}

/** Which of these order numbers exist already. */
export async function existingOrderNumbers(db: DbExecutor, orderNumbers: string[]): Promise<Set<string>> {
  if (orderNumbers.length === 0) return new Set();
  const rows = await db
    .select({ orderNumber: reservations.orderNumber })
    .from(reservations)
    .where(inArray(reservations.orderNumber, orderNumbers));
  return new Set(rows.map((r) => r.orderNumber));
}

/** Inserts reservations; answers how many were new (a taken order number is skipped, for the caller to refuse). */
export async function insertReservations(db: DbExecutor, rows: (typeof reservations.$inferInsert)[]): Promise<number> {
  let inserted = 0;
  // Chunks keep each statement's parameter count well under PostgreSQL's limit.
  for (let i = 0; i < rows.length; i += 1000) {
    const done = await db
      .insert(reservations)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: reservations.id });
    inserted += done.length;
  }
  return inserted;
}

/** The newest reservations. */
export function listReservations(db: DbExecutor, limit: number): Promise<ReservationRow[]> {
  return db.select().from(reservations).orderBy(desc(reservations.createdAt), desc(reservations.id)).limit(limit);
}
