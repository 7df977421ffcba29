import { RATING_MAX_POINT, RATING_MIN_POINT, RATING_REASON_REQUIRED_MAX_POINT, WRITING_RATING_REASONS } from '@photostudy/contracts';

/** A reason of the Writing rating page: 4 bad explanation, 5 took too long, 0 none (spec 000 sections 3 and 5). */
export type WritingRatingReason = (typeof WRITING_RATING_REASONS)[keyof typeof WRITING_RATING_REASONS];

/** The two reasons a low score may give, in the order the page shows them. */
export const LOW_SCORE_REASONS = [WRITING_RATING_REASONS.BAD_EXPLANATION, WRITING_RATING_REASONS.TOOK_TOO_LONG] as const;

/** True for a score the page may send: an integer from 1 to 5. */
function isValidPoint(point: number): boolean {
  return Number.isInteger(point) && point >= RATING_MIN_POINT && point <= RATING_MAX_POINT;
}

/** Scores 1 and 2 need a reason. */
export function needsReason(point: number): boolean {
  return isValidPoint(point) && point <= RATING_REASON_REQUIRED_MAX_POINT;
}

/** The reason kept after choosing a score: 3 or more clears it. */
export function reasonAfterPoint(point: number, reason: WritingRatingReason): WritingRatingReason {
  return needsReason(point) ? reason : WRITING_RATING_REASONS.NONE;
}

/** Confirm is enabled for a score 1-5, and for 1 or 2 only with reason 4 or 5. */
export function canConfirmRating(point: number, reason: WritingRatingReason): boolean {
  if (!isValidPoint(point)) return false;
  return needsReason(point) ? reason !== WRITING_RATING_REASONS.NONE : true;
}
