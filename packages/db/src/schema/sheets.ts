import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { questions } from './questions';

/**
 * The live spreadsheet of a question (issue 18): an uploaded Excel workbook as imported at ask time (the spreadsheet
 * component's sheets, kept as JSON the server never interprets), or a Google Sheets link (no workbook, no operations).
 * `version` is the last batch's seq: the UPDATE that raises it takes the row lock that orders concurrent writers.
 */
export const questionSheets = pgTable('question_sheets', {
  qid: integer('qid')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  source: text('source', { enum: ['upload', 'link'] }).notNull(),
  workbook: jsonb('workbook').$type<unknown[]>(),
  fileName: text('file_name'),
  version: integer('version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One batch of spreadsheet operations, as one writer sent them; the sheet is the workbook plus every batch in `seq`
 * order. A retried batch (same client id) is stored once. Rows go with their question (erasure deletes questions).
 */
export const sheetOperations = pgTable(
  'sheet_operations',
  {
    id: serial('id').primaryKey(),
    qid: integer('qid')
      .notNull()
      .references(() => questionSheets.qid, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => accounts.id),
    clientBatchId: text('client_batch_id').notNull(),
    ops: jsonb('ops').$type<unknown[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sheet_operations_qid_seq_key').on(t.qid, t.seq),
    uniqueIndex('sheet_operations_qid_client_batch_key').on(t.qid, t.clientBatchId),
  ],
);
