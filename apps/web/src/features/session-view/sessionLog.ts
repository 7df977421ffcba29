import type { ClientAnalyticsEvent } from '@photostudy/contracts';
import { recordAnalyticsEvent, type AnalyticsData } from '../../lib/api';

/** Analytics events of the chat (spec 001: session finished, flagged, and the failures that are only logged). */
export type SessionLogEvent = Extract<
  ClientAnalyticsEvent,
  'session_finished' | 'expert_flagged' | 'end_session_failed' | 'idle_reset_failed'
>;

/** Flattens event data to what the analytics route accepts: objects become text, undefined is left out. */
export function toAnalyticsData(data: Record<string, unknown>): AnalyticsData {
  const out: AnalyticsData = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    out[key] = value === null || typeof value === 'number' || typeof value === 'boolean' ? value : String(value).slice(0, 500);
  }
  return out;
}

/**
 * Records a chat event in the server's analytics (`POST /api/analytics-events`). Fire and forget: a failure
 * to record is written to the console and never disturbs the chat.
 */
export function logSessionEvent(event: SessionLogEvent, data: Record<string, unknown>): void {
  recordAnalyticsEvent(event, toAnalyticsData(data)).catch((error: unknown) => console.warn(`[session] ${event} not recorded`, error));
}
