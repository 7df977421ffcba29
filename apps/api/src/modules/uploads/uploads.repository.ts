import { type DbExecutor, questions, storedFiles } from '@photostudy/db';
import { eq, or } from 'drizzle-orm';

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

/** Questions that show a file (a repost shows the files of the question it repeats). */
export function questionsUsingFile(db: DbExecutor, fileId: string) {
  return db
    .select({ id: questions.id, authorId: questions.authorId, expertId: questions.expertId, isSample: questions.isSample })
    .from(questions)
    .where(or(eq(questions.attachmentFileId, fileId), eq(questions.sheetFileId, fileId)));
}
