import { ERRORS, ERROR_TEXTS } from '@photostudy/contracts';

/** An error body as the console sees it: camelCase keys, always a code and a message. */
export interface ApiErrorBody extends Record<string, unknown> {
  code: number | string;
  message: string;
}

/** Any failed call: a non-2xx answer (status and body with `code`) or a network failure (status 0). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.status = status;
    this.body = body;
  }

  /** The catalogue code of the answer (number or name). */
  get code(): number | string {
    return this.body.code;
  }
}

/** The error raised when fetch itself fails. */
export function networkError(): ApiError {
  return new ApiError(0, { code: ERRORS.APPLICATION_ERROR.code, message: ERROR_TEXTS.GENERAL });
}

/** True when the error is the catalogue's QUESTION_TAKEN (another expert claimed first). */
export function isQuestionTaken(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.QUESTION_TAKEN.code;
}

/** True for a 403 answer: the account may not use the expert API. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
