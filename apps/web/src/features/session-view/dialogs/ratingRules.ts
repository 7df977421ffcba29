import {
  OTHER_FEEDBACK_MAX_CHARS,
  RATING_MAX_POINT,
  RATING_MIN_POINT,
  RATING_REASON_REQUIRED_MAX_POINT,
  type RatingReason,
  type RatingSubmission,
} from '@photostudy/contracts';

/**
 * Steps of the rating dialog (spec 001 section 4, Rating flow): stars, the free-repost offer, the reasons,
 * the 'Other' free-text form, then the submitting confirmation.
 */
export type RatingStep = 'stars' | 'repostOffer' | 'reasons' | 'other' | 'done';

/** A score the stars may send: an integer from 1 to 5. */
export function isValidPoint(point: number): boolean {
  return Number.isInteger(point) && point >= RATING_MIN_POINT && point <= RATING_MAX_POINT;
}

/** Scores 1 and 2 need a reason; 3 or more clear it. */
export function isReasonRequired(point: number): boolean {
  return isValidPoint(point) && point <= RATING_REASON_REQUIRED_MAX_POINT;
}

/** After the stars: the repost offer when the server said canRepost, else the reasons for a low score, else done. */
export function stepAfterStars(point: number, canRepost: boolean): RatingStep {
  if (canRepost) return 'repostOffer';
  return isReasonRequired(point) ? 'reasons' : 'done';
}

/** After Yes or No on the repost offer: the reasons for a low score, else done. */
export function stepAfterRepostChoice(point: number): RatingStep {
  return isReasonRequired(point) ? 'reasons' : 'done';
}

/** The 'Other' text may be sent when it is not empty after trimming and fits the 500-character maximum. */
export function isOtherFeedbackSubmittable(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.length > 0 && text.length <= OTHER_FEEDBACK_MAX_CHARS;
}

/** Keeps pasted text within the 500-character maximum. */
export function clampOtherFeedback(text: string): string {
  return text.slice(0, OTHER_FEEDBACK_MAX_CHARS);
}

/** The body of one rating stage as the server expects it; a score of 3 or more never carries a reason. */
export function buildRatingSubmission(
  stage: RatingSubmission['stage'],
  point: number,
  options: { reason?: { id: number; content: string } | null; isRepost?: boolean } = {},
): RatingSubmission {
  const reason = isReasonRequired(point) && options.reason ? { id: options.reason.id, content: options.reason.content.trim() } : null;
  return { stage, point, reason, ...(options.isRepost === undefined ? {} : { isRepost: options.isRepost }) };
}

/** The reasons split by kind: the selectable ones, the 'Other' free-text one and the email-feedback one. */
export function groupRatingReasons(reasons: readonly RatingReason[]): {
  selectable: RatingReason[];
  other: RatingReason | null;
  mail: RatingReason | null;
} {
  return {
    selectable: reasons.filter((reason) => reason.type === 'select'),
    other: reasons.find((reason) => reason.type === 'free_text') ?? null,
    mail: reasons.find((reason) => reason.type === 'mail') ?? null,
  };
}
