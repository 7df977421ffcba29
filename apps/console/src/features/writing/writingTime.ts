/** Under this much time left, a deadline shows red: the writer must hurry (6 hours of the 48-hour promise). */
export const DEADLINE_WARNING_S = 6 * 3600;

/** How a deadline looks: plenty of time, under {@link DEADLINE_WARNING_S}, or passed. */
export type DeadlineTone = 'ok' | 'soon' | 'overdue';

/** The tone of a deadline (epoch seconds) at `nowS`. */
export function deadlineTone(deadlineS: number, nowS: number): DeadlineTone {
  const leftS = deadlineS - nowS;
  if (leftS <= 0) return 'overdue';
  return leftS < DEADLINE_WARNING_S ? 'soon' : 'ok';
}

/** A translation function as `formatSpan` needs it (i18next's `t` fits). */
type Translate = (key: string, values: Record<string, number>) => string;

/** A coarse span for lists, in the interface language: '1d 23h', '5h 12m', '14m', '45s'. */
export function formatSpan(t: Translate, totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return t('writing.span.days', { d, h });
  if (h > 0) return t('writing.span.hours', { h, m });
  if (m > 0) return t('writing.span.minutes', { m });
  return t('writing.span.seconds', { s });
}

/** A date and time of epoch seconds in the interface language: 'Oct 6, 2025, 8:53 PM'. */
export function formatDateTime(epochS: number, language: string): string {
  try {
    return new Date(epochS * 1000).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  } catch {
    return new Date(epochS * 1000).toLocaleString();
  }
}
