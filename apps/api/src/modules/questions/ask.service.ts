import {
  ASK_ERROR_TEXTS,
  type askPayloadSchema,
  ERRORS,
  FEATURES,
  OPEN_ASK_FLOW_STORE,
  QUESTION_DESCRIPTION_MAX_CHARS,
  QUESTION_DESCRIPTION_MIN_CHARS,
  STUDENT_PRIVATE_EVENTS,
} from '@photostudy/contracts';
import type { DbExecutor, Transaction } from '@photostudy/db';
import type { z } from 'zod';
import { AppError, appError } from '../../errors/app-error';
import type { RequestAccount } from '../../plugins/authenticate';
import { chatModeration } from '../moderation/moderation.service';
import type { FileStore } from '../uploads/file-store';
import {
  checkSheetsLink,
  type PreparedFile,
  prepareQuestionImage,
  prepareSheetFile,
  recordFile,
  type SavedFile,
  saveFileBytes,
  type UploadedPart,
} from '../uploads/uploads.service';
import { type EngineContext, transact } from './engine-context';
import { addSeconds } from '../../core/clock';
import { insertAskedQuestion } from './ask.repository';
import { isOver, matchWindowS, offerAfter, publishSheetAccess, scheduleMatchWindow } from './question.lifecycle';
import type { QuestionWire } from './question.presenter';
import {
  findOpenQuestions,
  insertQuestion,
  lockQuestion,
  nextQuestionId,
  type QuestionRow,
  type QuestionView,
  updateQuestion,
} from './question.repository';
import { presentAsked, presentQuestionById } from './question.service';
import { isStrictChat } from './question-access';

/** The ask call: its text fields and optional files. */
export interface AskInput {
  fields: z.infer<typeof askPayloadSchema>;
  image?: UploadedPart | undefined;
  sheet?: UploadedPart | undefined;
}

/** Who asks: the caller's account as the request's token check read it (no second read of the account). */
export type Asker = Pick<RequestAccount, 'id' | 'basics'>;

/** Out of balance: 30400 with the store action, or 30402 (not closable, no store) for User-ID accounts. */
export function outOfBalanceError(authType: string): AppError {
  if (authType === 'user_id') return appError('OUT_OF_BALANCE_COPPA', { body: ERRORS.OUT_OF_BALANCE_COPPA.message, action_text: 'OK' });
  return appError('OUT_OF_BALANCE', { body: ERRORS.OUT_OF_BALANCE.message, action: OPEN_ASK_FLOW_STORE, action_text: 'Go to Store' });
}

/** One open STEM/Business question at a time: 400 with the open question ids. */
export function openQuestionError(ids: number[]): AppError {
  return appError('OPEN_QUESTION_EXISTS', { open_question_ids: ids });
}

/**
 * An ask's refusals, in spec 001's order: no session left (`outOfBalanceError`), then an open question (with its ids).
 * Checked before files are stored (without the lock), and under the lock when the ask's statement wrote nothing.
 */
async function refuseUnpaidOrOpen(ctx: EngineContext, db: DbExecutor, caller: Asker): Promise<void> {
  if ((await ctx.ledger.balance(db, caller.id)).sessionCount < 1) throw outOfBalanceError(caller.basics.authType);
  const open = await findOpenQuestions(db, caller.id);
  if (open.length) throw openQuestionError(open.map((o) => o.id));
}

function sheetRefused(subjectGroup: string): never {
  const message = subjectGroup === 'business' ? ASK_ERROR_TEXTS.SHEET_NOT_ALLOWED_BUSINESS : ASK_ERROR_TEXTS.SHEET_NOT_ALLOWED;
  throw appError('VALIDATION_FAILED', { message, fields: { sheet: message } });
}

/** An uploaded workbook read for a new question (opaque to the engine: the sheets module reads and records it). */
export interface ReadWorkbook {
  readonly fileName: string;
}

/** The live spreadsheet of an ask (`modules/sheets`, above the engine: the composition root wires it in). */
export interface AskSheets {
  /** Reads an uploaded workbook before anything is stored: SHEET_UNREADABLE or SHEET_TOO_LARGE (field `sheet`). */
  read(file: PreparedFile): Promise<ReadWorkbook>;
  /** Records the new question's sheet in the ask's transaction: the workbook read, or the Google Sheets link. */
  record(tx: Transaction, qid: number, sheet: ReadWorkbook | 'link'): Promise<void>;
  /** Gives a free repost the sheet of the question it repeats, as it was uploaded. */
  copy(tx: Transaction, fromQid: number, toQid: number): Promise<void>;
}

