import { type DbExecutor, sandboxCardNonces } from '@photostudy/db';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';

/** A card nonce of the sandbox gateway as stored. */
export type SandboxNonceRow = typeof sandboxCardNonces.$inferSelect;

/** Stores a new single-use card nonce. */
export async function insertCardNonce(db: DbExecutor, values: typeof sandboxCardNonces.$inferInsert): Promise<void> {
  await db.insert(sandboxCardNonces).values(values);
}

/**
 * Uses a card nonce once: marks it used and answers it, or null when it is unknown, used or older than
 * `notBefore`. One UPDATE, so two nodes can never both use it.
 */
export async function consumeCardNonce(db: DbExecutor, nonce: string, at: Date, notBefore: Date): Promise<SandboxNonceRow | null> {
  const [row] = await db
    .update(sandboxCardNonces)
    .set({ usedAt: at })
    .where(and(eq(sandboxCardNonces.nonce, nonce), isNull(sandboxCardNonces.usedAt), gt(sandboxCardNonces.createdAt, notBefore)))
    .returning();
  return row ?? null;
}

/** Forgets nonces created before a time (they can no longer be used). */
export async function deleteCardNoncesBefore(db: DbExecutor, before: Date): Promise<void> {
  await db.delete(sandboxCardNonces).where(lt(sandboxCardNonces.createdAt, before));
}
