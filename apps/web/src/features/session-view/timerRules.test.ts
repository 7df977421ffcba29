import { describe, expect, it } from 'vitest';
import { elapsedPercent, progressTone, remainingPercent, remainingSeconds, remainingTimeText } from './timerRules';

describe('timer rules (spec 001 section 4, Timer)', () => {
  it('says About 1 minute under 60 s, 1 minute for 60-119 s, n minutes otherwise', () => {
    expect(remainingTimeText(0)).toEqual({ key: 'aboutOneMinute', count: 1 });
    expect(remainingTimeText(59)).toEqual({ key: 'aboutOneMinute', count: 1 });
    expect(remainingTimeText(60)).toEqual({ key: 'oneMinute', count: 1 });
    expect(remainingTimeText(119)).toEqual({ key: 'oneMinute', count: 1 });
    expect(remainingTimeText(120)).toEqual({ key: 'minutes', count: 2 });
    expect(remainingTimeText(1199)).toEqual({ key: 'minutes', count: 19 });
  });

  it('colours by the time left: positive from 40 percent left, warning under 40, negative under 10', () => {
    expect(progressTone(100)).toBe('positive');
    expect(progressTone(40)).toBe('positive');
    expect(progressTone(39.9)).toBe('warning');
    expect(progressTone(10)).toBe('warning');
    expect(progressTone(9.99)).toBe('negative');
    expect(progressTone(0)).toBe('negative');
  });

  it('is green at the start of a session and red in its last minute (issue 17, defect 7)', () => {
    const discussion = { status: 'STARTED' as const, duration: 1200, started: 5000, flagged: false };
    expect(progressTone(remainingPercent(discussion, 5000))).toBe('positive');
    expect(progressTone(remainingPercent(discussion, 5000 + 800))).toBe('warning');
    expect(progressTone(remainingPercent(discussion, 5000 + 1200 - 59))).toBe('negative');
  });

  it('measures the percent of the duration elapsed and the seconds left, never below zero', () => {
    const discussion = { status: 'STARTED' as const, duration: 1000, started: 5000, flagged: false };
    expect(elapsedPercent(discussion, 5000)).toBe(0);
    expect(elapsedPercent(discussion, 5250)).toBe(25);
    expect(elapsedPercent(discussion, 9000)).toBe(100);
    expect(remainingSeconds(discussion, 5250)).toBe(750);
    expect(remainingSeconds(discussion, 9000)).toBe(0);
    expect(remainingSeconds(null, 9000)).toBe(0);
    expect(remainingPercent(discussion, 5250)).toBe(75);
    expect(remainingPercent(null, 5250)).toBe(0);
  });
});