/** What others do for an ask; the composition root wires them (the engine imports none of them). */
export interface AskHooks {
  /** A User-ID (child) account was refused for want of sessions (30402): its parents may be offered some. */
  childOutOfSessions?: (accountId: number) => Promise<void>;
  /** The question's live spreadsheet, when the ask brings a workbook or a link. */
  sheets: AskSheets;
}

/** Asking (`POST /api/questions`) and free reposts (`POST /api/questions/{qid}/reposts`). */
export class AskService {
  constructor(
    private readonly ctx: EngineContext,
    private readonly store: FileStore,
    private readonly hooks: AskHooks,
  ) {}

  /** `POST /api/questions`: see `askOnce`; a 30402 refusal is also told to the out-of-sessions hook. */
  async ask(caller: Asker, input: AskInput): Promise<QuestionWire> {
    try {
      return await this.askOnce(caller, input);
    } catch (err) {
      // 30402 is thrown before anything commits (no after-commit event runs), so the hook is called here; it never
      // changes the answer.
      if (err instanceof AppError && err.errorName === 'OUT_OF_BALANCE_COPPA' && this.hooks.childOutOfSessions)
        await this.hooks
          .childOutOfSessions(caller.id)
          .catch((hookErr: unknown) => this.ctx.log.error({ err: hookErr, accountId: caller.id }, 'out-of-sessions hook failed'));
      throw err;
    }
  }

  /**
   * Validates everything of spec 001 section 5 on the server (an uploaded workbook is read into the live sheet's
   * format here, before anything is written), stores the files, then in ONE transaction: the ledger's account lock (so
   * racing asks on a balance of one give one question and one 30400), then one statement that checks the balance and the
   * open question and writes the question `connecting`, its debit and its match window (`insertAskedQuestion`), then the
   * question's files and sheet.
   * After commit the question is offered to the matching experts online.
   */
  private async askOnce(caller: Asker, input: AskInput): Promise<QuestionWire> {
    const { ctx } = this;
    const { fields } = input;
    const { id: accountId, basics: account } = caller;
    if (!account.features.includes(FEATURES.STEM_SUBJECT))
      throw appError('FORBIDDEN', { message: 'Asking STEM and Business questions is not enabled for this account.' });

    const title = fields.title.trim();
    if (title.length < QUESTION_DESCRIPTION_MIN_CHARS || title.length > QUESTION_DESCRIPTION_MAX_CHARS)
      throw appError('INVALID_DESCRIPTION_LENGTH');
    const { subject, mindset } = await ctx.catalog.subjectAndMindset(fields.subject_id, fields.mindset_id);
    if (!subject) throw appError('VALIDATION_FAILED', { fields: { subject_id: 'Unknown subject.' } });
    if (!mindset) throw appError('VALIDATION_FAILED', { fields: { mindset_id: 'Unknown mindset.' } });

    const sheetUrl = fields.sheet_url?.trim() || null;
    if ((input.sheet || sheetUrl) && !subject.allowSpreadsheet) sheetRefused(subject.subjectGroup);
    if (input.sheet && sheetUrl)
      throw appError('VALIDATION_FAILED', {
        message: ASK_ERROR_TEXTS.SHEET_FILE_AND_LINK,
        fields: { sheet: ASK_ERROR_TEXTS.SHEET_FILE_AND_LINK },
      });
    const checkedSheetUrl = sheetUrl ? checkSheetsLink(sheetUrl) : null;
    const image = input.image ? await prepareQuestionImage(input.image) : null;
    const sheet = input.sheet ? prepareSheetFile(input.sheet) : null;
    const workbook = sheet ? await this.hooks.sheets.read(sheet) : null;

    // Cheap early answers before files are stored, in the order of the locked checks below (balance, then open
    // question); both are checked again under the lock, which is all an ask without files needs (issue 19: two
    // statements and two pool turns less per ask).
    if (image || sheet) await refuseUnpaidOrOpen(ctx, ctx.db, caller);

    // The question as written, its subject and its author as read: the ask's answer and its offer read nothing again.
    const askedView = (q: QuestionRow): QuestionView => ({
      q,
      subjectTitle: subject.title,
      subjectGroup: subject.subjectGroup,
      author: { id: accountId, name: account.name, avatar: account.avatarUrl, authType: account.authType },
      expert: null,
    });

    const saved: { file: PreparedFile; saved: SavedFile }[] = [];
    let asked: QuestionRow;
    try {
      for (const file of [image, sheet]) if (file) saved.push({ file, saved: await saveFileBytes(this.store, file) });
      const imageFile = image ? saved.find((s) => s.file === image)?.saved : undefined;
      const sheetFile = sheet ? saved.find((s) => s.file === sheet)?.saved : undefined;
      const isStrict = isStrictChat(account.authType);
      asked = await transact(ctx, async (tx, scope) => {
        // The account lock, then one statement: the balance and the open question checked, the question, its debit and
        // its match window written (issue 19); refused, nothing is written and the same checks say why.
        if (!(await ctx.ledger.lockAccount(tx, accountId))) throw outOfBalanceError(account.authType);
        const moderated = chatModeration.check(title, isStrict);
        const q = await insertAskedQuestion(tx, {
          authorId: accountId,
          subjectId: subject.id,
          title: moderated.text,
          mindsetId: mindset.id,
          mindsetTitle: mindset.title,
          lang: fields.lang,
          allowSpreadsheet: subject.allowSpreadsheet,
          sheetUrl: checkedSheetUrl,
          sheetFileId: sheetFile?.id ?? null,
          isSheetReady: Boolean(checkedSheetUrl || sheetFile),
          attachmentUrl: null,
          attachmentFileId: imageFile?.id ?? null,
          attachmentSize: imageFile?.sizeBytes ?? null,
          isRepost: false,
          previousQuestionIds: [],
          matchWindowDueAt: addSeconds(ctx.clock.now(), matchWindowS(ctx, null)),
        });
        if (!q) {
          await refuseUnpaidOrOpen(ctx, tx, caller);
          throw new Error(`the ask of account ${accountId} was refused by its statement but by none of its checks`);
        }
        for (const s of saved) await recordFile(tx, s.saved, s.file, accountId, q.id);
        if (workbook || checkedSheetUrl) await this.hooks.sheets.record(tx, q.id, workbook ?? 'link');
        if (moderated.findings.length)
          await chatModeration.record(tx, { questionId: q.id, accountId, field: 'title', isStrict }, moderated.findings);
        offerAfter(ctx, scope, q, [], { isJustAsked: true, view: askedView(q) });
        scope.emit('question.asked', { qid: q.id, authorId: accountId, subjectId: q.subjectId, isRepost: false });
        return q;
      });
    } catch (err) {
      for (const s of saved) await this.store.delete(s.saved.storageKey).catch(() => undefined);
      throw err;
    }
    return presentAsked(ctx, askedView(asked));
  }

