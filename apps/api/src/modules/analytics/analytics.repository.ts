import { analyticsEvents, type DbExecutor } from '@photostudy/db';
import { and, desc, eq, sql } from 'drizzle-orm';

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

// Keys under which events of others (an admin's action on an account) name an account by id.
const ACCOUNT_ID_KEY = /^(uid|uids|account_id|student_id|author_id|owner_id|user_id|target_id)$/;

// The value with every account id equal to `from` under an account key replaced by `to`; null when nothing changed.
function renamedAccountIds(value: unknown, from: number, to: number, isAccountKey = false): unknown {
  if (isAccountKey && value === from) return to;
  if (Array.isArray(value)) {
    const items = value.map((item) => renamedAccountIds(item, from, to, isAccountKey));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (value && typeof value === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] = renamedAccountIds(item, from, to, ACCOUNT_ID_KEY.test(key));
      if (out[key] !== item) changed = true;
    }
    return changed ? out : value;
  }
  return value;
}

/**
 * Erasure of an account: its own events go, and so does any event whose data carries one of its identifiers (email,
 * User ID: sign-in attempts of others' sessions, recovery requests). Events of others that name it by id (an admin's
 * action) stay as the audit they are, naming the anonymous account instead.
 */
export async function eraseAnalyticsForAccount(
  tx: DbExecutor,
  accountId: number,
  anonymousId: number,
  identifiers: readonly string[],
): Promise<void> {
  await tx.delete(analyticsEvents).where(eq(analyticsEvents.accountId, accountId));
  for (const identifier of identifiers)
    await tx.delete(analyticsEvents).where(sql`position(${identifier.toLowerCase()} in lower(${analyticsEvents.data}::text)) > 0`);
  const candidates = await tx
    .select({ id: analyticsEvents.id, data: analyticsEvents.data })
    .from(analyticsEvents)
    .where(sql`${analyticsEvents.data}::text like ${`%${accountId}%`}`);
  for (const row of candidates) {
    const data = renamedAccountIds(row.data, accountId, anonymousId);
    if (data !== row.data)
      await tx
        .update(analyticsEvents)
        .set({ data: data as Record<string, unknown> })
        .where(eq(analyticsEvents.id, row.id));
  }
}
