import { type DbExecutor, moderationEvents } from '@photostudy/db';
import { desc, eq } from 'drizzle-orm';

/** A moderation event as stored. */
export type ModerationEventRow = typeof moderationEvents.$inferSelect;

/** Stores what was masked, for review. */
export async function insertModerationEvents(db: DbExecutor, rows: (typeof moderationEvents.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(moderationEvents).values(rows);
}

/** Events newest first (admin area). */
export function listEvents(db: DbExecutor, limit: number): Promise<ModerationEventRow[]> {
  return db.select().from(moderationEvents).orderBy(desc(moderationEvents.createdAt), desc(moderationEvents.id)).limit(limit);
}

/** Erasure of an account: the contact details found in its texts (the excerpt is the original) go. */
export async function eraseModerationForAccount(tx: DbExecutor, accountId: number): Promise<void> {
  await tx.delete(moderationEvents).where(eq(moderationEvents.accountId, accountId));
}