  /**
   * Free repost of a low-rated session: a new question in the same thread (`previous_question_ids`),
   * no debit, a ledger row of reason 'repost' with delta 0 for the audit trail, offered like an ask. Its sheet starts
   * again from the upload (the earlier session's edits stay with that session); the student hears that it waits for
   * an expert (`spreadsheetPermissionUpdating`).
   */
  async repost(accountId: number, qid: number): Promise<QuestionWire> {
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await lockQuestion(tx, qid);
      if (!q || q.authorId !== accountId || q.isSample) throw appError('SESSION_NOT_FOUND');
      // Serialises with asks of the same student (they take the same account lock through the ledger).
      await ctx.ledger.lockAccount(tx, accountId);
      const isEligible =
        isOver(q) && q.answered && q.answerPoint >= 1 && q.answerPoint <= 2 && !q.isRepost && q.repostedAsId === null && !q.flagged;
      if (!isEligible) throw appError('CONFLICT', { message: 'This session cannot be reposted.' });
      const open = await findOpenQuestions(tx, accountId);
      if (open.length) throw openQuestionError(open.map((o) => o.id));
      const repost = await insertQuestion(tx, {
        id: await nextQuestionId(tx),
        authorId: q.authorId,
        subjectId: q.subjectId,
        title: q.title,
        mindsetId: q.mindsetId,
        mindsetTitle: q.mindsetTitle,
        lang: q.lang,
        allowSpreadsheet: q.allowSpreadsheet,
        sheetUrl: q.sheetUrl,
        sheetFileId: q.sheetFileId,
        isSheetReady: q.isSheetReady,
        attachmentUrl: q.attachmentUrl,
        attachmentFileId: q.attachmentFileId,
        attachmentSize: q.attachmentSize,
        isRepost: true,
        threadRootId: q.threadRootId ?? q.id,
        previousQuestionIds: [...q.previousQuestionIds, q.id],
      });
      await updateQuestion(tx, q.id, { repostedAsId: repost.id, updatedAt: ctx.clock.now() });
      if (repost.isSheetReady) await this.hooks.sheets.copy(tx, q.id, repost.id);
      publishSheetAccess(ctx, scope, repost, STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdating);
      await ctx.ledger.recordRepost(tx, accountId, repost.id, `free repost of question ${q.id}`);
      await scheduleMatchWindow(ctx, tx, repost, false);
      offerAfter(ctx, scope, repost);
      scope.emit('question.asked', { qid: repost.id, authorId: accountId, subjectId: repost.subjectId, isRepost: true });
      return presentQuestionById(ctx, tx, repost.id);
    });
  }
}
