import { describe, expect, it } from 'vitest';
import { canConfirmRating, needsReason, reasonAfterPoint } from './publicRatingRules';

describe('public rating rules', () => {
  it('needs a reason for 1 and 2 stars only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(needsReason)).toEqual([false, true, true, false, false, false, false]);
  });

  it('clears the reason from 3 stars on and keeps it below', () => {
    expect(reasonAfterPoint(3, 5)).toBe(0);
    expect(reasonAfterPoint(5, 4)).toBe(0);
    expect(reasonAfterPoint(2, 5)).toBe(5);
    expect(reasonAfterPoint(1, 0)).toBe(0);
  });

  it('confirms a score 1-5, with reason 4 or 5 for 1 and 2', () => {
    expect(canConfirmRating(0, 0)).toBe(false);
    expect(canConfirmRating(1, 0)).toBe(false);
    expect(canConfirmRating(1, 4)).toBe(true);
    expect(canConfirmRating(2, 5)).toBe(true);
    expect(canConfirmRating(3, 0)).toBe(true);
    expect(canConfirmRating(5, 0)).toBe(true);
    expect(canConfirmRating(6, 0)).toBe(false);
  });
});
