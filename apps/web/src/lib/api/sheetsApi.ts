import { sheetOperationsAnswerSchema, sheetStateSchema } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/**
 * A session's live spreadsheet as the student reads it. `workbookJson` and each batch's `opsJson` stay JSON text: the
 * spreadsheet component's keys mix cases and must reach the sync untouched by the camelCase conversion.
 */
export type SheetState = Awaited<ReturnType<typeof getSheetState>>;

/** One batch of the student's own spreadsheet edits, as sent. */
export interface SheetOperationsBatch {
  /** The sender's id of the batch: a retried POST is stored once. */
  clientBatchId: string;
  /** JSON text of the component's operations, in the order they were made. */
  opsJson: string;
}

/**
 * `GET /api/sheets/{qid}`: the workbook as uploaded and every batch since; with `after`, only the batches after that
 * seq (no workbook), which is how a missed realtime batch is fetched.
 */
export function getSheetState(qid: number, after?: number, signal?: AbortSignal) {
  return apiRequest(`/sheets/${qid}`, { query: { after }, schema: sheetStateSchema, signal });
}

/** `POST /api/sheets/{qid}/operations`: stores one batch; answers its seq (the same seq again for a retried batch). */
export async function postSheetOperations(qid: number, batch: SheetOperationsBatch): Promise<number> {
  return (await apiRequest(`/sheets/${qid}/operations`, { method: 'POST', body: batch, schema: sheetOperationsAnswerSchema })).seq;
}
