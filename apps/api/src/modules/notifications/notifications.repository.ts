import { type DbExecutor, notifications, preparedOnce } from '@photostudy/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';

/** A notification as stored. */
export type NotificationRow = typeof notifications.$inferSelect;

/** Stores a notification. */
export async function insertNotification(db: DbExecutor, values: typeof notifications.$inferInsert): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned nothing');
  return row;
}

/** One page of an account's notifications, newest first (ties by id, so pages never overlap). */
export function listNotifications(db: DbExecutor, accountId: number, page: number, pageSize: number): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.accountId, accountId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/** How many of an account's notifications are unread (the index leads with account and read flag). */
export async function countUnread(db: DbExecutor, accountId: number): Promise<number> {
  const [row] = await countUnreadQuery(db).execute({ accountId });
  return Number(row?.n ?? 0);
}

// Part of the status bundle every open app polls: built once, prepared.
const countUnreadQuery = preparedOnce((db) =>
  db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, sql.placeholder('accountId')), eq(notifications.isRead, false)))
    .prepare('count_unread_notifications'),
);

/** Marks some of an account's notifications read; ids of other accounts match nothing. Answers how many changed. */
export async function markRead(db: DbExecutor, accountId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.accountId, accountId), inArray(notifications.id, [...ids]), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Erasure of an account: its notifications go. */
export async function eraseNotificationsForAccount(tx: DbExecutor, accountId: number): Promise<void> {
  await tx.delete(notifications).where(eq(notifications.accountId, accountId));
}
