import {
  CHANNELS,
  type sheetOperationsAnswerSchema,
  type sheetOperationsRequestSchema,
  SHEET_OPS_INLINE_MAX_CHARS,
  STUDENT_PRESENCE_EVENTS,
} from '@photostudy/contracts';
import type { Database, Transaction } from '@photostudy/db';
import type { WorkbookSheet } from '@photostudy/workbook';
import type { z } from 'zod';
import { type Clock, epochS } from '../../core/clock';
import type { UnitOfWork } from '../../core/unit-of-work';
import { appError } from '../../errors/app-error';
import type { RequestAccount } from '../../plugins/authenticate';
import type { AskSheets, ReadWorkbook } from '../questions/ask.service';
import { isSheetReady } from '../questions/question-access';
import { findQuestion, lockQuestion, type QuestionRow } from '../questions/question.repository';
import type { PreparedFile } from '../uploads/uploads.service';
import { canReadSheet, editRefusal } from './sheet-access';
import { importWorkbook } from './sheet-import';
import { parseSheetOperations } from './sheet-operations';
import { presentSheetState, type SheetStateWire } from './sheets.presenter';
import {
  copySheet,
  findBatchByClientId,
  findSheetHead,
  findSheetWithWorkbook,
  insertBatch,
  insertSheet,
  listBatches,
  nextSeq,
  type SheetHead,
} from './sheets.repository';

/** An uploaded workbook, read at ask time. */
interface ImportedWorkbook extends ReadWorkbook {
  readonly sheets: WorkbookSheet[];
}

type Caller = Pick<RequestAccount, 'id' | 'role'>;
type OperationsInput = z.infer<typeof sheetOperationsRequestSchema>;

const EDIT_MESSAGES: Partial<Record<string, string>> = {
  FORBIDDEN: 'Admins may read the spreadsheet, not edit it.',
  CONFLICT: 'This spreadsheet is a Google Sheets link: it is edited in Google Sheets.',
};

/**
 * The live spreadsheet of a session (issue 18): the workbook imported at ask time, and the batches of operations the
 * student and the assigned expert send, each given the next seq of the sheet under its row lock, stored, and sent to
 * both on the student's presence channel after commit. The server checks who may read and write and the operations'
 * shape and size; it never applies them (clients rebuild the sheet: the workbook, then every batch in seq order).
 */
export class SheetsService implements AskSheets {
  constructor(private readonly deps: { db: Database; work: UnitOfWork; clock: Clock; log: { warn(obj: object, msg: string): void } }) {}

  /** The ask's upload read into the sheet's format, before anything is stored (SHEET_UNREADABLE, SHEET_TOO_LARGE). */
  async read(file: PreparedFile): Promise<ImportedWorkbook> {
    return { fileName: file.originalName, sheets: await importWorkbook(file, this.deps.log) };
  }

  /** The new question's sheet, in the ask's transaction. */
  async record(tx: Transaction, qid: number, sheet: ImportedWorkbook | 'link'): Promise<void> {
    const createdAt = this.deps.clock.now();
    if (sheet === 'link') await insertSheet(tx, { qid, source: 'link', workbook: null, fileName: null, createdAt });
    else await insertSheet(tx, { qid, source: 'upload', workbook: sheet.sheets, fileName: sheet.fileName, createdAt });
  }

  /** A free repost's sheet: the repeated question's, as uploaded. */
  async copy(tx: Transaction, fromQid: number, toQid: number): Promise<void> {
    await copySheet(tx, fromQid, toQid, this.deps.clock.now());
  }

  // The question for a reader of its sheet; anyone else is told the session does not exist.
  private readable(q: QuestionRow | null, caller: Caller): QuestionRow {
    if (!q || !canReadSheet(q, caller)) throw appError('SESSION_NOT_FOUND');
    return q;
  }

  /**
   * `GET /api/sheets/{qid}`: the workbook as uploaded and every batch, or with `after` only the later batches (no
   * workbook), with whether the sheet is ready and whether the caller may edit it now.
   */
  async state(caller: Caller, qid: number, after?: number): Promise<SheetStateWire> {
    const { db } = this.deps;
    const q = this.readable(await findQuestion(db, qid), caller);
    const isTail = after !== undefined;
    const sheet: (SheetHead & { workbookJson: string | null }) | null = isTail
      ? await findSheetHead(db, qid).then((h) => h && { ...h, workbookJson: null })
      : await findSheetWithWorkbook(db, qid);
    if (!sheet) throw appError('SHEET_NOT_FOUND');
    const batches = sheet.source === 'upload' ? await listBatches(db, qid, after ?? 0) : [];
    return presentSheetState({
      sheet,
      sheetUrl: q.sheetUrl,
      workbookJson: sheet.workbookJson,
      batches,
      isReady: isSheetReady(q),
      isEditable: editRefusal(q, sheet, caller) === null,
    });
  }

  /**
   * `POST /api/sheets/{qid}/operations`: one batch, stored under the sheet's next seq. The question row is locked
   * first (the session's end cannot slip between the check and the insert), then the sheet's version is raised (its
   * row lock orders the writers). A client id already stored answers its seq again without a new row.
   */
  async addOperations(caller: Caller, qid: number, input: OperationsInput): Promise<z.infer<typeof sheetOperationsAnswerSchema>> {
    const opsJson = parseSheetOperations(input.ops_json);
    const clientBatchId = input.client_batch_id;
    return this.deps.work.run(async (scope) => {
      const { tx } = scope;
      const q = this.readable(await lockQuestion(tx, qid), caller);
      const sheet = await findSheetHead(tx, qid);
      if (!sheet) throw appError('SHEET_NOT_FOUND');
      const stored = await findBatchByClientId(tx, qid, clientBatchId);
      if (stored) {
        if (stored.authorId !== caller.id) throw appError('CONFLICT', { message: 'This batch id was already used.' });
        return { seq: stored.seq };
      }
      const refusal = editRefusal(q, sheet, caller);
      if (refusal) throw appError(refusal, EDIT_MESSAGES[refusal] ? { message: EDIT_MESSAGES[refusal] } : {});
      const seq = await nextSeq(tx, qid);
      const createdAt = this.deps.clock.now();
      await insertBatch(tx, { qid, seq, authorId: caller.id, clientBatchId, opsJson, createdAt });
      scope.publish(CHANNELS.presenceStudent(q.authorId), STUDENT_PRESENCE_EVENTS.sheetOperationsAdded, {
        qid,
        seq,
        author_uid: caller.id,
        client_batch_id: clientBatchId,
        ops_json: opsJson.length <= SHEET_OPS_INLINE_MAX_CHARS ? opsJson : null,
        created: epochS(createdAt),
      });
      return { seq };
    });
  }
}
