import { type DbExecutor, moderationEvents } from '@photostudy/db';
import { desc, isNull } from 'drizzle-orm';

/** A moderation event as stored. */
export type ModerationEventRow = typeof moderationEvents.$inferSelect;

/** Stores what was masked, for review. */
export async function insertModerationEvents(db: DbExecutor, rows: (typeof moderationEvents.$inferInsert)[]): Promise<void> {
  if (rows.length) await db.insert(moderationEvents).values(rows);
}

/** Events not yet reviewed, newest first (admin area). */
export function listUnreviewedEvents(db: DbExecutor, limit = 100): Promise<ModerationEventRow[]> {
  return db.select().from(moderationEvents).where(isNull(moderationEvents.reviewedAt)).orderBy(desc(moderationEvents.id)).limit(limit);
}
