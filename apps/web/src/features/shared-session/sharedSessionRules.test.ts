import { ApiError } from '@photostudy/client';
import { ERRORS } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { networkError } from '../../lib/api';
import { clockOffsetMs, failureScreen, formatCountdown, homePathFor, secondsLeft } from './sharedSessionRules';

describe('shared session rules', () => {
  it('sends code 1 to the invalid-link page, the 403 to not available and anything else to a retry', () => {
    expect(failureScreen(new ApiError(404, { code: ERRORS.INVALID_SHARED_SESSION.code, message: 'x' }))).toBe('NOT_FOUND');
    expect(failureScreen(new ApiError(403, { code: ERRORS.SHARED_SESSION_NOT_AVAILABLE.code, message: 'x' }))).toBe('NOT_AVAILABLE');
    expect(failureScreen(new ApiError(500, { code: ERRORS.APPLICATION_ERROR.code, message: 'x' }))).toBe('ERROR');
    expect(failureScreen(networkError())).toBe('ERROR');
    expect(failureScreen(new Error('boom'))).toBe('ERROR');
  });

  it("counts the seconds left on the server's clock, never below 0", () => {
    // The server is 30 s ahead of this browser.
    const offset = clockOffsetMs(1_000_030, 1_000_000_000);
    expect(offset).toBe(30_000);
    expect(secondsLeft(1_000_030 + 86_400, 1_000_000_000, offset)).toBe(86_400);
    expect(secondsLeft(1_000_030 + 86_400, 1_000_000_000 + 1_500, offset)).toBe(86_399);
    expect(secondsLeft(1_000_030 + 10, 1_000_010_000, offset)).toBe(0);
    expect(secondsLeft(1_000_030, 1_000_060_000, offset)).toBe(0);
  });

  it('formats the countdown as HH:MM:SS', () => {
    expect(formatCountdown(86_400)).toBe('24:00:00');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(3_661)).toBe('01:01:01');
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('leads Back to Home to /settings when logged in and to the landing page for a guest', () => {
    expect(homePathFor(true)).toBe('/settings');
    expect(homePathFor(false)).toBe('/');
  });
});
