import { ERRORS, ERROR_TEXTS, type Camelize, type ErrorBody } from '@photostudy/contracts';

/** An error body as the client sees it: camelCase keys, always a code and a message, plus the answer's extra fields. */
export type ApiErrorBody = Camelize<ErrorBody> & Record<string, unknown>;

/** Status used when no HTTP answer arrived at all (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_STATUS = 0;

/** Any failed call: a non-2xx answer (status and body with the catalogued `code`) or a network failure (status 0). */
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

  /** True when the call never reached the server. */
  get isNetworkError(): boolean {
    return this.status === NETWORK_ERROR_STATUS;
  }
}

/** The error raised when fetch itself fails: the spec's general fallback text. */
export function networkError(): ApiError {
  return new ApiError(NETWORK_ERROR_STATUS, { code: ERRORS.APPLICATION_ERROR.code, message: ERROR_TEXTS.GENERAL });
}

/** Type guard for {@link ApiError}. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
