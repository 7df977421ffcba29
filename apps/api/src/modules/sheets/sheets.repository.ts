import { type DbExecutor, questionSheets, sheetOperations } from '@photostudy/db';
import { and, asc, eq, gt, sql } from 'drizzle-orm';

/** A question's sheet without its workbook (the part every call reads). */
export interface SheetHead {
  qid: number;
  source: 'upload' | 'link';
  fileName: string | null;
  version: number;
}

/** A stored batch, its operations as the JSON text of the column. */
export interface BatchRow {
  seq: number;
  authorId: number;
  clientBatchId: string;
  opsJson: string;
  createdAt: Date;
}

const head = {
  qid: questionSheets.qid,
  source: questionSheets.source,
  fileName: questionSheets.fileName,
  version: questionSheets.version,
};

/** Records a question's sheet: the imported workbook of an upload, or nothing but the source for a link. */
export async function insertSheet(
  tx: DbExecutor,
  values: { qid: number; source: 'upload' | 'link'; workbook: unknown[] | null; fileName: string | null; createdAt: Date },
): Promise<void> {
  await tx.insert(questionSheets).values(values);
}

/** A repost's sheet: the earlier question's workbook as uploaded, at version 0 (nothing when it had no sheet row). */
export async function copySheet(tx: DbExecutor, fromQid: number, toQid: number, createdAt: Date): Promise<void> {
  await tx.execute(sql`
    insert into question_sheets (qid, source, workbook, file_name, version, created_at)
    select ${toQid}, source, workbook, file_name, 0, ${createdAt.toISOString()}::timestamptz
    from question_sheets where qid = ${fromQid}`);
}

/** The sheet of a question without its workbook. */
export async function findSheetHead(db: DbExecutor, qid: number): Promise<SheetHead | null> {
  const [row] = await db.select(head).from(questionSheets).where(eq(questionSheets.qid, qid));
  return row ?? null;
}

/** The sheet of a question with its workbook as JSON text (the column's own text: no parse and stringify of megabytes). */
export async function findSheetWithWorkbook(db: DbExecutor, qid: number): Promise<(SheetHead & { workbookJson: string | null }) | null> {
  const [row] = await db
    .select({ ...head, workbookJson: sql<string | null>`${questionSheets.workbook}::text` })
    .from(questionSheets)
    .where(eq(questionSheets.qid, qid));
  return row ?? null;
}

const batch = {
  seq: sheetOperations.seq,
  authorId: sheetOperations.authorId,
  clientBatchId: sheetOperations.clientBatchId,
  opsJson: sql<string>`${sheetOperations.ops}::text`,
  createdAt: sheetOperations.createdAt,
};

/** The batches of a question after a seq, in seq order. */
export function listBatches(db: DbExecutor, qid: number, afterSeq: number): Promise<BatchRow[]> {
  return db
    .select(batch)
    .from(sheetOperations)
    .where(and(eq(sheetOperations.qid, qid), gt(sheetOperations.seq, afterSeq)))
    .orderBy(asc(sheetOperations.seq));
}

/** The batch a client id was stored under (a retried POST). */
export async function findBatchByClientId(db: DbExecutor, qid: number, clientBatchId: string): Promise<BatchRow | null> {
  const [row] = await db
    .select(batch)
    .from(sheetOperations)
    .where(and(eq(sheetOperations.qid, qid), eq(sheetOperations.clientBatchId, clientBatchId)));
  return row ?? null;
}

/**
 * The next seq of a question's sheet: one UPDATE raising the version, whose row lock makes every other writer of the
 * sheet wait until this transaction ends, so seqs are given and committed in order (1, 2, 3, ...).
 */
export async function nextSeq(tx: DbExecutor, qid: number): Promise<number> {
  const [row] = await tx
    .update(questionSheets)
    .set({ version: sql`${questionSheets.version} + 1` })
    .where(eq(questionSheets.qid, qid))
    .returning({ version: questionSheets.version });
  if (!row) throw new Error(`sheet of question ${qid} vanished`);
  return row.version;
}

/** Stores one batch under its seq; `opsJson` is the checked operations' JSON text. */
export async function insertBatch(
  tx: DbExecutor,
  values: { qid: number; seq: number; authorId: number; clientBatchId: string; opsJson: string; createdAt: Date },
): Promise<void> {
  const { opsJson, ...rest } = values;
  await tx.insert(sheetOperations).values({ ...rest, ops: sql`${opsJson}::jsonb` });
}
