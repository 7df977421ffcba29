import { type DbExecutor, partnerSsoStates } from '@photostudy/db';
import { eq, lt } from 'drizzle-orm';

/** A pending partner sign-on attempt. */
export type PartnerSsoStateRow = typeof partnerSsoStates.$inferSelect;

/** Stores a new attempt, first dropping the expired ones. */
export async function insertPartnerSsoState(db: DbExecutor, row: PartnerSsoStateRow): Promise<void> {
  await db.delete(partnerSsoStates).where(lt(partnerSsoStates.expiresAt, row.createdAt));
  await db.insert(partnerSsoStates).values(row);
}

/** Removes and answers the attempt of this state hash: a state can be taken only once. */
export async function takePartnerSsoState(db: DbExecutor, stateHash: string): Promise<PartnerSsoStateRow | undefined> {
  const [row] = await db.delete(partnerSsoStates).where(eq(partnerSsoStates.stateHash, stateHash)).returning();
  return row;
}
