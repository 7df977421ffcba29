import type { sheetStateSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import { epochS } from '../../core/clock';
import type { BatchRow, SheetHead } from './sheets.repository';

/** Wire shape of a sheet's state. */
export type SheetStateWire = z.infer<typeof sheetStateSchema>;
/** Wire shape of one stored batch. */
export type SheetBatchWire = SheetStateWire['operations'][number];

/** A stored batch on the wire (its operations as the JSON text they are kept in). */
export function presentBatch(row: BatchRow): SheetBatchWire {
  return {
    seq: row.seq,
    author_uid: row.authorId,
    client_batch_id: row.clientBatchId,
    ops_json: row.opsJson,
    created: epochS(row.createdAt),
  };
}

/**
 * A sheet's state: the workbook (null for a link or a tail read), the batches read, and the version, which is never
 * behind the last batch shown (a batch committed between the two reads is shown with its seq).
 */
export function presentSheetState(args: {
  sheet: SheetHead;
  sheetUrl: string | null;
  workbookJson: string | null;
  batches: BatchRow[];
  isReady: boolean;
  isEditable: boolean;
}): SheetStateWire {
  const { sheet, batches } = args;
  const lastSeq = batches.at(-1)?.seq ?? 0;
  return {
    qid: sheet.qid,
    source: sheet.source,
    sheet_url: sheet.source === 'link' ? args.sheetUrl : null,
    file_name: sheet.source === 'upload' ? sheet.fileName : null,
    workbook_json: args.workbookJson,
    version: Math.max(sheet.version, lastSeq),
    operations: batches.map(presentBatch),
    is_ready: args.isReady,
    is_editable: args.isEditable,
  };
}
