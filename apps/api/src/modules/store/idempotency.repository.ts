import { type DbExecutor, purchaseIdempotency } from '@photostudy/db';
import { and, eq } from 'drizzle-orm';

/** An Idempotency-Key record as stored. */
export type IdempotencyRow = typeof purchaseIdempotency.$inferSelect;

/**
 * Inserts the record of a key, pending; null when the account already used the key. On PostgreSQL a second
 * insert of the same key waits for the first one's transaction, so only one caller ever gets the row.
 */
export async function insertPendingKey(
  db: DbExecutor,
  values: { accountId: number; key: string; requestHash: string; createdAt: Date },
): Promise<IdempotencyRow | null> {
  const [row] = await db
    .insert(purchaseIdempotency)
    .values({ ...values, state: 'pending' })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The record of an account's key. */
export async function findKey(db: DbExecutor, accountId: number, key: string): Promise<IdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(purchaseIdempotency)
    .where(and(eq(purchaseIdempotency.accountId, accountId), eq(purchaseIdempotency.key, key)));
  return row ?? null;
}

/** Completes a pending key with what every retry of it answers. */
export async function completeKey(
  db: DbExecutor,
  id: number,
  outcome:
    | { state: 'succeeded'; answer: Record<string, unknown>; purchaseId: number; at: Date }
    | { state: 'failed'; errorName: string; at: Date },
): Promise<void> {
  await db
    .update(purchaseIdempotency)
    .set(
      outcome.state === 'succeeded'
        ? { state: 'succeeded', answer: outcome.answer, purchaseId: outcome.purchaseId, completedAt: outcome.at }
        : { state: 'failed', errorName: outcome.errorName, completedAt: outcome.at },
    )
    .where(and(eq(purchaseIdempotency.id, id), eq(purchaseIdempotency.state, 'pending')));
}
