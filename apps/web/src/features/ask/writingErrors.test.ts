import { ERRORS, ERROR_TEXTS, OPEN_ASK_FLOW_STORE, toCamelDeep, type WritingInfo } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError, networkError, type ApiErrorBody } from '../../lib/api';
import { wireWritingInfo, wireWritingProblem } from '../../testing/writingFixtures';
import { classifyWritingFailure, hasOpenWritingProblem, reachedLimitOf } from './writingErrors';

const apiError = (status: number, body: Partial<ApiErrorBody> & Pick<ApiErrorBody, 'code'>) =>
  new ApiError(status, { message: 'm', ...body });
const info = (overrides: Record<string, unknown> = {}) => toCamelDeep(wireWritingInfo(overrides)) as unknown as WritingInfo;

describe('writing errors', () => {
  it('sorts the Writing codes of section 8 into their dialogs', () => {
    expect(classifyWritingFailure(apiError(409, { code: 'SESSION_IN_PROGRESS', message: ERROR_TEXTS.ONGOING_WRITING }))).toEqual({
      kind: 'ongoingWriting',
      message: ERROR_TEXTS.ONGOING_WRITING,
    });
    expect(classifyWritingFailure(apiError(429, { code: 'WEEKLY_LIMITATION', message: 'w' }))).toEqual({
      kind: 'limit',
      period: 'weekly',
      message: 'w',
    });
    expect(classifyWritingFailure(apiError(429, { code: 'MONTHLY_LIMITATION' }))).toMatchObject({ kind: 'limit', period: 'monthly' });
    expect(classifyWritingFailure(apiError(400, { code: 'PRIVACY_SETTINGS_INCORRECT', message: 'p' }))).toEqual({
      kind: 'privacy',
      message: 'p',
    });
  });

  it('keeps the out-of-balance modals of the ask (30400 opens the Store, 30402 never)', () => {
    expect(classifyWritingFailure(apiError(402, { code: 30400, title: 'T', body: 'B', action: OPEN_ASK_FLOW_STORE }))).toMatchObject({
      kind: 'outOfBalance',
      isCoppa: false,
      opensStore: true,
    });
    expect(classifyWritingFailure(apiError(402, { code: 30402, action: OPEN_ASK_FLOW_STORE }))).toMatchObject({
      kind: 'outOfBalance',
      isCoppa: true,
      opensStore: false,
    });
  });

  it('puts field refusals under their fields, and everything else in the general dialog', () => {
    expect(classifyWritingFailure(apiError(413, { code: ERRORS.WRITING_FILE_TOO_LARGE.code }))).toEqual({
      kind: 'field',
      field: 'document',
      text: 'fileTooLarge',
    });
    expect(classifyWritingFailure(apiError(415, { code: ERRORS.WRITING_FILE_TYPE.code }))).toMatchObject({ text: 'fileType' });
    expect(classifyWritingFailure(apiError(400, { code: ERRORS.INVALID_GOOGLE_DOCS_LINK.code }))).toMatchObject({ text: 'linkInvalid' });
    expect(classifyWritingFailure(apiError(400, { code: ERRORS.INVALID_EMAIL.code }))).toMatchObject({ field: 'email' });
    expect(classifyWritingFailure(apiError(400, { code: 'VALIDATION_FAILED', fields: { url: 'bad' } }))).toMatchObject({
      field: 'document',
      text: 'linkInvalid',
    });
    expect(classifyWritingFailure(apiError(400, { code: 400, openQuestionIds: [3] }))).toEqual({ kind: 'general', message: 'm' });
    expect(classifyWritingFailure(networkError())).toEqual({ kind: 'general' });
  });

  it('reads the open problem and the reached limits from the writing info', () => {
    expect(hasOpenWritingProblem(info())).toBe(false);
    expect(hasOpenWritingProblem(info({ question: wireWritingProblem() }))).toBe(true);
    expect(hasOpenWritingProblem(info({ blocked_by: 'WRITING_IN_PROGRESS' }))).toBe(true);
    expect(reachedLimitOf(info({ blocked_by: 'WEEKLY_LIMITATION' }))).toBe('weekly');
    expect(reachedLimitOf(info({ blocked_by: 'MONTHLY_LIMITATION' }))).toBe('monthly');
    expect(reachedLimitOf(info({ blocked_by: 'OUT_OF_BALANCE' }))).toBeNull();
  });
});
