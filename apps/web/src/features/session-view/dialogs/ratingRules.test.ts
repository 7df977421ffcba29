import { describe, expect, it } from 'vitest';
import {
  buildRatingSubmission,
  clampOtherFeedback,
  groupRatingReasons,
  isOtherFeedbackSubmittable,
  isReasonRequired,
  isValidPoint,
  stepAfterRepostChoice,
  stepAfterStars,
} from './ratingRules';

describe('rating rules', () => {
  it('accepts integer scores from 1 to 5 only', () => {
    expect([0, 1, 3, 5, 6, 2.5, -1].map(isValidPoint)).toEqual([false, true, true, true, false, false, false]);
  });

  it('needs a reason for 1 and 2 only', () => {
    expect([0, 1, 2, 3, 4, 5].map(isReasonRequired)).toEqual([false, true, true, false, false, false]);
  });

  it('goes from the stars to the repost offer when the server offers one, else to reasons or done', () => {
    expect(stepAfterStars(1, true)).toBe('repostOffer');
    expect(stepAfterStars(2, false)).toBe('reasons');
    expect(stepAfterStars(3, false)).toBe('done');
    expect(stepAfterStars(5, false)).toBe('done');
  });

  it('goes from the repost choice to the reasons for a low score', () => {
    expect(stepAfterRepostChoice(1)).toBe('reasons');
    expect(stepAfterRepostChoice(2)).toBe('reasons');
    expect(stepAfterRepostChoice(4)).toBe('done');
  });

  it('builds each stage as the server expects it, clearing the reason from 3 up', () => {
    expect(buildRatingSubmission('rating', 4)).toEqual({ stage: 'rating', point: 4, reason: null });
    expect(buildRatingSubmission('choosing_repost_option', 1, { isRepost: true })).toEqual({
      stage: 'choosing_repost_option',
      point: 1,
      reason: null,
      isRepost: true,
    });
    expect(buildRatingSubmission('choosing_reason', 2, { reason: { id: 5, content: '  too slow  ' }, isRepost: false })).toEqual({
      stage: 'choosing_reason',
      point: 2,
      reason: { id: 5, content: 'too slow' },
      isRepost: false,
    });
    expect(buildRatingSubmission('choosing_reason', 3, { reason: { id: 5, content: 'x' } }).reason).toBeNull();
  });

  it('lets the Other text through when not blank and within 500 characters', () => {
    expect(isOtherFeedbackSubmittable('')).toBe(false);
    expect(isOtherFeedbackSubmittable('   \n ')).toBe(false);
    expect(isOtherFeedbackSubmittable(' ok ')).toBe(true);
    expect(isOtherFeedbackSubmittable('a'.repeat(500))).toBe(true);
    expect(isOtherFeedbackSubmittable('a'.repeat(501))).toBe(false);
    expect(clampOtherFeedback('b'.repeat(600))).toHaveLength(500);
  });

  it('splits the reasons into options, Other and the email option', () => {
    const reasons = [
      { id: 1, type: 'select' as const, text: 'A' },
      { id: 2, type: 'select' as const, text: 'B' },
      { id: 5, type: 'free_text' as const, text: 'Other' },
      { id: 6, type: 'mail' as const, text: 'Mail' },
    ];
    const grouped = groupRatingReasons(reasons);
    expect(grouped.selectable.map((r) => r.id)).toEqual([1, 2]);
    expect(grouped.other?.id).toBe(5);
    expect(grouped.mail?.id).toBe(6);
    expect(groupRatingReasons([])).toEqual({ selectable: [], other: null, mail: null });
  });
});
