import { type DbExecutor, systemSettings } from '@photostudy/db';
import { eq, sql } from 'drizzle-orm';

/** Reads one operator switch; undefined when never set. */
export async function readSetting(db: DbExecutor, key: string): Promise<unknown> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, key));
  return row?.value;
}

/** Writes one operator switch. */
export async function writeSetting(db: DbExecutor, key: string, value: unknown): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** Answers when the database responds. */
export async function pingDatabase(db: DbExecutor): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
