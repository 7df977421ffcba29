/**
 * Open-loop send schedule for the engine bench: every sender fires on a fixed timetable, whatever the server answers,
 * so a slow answer makes the following messages wait and that wait is measured (no coordinated omission).
 */
import { Histogram, nowMs } from '../channels/stats';

/** What the schedule did: how many sends it fired, and how late the client fired them (its own lag). */
export interface ScheduleResult {
  fired: number;
  /** Sends fired more than `lateMs` after their scheduled time (the bench client, not the server, was behind). */
  late: number;
  fireLag: Histogram;
  fireLagMaxMs: number;
}

/**
 * Fires `fire(sender, scheduledAt)` for `senders` senders, each one every `intervalMs` from `start` until
 * `start + durationMs`. Sender j starts at `start + j * intervalMs / senders`, so the senders are spread evenly over
 * one interval instead of all firing together. `fire` must not be awaited by the caller's schedule: it starts the
 * request and returns, so requests overlap when the server is slow. Resolves when the last send has fired.
 */
export function runOpenLoopSchedule(options: {
  senders: number;
  intervalMs: number;
  durationMs: number;
  start: number;
  lateMs: number;
  fire: (sender: number, scheduledAt: number) => void;
}): Promise<ScheduleResult> {
  const { senders, intervalMs, durationMs, start, lateMs, fire } = options;
  const result: ScheduleResult = { fired: 0, late: 0, fireLag: new Histogram(), fireLagMaxMs: 0 };
  const spacing = intervalMs / Math.max(1, senders);
  // The timetable in time order is round k, then sender j: send number i is (k = i / senders, j = i % senders).
  const at = (i: number) => start + Math.floor(i / senders) * intervalMs + (i % senders) * spacing;
  let next = 0;
  return new Promise((resolve) => {
    if (senders === 0) return resolve(result);
    const tick = () => {
      while (at(next) <= nowMs()) {
        const scheduledAt = at(next);
        if (scheduledAt >= start + durationMs) return resolve(result);
        const lag = nowMs() - scheduledAt;
        result.fireLag.record(lag);
        if (lag > result.fireLagMaxMs) result.fireLagMaxMs = lag;
        if (lag > lateMs) result.late++;
        result.fired++;
        fire(next % senders, scheduledAt);
        next++;
      }
      if (at(next) >= start + durationMs) return resolve(result);
      setTimeout(tick, Math.max(0, at(next) - nowMs()));
    };
    tick();
  });
}
