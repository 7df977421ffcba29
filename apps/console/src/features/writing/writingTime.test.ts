import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { DEADLINE_WARNING_S, deadlineTone, formatSpan } from './writingTime';

describe('deadlineTone', () => {
  it('turns red under 6 hours and overdue once the deadline has passed', () => {
    expect(deadlineTone(1000 + DEADLINE_WARNING_S, 1000)).toBe('ok');
    expect(deadlineTone(1000 + DEADLINE_WARNING_S - 1, 1000)).toBe('soon');
    expect(deadlineTone(1001, 1000)).toBe('soon');
    expect(deadlineTone(1000, 1000)).toBe('overdue');
  });
});

describe('formatSpan', () => {
  it('shows the two largest units in the interface language', () => {
    const en = createI18n('en').t;
    expect([45, 14 * 60 + 5, 5 * 3600 + 12 * 60, 47 * 3600 + 59 * 60, -3].map((s) => formatSpan(en, s))).toEqual([
      '45s',
      '14m',
      '5h 12m',
      '1d 23h',
      '0s',
    ]);
    expect(formatSpan(createI18n('es').t, 5 * 3600 + 12 * 60)).toBe('5 h 12 min');
  });
});
