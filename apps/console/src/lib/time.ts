/** Now in epoch seconds (the wire's unit). */
export function nowS(): number {
  return Math.floor(Date.now() / 1000);
}

/** mm:ss (or h:mm:ss) of a non-negative number of seconds. */
export function formatClock(totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Short "waiting" text: 45s, 3m, 1h 5m. */
export function formatWait(totalS: number): string {
  const s = Math.max(0, Math.floor(totalS));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m`;
  return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`;
}
