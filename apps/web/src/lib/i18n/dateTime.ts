/** A moment (epoch seconds, the wire's unit) as a date and time in the interface language, e.g. 'May 4, 2025, 3:20 PM'. */
export function formatDateTime(epochS: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(epochS * 1000));
}
