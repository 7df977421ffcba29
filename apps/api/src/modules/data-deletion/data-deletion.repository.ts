import { dataDeletionRequests, type DbExecutor } from '@photostudy/db';
import { and, desc, eq } from 'drizzle-orm';

/** A data-deletion request as stored. */
export type DeletionRequestRow = typeof dataDeletionRequests.$inferSelect;

/** Stores a new request. */
export async function insertRequest(db: DbExecutor, values: typeof dataDeletionRequests.$inferInsert): Promise<DeletionRequestRow> {
  const [row] = await db.insert(dataDeletionRequests).values(values).returning();
  if (!row) throw new Error('request insert returned nothing');
  return row;
}

/** The request of a status page's id. */
export async function findRequest(db: DbExecutor, requestId: string): Promise<DeletionRequestRow | null> {
  const [row] = await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.requestId, requestId));
  return row ?? null;
}

/** The account's request still waiting for its erasure, if any. */
export async function findPendingRequest(db: DbExecutor, accountId: number): Promise<DeletionRequestRow | null> {
  const [row] = await db
    .select()
    .from(dataDeletionRequests)
    .where(and(eq(dataDeletionRequests.accountId, accountId), eq(dataDeletionRequests.state, 'pending')))
    .orderBy(desc(dataDeletionRequests.id))
    .limit(1);
  return row ?? null;
}

/** Locks a request by its row id (the erasure job runs once per request across nodes). */
export async function lockRequest(db: DbExecutor, id: number): Promise<DeletionRequestRow | null> {
  const [row] = await db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.id, id)).for('update');
  return row ?? null;
}

/** Gives a pending request the confirmation code a provider's callback answers. */
export async function setConfirmationCode(db: DbExecutor, id: number, code: string): Promise<DeletionRequestRow> {
  const [row] = await db.update(dataDeletionRequests).set({ confirmationCode: code }).where(eq(dataDeletionRequests.id, id)).returning();
  if (!row) throw new Error(`no deletion request ${id}`);
  return row;
}

/** Requests, newest first (admin area). */
export function listRequests(db: DbExecutor, limit: number): Promise<DeletionRequestRow[]> {
  return db.select().from(dataDeletionRequests).orderBy(desc(dataDeletionRequests.id)).limit(limit);
}

/** Erasure done: every request of the account is completed and names nobody any more. */
export async function completeRequestsForAccount(tx: DbExecutor, accountId: number, at: Date): Promise<void> {
  await tx
    .update(dataDeletionRequests)
    .set({ state: 'completed', completedAt: at, accountId: null })
    .where(eq(dataDeletionRequests.accountId, accountId));
}

/** Completes one request that has nothing (left) to erase. */
export async function completeRequest(tx: DbExecutor, id: number, at: Date): Promise<void> {
  await tx
    .update(dataDeletionRequests)
    .set({ state: 'completed', completedAt: at, accountId: null })
    .where(eq(dataDeletionRequests.id, id));
}
