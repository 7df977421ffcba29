/** A relative time as a value and the largest unit that fits, from seconds up to years. */
export interface TimeAgo {
  value: number;
  unit: Intl.RelativeTimeFormatUnit;
}

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const MONTH_S = 30 * DAY_S;
const YEAR_S = 365 * DAY_S;

/** How long ago `createdS` was at `nowS` (both epoch seconds); future times count as now. */
export function timeAgo(createdS: number, nowS: number): TimeAgo {
  const elapsed = Math.max(0, Math.floor(nowS - createdS));
  if (elapsed < MINUTE_S) return { value: elapsed, unit: 'second' };
  if (elapsed < HOUR_S) return { value: Math.floor(elapsed / MINUTE_S), unit: 'minute' };
  if (elapsed < DAY_S) return { value: Math.floor(elapsed / HOUR_S), unit: 'hour' };
  if (elapsed < MONTH_S) return { value: Math.floor(elapsed / DAY_S), unit: 'day' };
  if (elapsed < YEAR_S) return { value: Math.floor(elapsed / MONTH_S), unit: 'month' };
  return { value: Math.floor(elapsed / YEAR_S), unit: 'year' };
}

/** '5 minutes ago' / 'hace 5 minutos' in the given language. */
export function formatTimeAgo(createdS: number, nowS: number, language: string): string {
  const { value, unit } = timeAgo(createdS, nowS);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-value, unit);
}
