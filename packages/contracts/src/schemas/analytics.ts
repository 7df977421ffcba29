import { z } from 'zod';

/**
 * Events the browser may record (spec 001: session finished, expert flagged, and the failures that are
 * "only logged to analytics"). The server stores nothing else from clients.
 */
export const CLIENT_ANALYTICS_EVENTS = [
  'session_finished',
  'expert_flagged',
  'chat_send_failed',
  'end_session_failed',
  'idle_reset_failed',
  'rating_reasons_failed',
  'debug',
] as const;

/** One client analytics event name. */
export type ClientAnalyticsEvent = (typeof CLIENT_ANALYTICS_EVENTS)[number];

/** Most keys one event's data may carry. */
export const CLIENT_ANALYTICS_MAX_KEYS = 20;

/** A flat value of event data: short strings, numbers, booleans or null. */
const analyticsValueSchema = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** `POST /api/analytics-events` payload. */
export const clientAnalyticsEventSchema = z.object({
  event: z.enum(CLIENT_ANALYTICS_EVENTS),
  data: z
    .record(z.string().max(64), analyticsValueSchema)
    .refine((data) => Object.keys(data).length <= CLIENT_ANALYTICS_MAX_KEYS, { message: `at most ${CLIENT_ANALYTICS_MAX_KEYS} keys` })
    .default({}),
});
