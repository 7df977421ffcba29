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

/** A signed amount: +3, -2. */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}
