import { z } from 'zod';
import { SHEET_OPS_BATCH_MAX_CHARS } from '../constants';
import { epochSeconds, qidSchema, uidSchema } from './common';

/*
 * The live spreadsheet of a session (issue 18). The workbook and its edits are in the spreadsheet component's own
 * format (Fortune-sheet: an array of sheets; operations `{ op, id, path, value }`), kept verbatim as JSON text on the
 * wire: its keys mix cases (`celldata`, `luckysheet_select_save`, `showGridLines`) and must never go through the
 * snake/camel conversion of our own fields. The server checks the operations' shape and size, orders them, and stores
 * them; a client rebuilds the sheet from the workbook plus every operation in `seq` order.
 */

/** Where the session's sheet comes from: an uploaded Excel workbook (live, in the app) or a Google Sheets link. */
export const SHEET_SOURCES = ['upload', 'link'] as const;

/** One stored batch of operations: `seq` is its place in the sheet's single order (1, 2, 3, ...). */
export const sheetOperationBatchSchema = z.object({
  seq: z.number().int().positive(),
  author_uid: uidSchema,
  /** The sender's own id for the batch: a retried POST is stored once. */
  client_batch_id: z.string(),
  /** JSON text of the component's operations array. */
  ops_json: z.string(),
  created: epochSeconds,
});

/**
 * `GET /api/sheets/{qid}` (the question's student, its assigned expert, or an admin): the workbook as uploaded and
 * every batch since, or with `?after=N` only the batches after seq N (no workbook).
 */
export const sheetStateSchema = z.object({
  qid: qidSchema,
  source: z.enum(SHEET_SOURCES),
  /** The Google Sheets link (`link`), else null. */
  sheet_url: z.string().nullable(),
  /** The uploaded file's original name, for the download (`upload`), else null. */
  file_name: z.string().nullable(),
  /** JSON text of the workbook as uploaded (Fortune-sheet sheets); null for a link or with `after`. */
  workbook_json: z.string().nullable(),
  /** The last seq stored. */
  version: z.number().int().nonnegative(),
  operations: z.array(sheetOperationBatchSchema),
  /** The server has the sheet and the expert has access (spec: `isSheetReady`). */
  is_ready: z.boolean(),
  /** Whether the caller may send operations now (the student during the discussion, the assigned expert until the end). */
  is_editable: z.boolean(),
});

/** `GET /api/sheets/{qid}` query. */
export const sheetStateQuerySchema = z.object({ after: z.coerce.number().int().nonnegative().optional() });

/** `/api/sheets/{qid}` path. */
export const sheetParamsSchema = z.object({ qid: z.coerce.number().int().positive() });

/** `POST /api/sheets/{qid}/operations`: one batch of the caller's operations, in the order they were made. */
export const sheetOperationsRequestSchema = z.object({
  client_batch_id: z.string().trim().min(1).max(64),
  ops_json: z.string().min(2).max(SHEET_OPS_BATCH_MAX_CHARS),
});

/** Answer to the POST: the batch's seq (the same seq again for a retried client_batch_id). */
export const sheetOperationsAnswerSchema = z.object({ seq: z.number().int().positive() });

/** Realtime `sheetOperationsAdded` on `presence-student-{uid}`: ops_json is null when too large; fetch with `after`. */
export const sheetOperationsAddedSchema = sheetOperationBatchSchema.extend({ qid: qidSchema, ops_json: z.string().nullable() });
