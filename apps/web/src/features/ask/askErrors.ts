import { ASK_ERROR_TEXTS, ERRORS, OPEN_ASK_FLOW_STORE } from '@photostudy/contracts';
import { isApiError } from '../../lib/api';

/** What the ask form shows for a failed ask (spec 001 section 8). */
export type AskFailure =
  | { kind: 'outOfBalance'; isCoppa: boolean; title?: string; body?: string; actionText?: string; opensStore: boolean }
  | { kind: 'ongoing'; qid: number | null }
  | { kind: 'transactionFailed' }
  | { kind: 'description'; reason: 'length' | 'content' }
  | { kind: 'sheet'; text: SheetRefusalText | null; message: string }
  | { kind: 'general'; message?: string };

/** Which `ask.*` text a refusal of the spreadsheet shows (the server words it in English only). */
export type SheetRefusalText =
  | 'sheetUnreadable'
  | 'sheetTooBig'
  | 'sheetTypeError'
  | 'sheetLinkInvalid'
  | 'sheetNotAllowedBusiness'
  | 'sheetNotAllowed'
  | 'sheetFileAndLink';

/** Refusals of the workbook itself, by catalogue code: the server opened the file and could not use it. */
const SHEET_CODES: Partial<Record<string | number, SheetRefusalText>> = {
  [ERRORS.SHEET_UNREADABLE.code]: 'sheetUnreadable',
  [ERRORS.SHEET_TOO_LARGE.code]: 'sheetTooBig',
};

/** The sentences of VALIDATION_FAILED's `sheet`/`sheet_url` fields, each with its translated text. */
const SHEET_FIELD_TEXTS: Record<string, SheetRefusalText> = {
  [ASK_ERROR_TEXTS.SHEET_TYPE]: 'sheetTypeError',
  [ASK_ERROR_TEXTS.INVALID_SHEETS_LINK]: 'sheetLinkInvalid',
  [ASK_ERROR_TEXTS.SHEET_NOT_ALLOWED_BUSINESS]: 'sheetNotAllowedBusiness',
  [ASK_ERROR_TEXTS.SHEET_NOT_ALLOWED]: 'sheetNotAllowed',
  [ASK_ERROR_TEXTS.SHEET_FILE_AND_LINK]: 'sheetFileAndLink',
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** Sorts a failed `POST /api/questions` into the modal or inline message the spec asks for. */
export function classifyAskFailure(error: unknown): AskFailure {
  if (!isApiError(error) || error.isNetworkError) return { kind: 'general' };
  const { code, body } = error;
  if (code === ERRORS.OUT_OF_BALANCE.code || code === ERRORS.OUT_OF_BALANCE_COPPA.code || code === ERRORS.INSUFFICIENT_BALANCE.code) {
    const isCoppa = code === ERRORS.OUT_OF_BALANCE_COPPA.code;
    return {
      kind: 'outOfBalance',
      isCoppa,
      title: text(body.title),
      body: text(body.body) ?? text(body.message),
      actionText: text(body.actionText),
      opensStore: !isCoppa && body.action === OPEN_ASK_FLOW_STORE,
    };
  }
  if (code === ERRORS.OPEN_QUESTION_EXISTS.code && Array.isArray(body.openQuestionIds)) {
    const [qid] = body.openQuestionIds as number[];
    return { kind: 'ongoing', qid: typeof qid === 'number' ? qid : null };
  }
  if (code === ERRORS.TRANSACTION_FAILED.code || code === ERRORS.FAILED_TRANSACTION.code) return { kind: 'transactionFailed' };
  if (code === ERRORS.INVALID_DESCRIPTION_LENGTH.code) return { kind: 'description', reason: 'length' };
  if (code === ERRORS.INVALID_DESCRIPTION_CONTENT.code) return { kind: 'description', reason: 'content' };
  const fields = body.fields as Record<string, string> | undefined;
  const sheetCode = SHEET_CODES[code];
  if (sheetCode) return { kind: 'sheet', text: sheetCode, message: fields?.sheet ?? text(body.message) ?? '' };
  const sheetField = fields?.sheet ?? fields?.sheetUrl;
  if (code === ERRORS.VALIDATION_FAILED.code && sheetField)
    return { kind: 'sheet', text: SHEET_FIELD_TEXTS[sheetField] ?? null, message: sheetField };
  return { kind: 'general', message: text(body.message) };
}
