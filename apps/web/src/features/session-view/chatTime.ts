/** What the chat's day divider says: 'Today', 'Yesterday', or the date in the reader's language. */
export type DayLabel = { kind: 'today' } | { kind: 'yesterday' } | { kind: 'date'; text: string };

const SECONDS_PER_DAY = 86_400;

/** The local calendar day of an epoch-seconds time, as a key that changes exactly at local midnight. */
export function localDayKey(epochS: number): string {
  const date = new Date(epochS * 1000);
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/** The day divider's label for a time, seen at `nowS` (both epoch seconds) by a reader of `locale`. */
export function dayLabel(epochS: number, nowS: number, locale: string): DayLabel {
  const day = localDayKey(epochS);
  if (day === localDayKey(nowS)) return { kind: 'today' };
  // Noon of today minus a day lands on yesterday's date even across a daylight-saving change.
  const now = new Date(nowS * 1000);
  const noonToday = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 12).getTime() / 1000;
  if (day === localDayKey(noonToday - SECONDS_PER_DAY)) return { kind: 'yesterday' };
  const isThisYear = new Date(epochS * 1000).getFullYear() === now.getFullYear();
  const format = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    ...(isThisYear ? {} : { year: 'numeric' }),
  });
  return { kind: 'date', text: format.format(new Date(epochS * 1000)) };
}

/** The time under a message: hour and minutes in the reader's language ('2:05 PM', '14:05'). */
export function formatMessageTime(epochS: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date(epochS * 1000));
}

/** The time as a `<time dateTime>` value. */
export function isoTime(epochS: number): string {
  return new Date(epochS * 1000).toISOString();
}
