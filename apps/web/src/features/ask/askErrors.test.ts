import { ERRORS, OPEN_ASK_FLOW_STORE } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError, type ApiErrorBody } from '../../lib/api';
import { classifyAskFailure } from './askErrors';

const apiError = (status: number, body: ApiErrorBody) => new ApiError(status, body);

describe('classifyAskFailure', () => {
  it('reads the out-of-balance modals from the server answer (30400 opens the store, 30402 is COPPA)', () => {
    expect(
      classifyAskFailure(
        apiError(402, {
          code: 30400,
          message: 'm',
          title: 'Out of sessions',
          body: 'No sessions left.',
          action: OPEN_ASK_FLOW_STORE,
          actionText: 'Go to Store',
        }),
      ),
    ).toEqual({
      kind: 'outOfBalance',
      isCoppa: false,
      title: 'Out of sessions',
      body: 'No sessions left.',
      actionText: 'Go to Store',
      opensStore: true,
    });
    const coppa = classifyAskFailure(apiError(402, { code: 30402, message: 'm', title: 'Out', body: 'Ask your admin.', actionText: 'OK' }));
    expect(coppa).toMatchObject({ kind: 'outOfBalance', isCoppa: true, opensStore: false, body: 'Ask your admin.' });
  });

  it('sends an open question to the ongoing-session modal with its qid', () => {
    expect(classifyAskFailure(apiError(400, { code: 400, message: ERRORS.OPEN_QUESTION_EXISTS.message, openQuestionIds: [42] }))).toEqual({
      kind: 'ongoing',
      qid: 42,
    });
  });

  it('knows transaction failures, description refusals and sheet refusals', () => {
    expect(classifyAskFailure(apiError(402, { code: 40402, message: 'x' }))).toEqual({ kind: 'transactionFailed' });
    expect(classifyAskFailure(apiError(402, { code: 'FAILED_TRANSACTION', message: 'x' }))).toEqual({ kind: 'transactionFailed' });
    expect(classifyAskFailure(apiError(400, { code: 'INVALID_DESCRIPTION_LENGTH', message: 'x' }))).toEqual({
      kind: 'description',
      reason: 'length',
    });
    expect(classifyAskFailure(apiError(400, { code: 'INVALID_DESCRIPTION_CONTENT', message: 'x' }))).toEqual({
      kind: 'description',
      reason: 'content',
    });
    expect(
      classifyAskFailure(
        apiError(400, {
          code: 'VALIDATION_FAILED',
          message: 'Sheet cannot be used with Business subject',
          fields: { sheet: 'Sheet cannot be used with Business subject' },
        }),
      ),
    ).toEqual({ kind: 'sheet', text: 'sheetNotAllowedBusiness', message: 'Sheet cannot be used with Business subject' });
  });

  it("names the workbook refusals (SHEET_UNREADABLE, SHEET_TOO_LARGE) and the link's field for the sheet input", () => {
    expect(
      classifyAskFailure(
        apiError(400, { code: 'SHEET_UNREADABLE', message: ERRORS.SHEET_UNREADABLE.message, fields: { sheet: 'Unreadable.' } }),
      ),
    ).toEqual({ kind: 'sheet', text: 'sheetUnreadable', message: 'Unreadable.' });
    expect(classifyAskFailure(apiError(413, { code: 'SHEET_TOO_LARGE', message: ERRORS.SHEET_TOO_LARGE.message }))).toEqual({
      kind: 'sheet',
      text: 'sheetTooBig',
      message: ERRORS.SHEET_TOO_LARGE.message,
    });
    expect(
      classifyAskFailure(apiError(400, { code: 'VALIDATION_FAILED', message: 'x', fields: { sheetUrl: 'Invalid Google Sheets link.' } })),
    ).toEqual({ kind: 'sheet', text: 'sheetLinkInvalid', message: 'Invalid Google Sheets link.' });
    expect(classifyAskFailure(apiError(400, { code: 'VALIDATION_FAILED', message: 'x', fields: { sheet: 'Something new.' } }))).toEqual({
      kind: 'sheet',
      text: null,
      message: 'Something new.',
    });
  });

  it('falls back to the server message, and to the general text without one', () => {
    expect(classifyAskFailure(apiError(403, { code: 'FORBIDDEN', message: 'Not enabled.' }))).toEqual({
      kind: 'general',
      message: 'Not enabled.',
    });
    expect(classifyAskFailure(networkError())).toEqual({ kind: 'general' });
    expect(classifyAskFailure(new Error('boom'))).toEqual({ kind: 'general' });
  });
});
