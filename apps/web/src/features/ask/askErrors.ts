import { ERRORS, OPEN_ASK_FLOW_STORE } from '@photostudy/contracts';
import { isApiError } from '../../lib/api';

/** What the ask form shows for a failed ask (spec 001 section 8). */
export type AskFailure =
  | { kind: 'outOfBalance'; isCoppa: boolean; title?: string; body?: string; actionText?: string; opensStore: boolean }
  | { kind: 'ongoing'; qid: number | null }
  | { kind: 'transactionFailed' }
  | { kind: 'description'; reason: 'length' | 'content' }
  | { kind: 'sheet'; message: string }
  | { kind: 'general'; message?: string };

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
  if (code === ERRORS.VALIDATION_FAILED.code && fields?.sheet) return { kind: 'sheet', message: fields.sheet };
  return { kind: 'general', message: text(body.message) };
}
