import { describe, expect, it } from 'vitest';
import { formatTimeAgo, timeAgo } from './timeAgo';

const NOW = 1_800_000_000;

describe('time ago', () => {
  it('picks the largest unit from seconds up to years', () => {
    expect(timeAgo(NOW - 5, NOW)).toEqual({ value: 5, unit: 'second' });
    expect(timeAgo(NOW - 59, NOW)).toEqual({ value: 59, unit: 'second' });
    expect(timeAgo(NOW - 60, NOW)).toEqual({ value: 1, unit: 'minute' });
    expect(timeAgo(NOW - 3599, NOW)).toEqual({ value: 59, unit: 'minute' });
    expect(timeAgo(NOW - 3600 * 5, NOW)).toEqual({ value: 5, unit: 'hour' });
    expect(timeAgo(NOW - 86_400 * 3, NOW)).toEqual({ value: 3, unit: 'day' });
    expect(timeAgo(NOW - 86_400 * 29, NOW)).toEqual({ value: 29, unit: 'day' });
    expect(timeAgo(NOW - 86_400 * 65, NOW)).toEqual({ value: 2, unit: 'month' });
    expect(timeAgo(NOW - 86_400 * 365 * 2, NOW)).toEqual({ value: 2, unit: 'year' });
  });

  it('treats a time in the future as now', () => {
    expect(timeAgo(NOW + 30, NOW)).toEqual({ value: 0, unit: 'second' });
  });

  it('formats in English and Spanish', () => {
    expect(formatTimeAgo(NOW - 300, NOW, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(NOW - 300, NOW, 'es')).toBe('hace 5 minutos');
    expect(formatTimeAgo(NOW - 3 * 365 * 86_400, NOW, 'en')).toBe('3 years ago');
    expect(formatTimeAgo(NOW - 3 * 365 * 86_400, NOW, 'es')).toBe('hace 3 años');
    expect(formatTimeAgo(NOW - 20, NOW, 'en')).toBe('20 seconds ago');
  });
});
