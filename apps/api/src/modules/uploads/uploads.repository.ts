import { type DbExecutor, storedFiles } from '@photostudy/db';
import { eq } from 'drizzle-orm';

/** A stored file's record. */
export type StoredFileRow = typeof storedFiles.$inferSelect;

/** Records an uploaded file. */
export async function insertStoredFile(db: DbExecutor, row: typeof storedFiles.$inferInsert): Promise<void> {
  await db.insert(storedFiles).values(row);
}

/** One file record by id. */
export async function findStoredFile(db: DbExecutor, id: string): Promise<StoredFileRow | null> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row ?? null;
}
