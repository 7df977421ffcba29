import { ERRORS } from '@photostudy/contracts';
import { isApiError } from '../../lib/api';

/**
 * States of the shared session page: the spec's NORMAL, EXPIRED and NOT_FOUND (spec 000 section 4), with LOADING
 * before the answer, NOT_AVAILABLE for an account the server does not let see others' sessions (403), and ERROR when
 * the server could not be asked (a retry).
 */
export type SharedSessionScreen = 'LOADING' | 'NORMAL' | 'EXPIRED' | 'NOT_FOUND' | 'NOT_AVAILABLE' | 'ERROR';

/** The screens a failed load leads to. */
export type SharedSessionFailure = Extract<SharedSessionScreen, 'NOT_FOUND' | 'NOT_AVAILABLE' | 'ERROR'>;

/** Code 1 (an unknown, revoked or malformed code) is the invalid-link page; a 403 says the account may not look. */
export function failureScreen(error: unknown): SharedSessionFailure {
  if (!isApiError(error)) return 'ERROR';
  if (error.code === ERRORS.INVALID_SHARED_SESSION.code) return 'NOT_FOUND';
  if (error.code === ERRORS.SHARED_SESSION_NOT_AVAILABLE.code) return 'NOT_AVAILABLE';
  return 'ERROR';
}

/** How far the server's clock is ahead of this browser's, from the answer's `server_time` and when it arrived. */
export function clockOffsetMs(serverTimeS: number, receivedAtMs: number): number {
  return serverTimeS * 1000 - receivedAtMs;
}

/** Whole seconds left of a viewer's window (never below 0), on the server's clock. */
export function secondsLeft(expiredTimeS: number, clientNowMs: number, offsetMs: number): number {
  return Math.max(0, Math.ceil((expiredTimeS * 1000 - (clientNowMs + offsetMs)) / 1000));
}

/** A countdown as HH:MM:SS (24:00:00 down to 00:00:00). */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const parts = [Math.floor(whole / 3600), Math.floor((whole % 3600) / 60), whole % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}

/**
 * Where 'Back to Home' leads (spec 000 section 2): /settings when logged in; a guest's home is the landing page
 * (/settings is not theirs: the logged-out routes would send them to / anyway).
 */
export function homePathFor(isLoggedIn: boolean): string {
  return isLoggedIn ? '/settings' : '/';
}
