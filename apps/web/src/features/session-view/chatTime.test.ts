import { describe, expect, it } from 'vitest';
import { dayLabel, formatMessageTime, localDayKey } from './chatTime';

/** Epoch seconds of a local date and time (the test runs in any time zone). */
const at = (year: number, month: number, day: number, hour = 12, minute = 0) =>
  new Date(year, month - 1, day, hour, minute).getTime() / 1000;

describe('chat times and day dividers', () => {
  const now = at(2024, 3, 15, 9, 30);

  it("says 'Today' for any time of the reader's day, from midnight on", () => {
    expect(dayLabel(at(2024, 3, 15, 0, 0), now, 'en')).toEqual({ kind: 'today' });
    expect(dayLabel(at(2024, 3, 15, 9, 29), now, 'en')).toEqual({ kind: 'today' });
  });

  it("says 'Yesterday' for the day before, up to its last minute", () => {
    expect(dayLabel(at(2024, 3, 14, 23, 59), now, 'en')).toEqual({ kind: 'yesterday' });
    expect(dayLabel(at(2024, 3, 14, 0, 0), now, 'en')).toEqual({ kind: 'yesterday' });
  });

  it('names older days by their date in the reader’s language, with the year only when it is not this one', () => {
    expect(dayLabel(at(2024, 3, 13, 18), now, 'en')).toEqual({ kind: 'date', text: 'Wednesday, March 13' });
    expect(dayLabel(at(2024, 3, 13, 18), now, 'es')).toEqual({ kind: 'date', text: 'miércoles, 13 de marzo' });
    expect(dayLabel(at(2023, 11, 14, 18), now, 'en')).toEqual({ kind: 'date', text: 'Tuesday, November 14, 2023' });
  });

  it('changes the day key exactly at local midnight', () => {
    expect(localDayKey(at(2024, 3, 14, 23, 59))).not.toBe(localDayKey(at(2024, 3, 15, 0, 0)));
    expect(localDayKey(at(2024, 3, 15, 0, 0))).toBe(localDayKey(at(2024, 3, 15, 23, 59)));
  });

  it('writes the time as hours and minutes in the reader’s language', () => {
    expect(formatMessageTime(at(2024, 3, 15, 14, 5), 'en')).toMatch(/^2:05\sPM$/);
    expect(formatMessageTime(at(2024, 3, 15, 14, 5), 'es')).toBe('14:05');
  });
});
