/** A date and time of epoch seconds in the browser's locale. */
export function formatDate(epochS: number): string {
  return new Date(epochS * 1000).toLocaleString([], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The day and the time of epoch seconds apart, for two-line table cells: ['Oct 6, 2025', '08:53 PM']. */
export function formatDayAndTime(epochS: number): [string, string] {
  const date = new Date(epochS * 1000);
  return [
    date.toLocaleDateString([], { year: 'numeric', month: 'short', day: 'numeric' }),
    date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
  ];
}

/** A signed amount: +3, -2. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** An amount of cents in its currency ('$9.99' in English), in the given language. */
export function formatMoney(cents: number, currency: string, language?: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(cents / 100);
  } catch {
    // A currency code Intl does not know still shows its amount.
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}
