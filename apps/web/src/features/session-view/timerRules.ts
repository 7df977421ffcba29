import { PROGRESS_NEGATIVE_BELOW_PERCENT, PROGRESS_WARNING_BELOW_PERCENT, type Question } from '@photostudy/contracts';

/** Colour of the session progress bar (spec 001 section 4, Timer). */
export type ProgressTone = 'negative' | 'warning' | 'positive';

/** Seconds left of the discussion at `nowS` (never negative); 0 without a discussion. */
export function remainingSeconds(discussion: Question['discussion'], nowS: number): number {
  if (!discussion) return 0;
  return Math.max(0, discussion.started + discussion.duration - nowS);
}

/** Percent of the duration elapsed, 0-100 (the spec's progress). */
export function elapsedPercent(discussion: Question['discussion'], nowS: number): number {
  if (!discussion || discussion.duration <= 0) return 0;
  const elapsed = discussion.duration - remainingSeconds(discussion, nowS);
  return Math.min(100, Math.max(0, (elapsed / discussion.duration) * 100));
}

/** Percent of the duration still left, 0-100 (what the bar's colour follows). */
export function remainingPercent(discussion: Question['discussion'], nowS: number): number {
  if (!discussion || discussion.duration <= 0) return 0;
  return 100 - elapsedPercent(discussion, nowS);
}

/**
 * The bar colour by the time left, with the spec's thresholds (10 and 40 percent): negative under 10 percent
 * left, warning under 40, else positive. The spec applies them to the elapsed percent, which paints a fresh
 * session red and its last minutes green; every reader expects the opposite (decision in docs, issue 17).
 */
export function progressTone(percentLeft: number): ProgressTone {
  if (percentLeft < PROGRESS_NEGATIVE_BELOW_PERCENT) return 'negative';
  if (percentLeft < PROGRESS_WARNING_BELOW_PERCENT) return 'warning';
  return 'positive';
}

/** Mantine colour of each tone: green while there is plenty of time, orange as it runs low, red at the end. */
export const PROGRESS_TONE_COLORS: Record<ProgressTone, string> = { negative: 'red', warning: 'orange', positive: 'green' };

/** The time text key and count: under 60 s 'About 1 minute left'; 60-119 s '1 minute left'; else '{n} minutes left'. */
export function remainingTimeText(seconds: number): { key: 'aboutOneMinute' | 'oneMinute' | 'minutes'; count: number } {
  if (seconds < 60) return { key: 'aboutOneMinute', count: 1 };
  if (seconds < 120) return { key: 'oneMinute', count: 1 };
  return { key: 'minutes', count: Math.floor(seconds / 60) };
}
