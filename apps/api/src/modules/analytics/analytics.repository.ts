import { analyticsEvents, type DbExecutor } from '@photostudy/db';
import { and, desc, eq } from 'drizzle-orm';

/** Inserts one analytics or audit event. */
export async function insertEvent(
  db: DbExecutor,
  event: { name: string; accountId: number | null; data: Record<string, unknown>; createdAt: Date },
): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}

/** Recent events by name (and account), newest first: for tests and the admin area. */
export async function listEvents(db: DbExecutor, filter: { name?: string; accountId?: number; limit?: number }) {
  const conditions = [];
  if (filter.name) conditions.push(eq(analyticsEvents.name, filter.name));
  if (filter.accountId !== undefined) conditions.push(eq(analyticsEvents.accountId, filter.accountId));
  return db
    .select()
    .from(analyticsEvents)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(analyticsEvents.id))
    .limit(filter.limit ?? 100);
}
