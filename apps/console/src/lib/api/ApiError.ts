import { ApiError } from '@photostudy/client';
import { ERRORS } from '@photostudy/contracts';

export { ApiError } from '@photostudy/client';

/** True when the error is the catalogue's QUESTION_TAKEN (another expert claimed first). */
export function isQuestionTaken(error: unknown): boolean {
  return error instanceof ApiError && error.code === ERRORS.QUESTION_TAKEN.code;
}

/** True for a 403 answer: the account may not use the expert API. */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
