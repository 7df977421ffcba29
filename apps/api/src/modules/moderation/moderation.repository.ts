import { type DbExecutor, moderationEvents } from '@photostudy/db';
import { desc } from 'drizzle-orm';

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
