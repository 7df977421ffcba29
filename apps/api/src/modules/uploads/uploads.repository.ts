import { type DbExecutor, storedFiles } from '@photostudy/db';
import { and, eq, inArray, or } from 'drizzle-orm';

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

/** An owner's files of one purpose (e.g. the avatar a new one replaces). */
export function storedFilesOf(db: DbExecutor, ownerId: number, purpose: StoredFileRow['purpose']): Promise<StoredFileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerId, ownerId), eq(storedFiles.purpose, purpose)));
}

/** Removes file records (their bytes are the caller's to delete, after commit). */
export async function deleteStoredFiles(db: DbExecutor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(storedFiles).where(inArray(storedFiles.id, [...ids]));
}

/**
 * Erasure of an account: the records of the files it uploaded (avatar, question images and sheets, Writing documents)
 * and of the other files named (a review of its document); answers their storage keys, whose bytes the caller
 * deletes after commit.
 */
export async function eraseFilesForAccount(tx: DbExecutor, ownerId: number, fileIds: readonly string[]): Promise<string[]> {
  const named = fileIds.length ? inArray(storedFiles.id, [...fileIds]) : undefined;
  const rows = await tx
    .delete(storedFiles)
    .where(named ? or(eq(storedFiles.ownerId, ownerId), named) : eq(storedFiles.ownerId, ownerId))
    .returning({ storageKey: storedFiles.storageKey });
  return [...new Set(rows.map((r) => r.storageKey))];
}
