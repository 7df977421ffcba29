import { describe, expect, it } from 'vitest';
import { monthStart, nextMonthStart, nextWeekStart, weekStart } from './writing-limits';

const at = (iso: string) => new Date(iso);

describe('Writing limit windows (UTC)', () => {
  it('starts a week on Monday 00:00 UTC', () => {
    expect(weekStart(at('2027-03-03T10:00:00Z'))).toEqual(at('2027-03-01T00:00:00Z'));
    expect(weekStart(at('2027-03-07T23:59:59Z'))).toEqual(at('2027-03-01T00:00:00Z'));
    expect(weekStart(at('2027-03-08T00:00:00Z'))).toEqual(at('2027-03-08T00:00:00Z'));
    expect(weekStart(at('2027-03-01T00:00:00Z'))).toEqual(at('2027-03-01T00:00:00Z'));
    // Across a month and a year.
    expect(weekStart(at('2027-01-02T12:00:00Z'))).toEqual(at('2026-12-28T00:00:00Z'));
    expect(nextWeekStart(at('2027-03-07T23:59:59Z'))).toEqual(at('2027-03-08T00:00:00Z'));
  });

  it('starts a month on the 1st, 00:00 UTC', () => {
    expect(monthStart(at('2027-03-31T23:59:59Z'))).toEqual(at('2027-03-01T00:00:00Z'));
    expect(monthStart(at('2027-04-01T00:00:00Z'))).toEqual(at('2027-04-01T00:00:00Z'));
    expect(nextMonthStart(at('2027-12-15T00:00:00Z'))).toEqual(at('2028-01-01T00:00:00Z'));
  });
});
