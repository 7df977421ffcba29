import { type DbExecutor, notifications } from '@photostudy/db';

/** A notification as stored. */
export type NotificationRow = typeof notifications.$inferSelect;

/** Stores a notification. */
export async function insertNotification(db: DbExecutor, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}
