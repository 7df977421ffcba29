import { sheetOperationsAnswerSchema, sheetStateSchema } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** One batch of the expert's own spreadsheet edits, as sent. */
export interface SheetOperationsBatch {
  /** The sender's id of the batch: a retried POST is stored once. */
  clientBatchId: string;
  /** JSON text of the component's operations, in the order they were made. */
  opsJson: string;
}

/**
 * The live spreadsheet of a session (the assigned expert's, or any for an admin). `workbookJson` and each batch's
 * `opsJson` stay JSON text: the spreadsheet component's keys mix cases and must reach the sync untouched by the
 * camelCase conversion.
 */
export const sheetsApi = {
  /** `GET /api/sheets/{qid}`: the workbook and every batch; with `after`, only the batches after that seq (no workbook). */
  state: (qid: number, after?: number, signal?: AbortSignal) =>
    apiRequest(`/sheets/${qid}`, { query: { after }, schema: sheetStateSchema, signal }),
  /** `POST /api/sheets/{qid}/operations`: stores one batch; answers its seq (the same again for a retried batch). */
  postOperations: async (qid: number, batch: SheetOperationsBatch): Promise<number> =>
    (await apiRequest(`/sheets/${qid}/operations`, { method: 'POST', body: batch, schema: sheetOperationsAnswerSchema })).seq,
};

/** A session's spreadsheet as the console reads it. */
export type SheetState = Awaited<ReturnType<typeof sheetsApi.state>>;
