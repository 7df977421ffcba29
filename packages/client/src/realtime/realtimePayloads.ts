import { REALTIME_PAYLOADS, toCamelDeep, type Camelize, type RealtimeEventName, type RealtimePayload } from '@photostudy/contracts';

/** One catalogued realtime event with its checked, camelCase payload. */
export type RealtimeMessage = {
  [E in RealtimeEventName]: { name: E; data: Camelize<RealtimePayload<E>> };
}[RealtimeEventName];

/** True for an event name of the contracts' event map. */
export function isRealtimeEventName(name: string): name is RealtimeEventName {
  return Object.hasOwn(REALTIME_PAYLOADS, name);
}

/** Outcome of checking one wire event: the message, or why it was dropped. */
export type RealtimeParseResult = { ok: true; message: RealtimeMessage } | { ok: false; reason: 'unknown' | 'invalid'; issues?: unknown };

/**
 * Checks one wire event against the contracts' event map and camelCases it. Names outside the map
 * (`pusher:` internals, other channels' events) are 'unknown'; a payload of the wrong shape is 'invalid'.
 */
export function parseRealtimeEvent(name: string, data: unknown): RealtimeParseResult {
  if (!isRealtimeEventName(name)) return { ok: false, reason: 'unknown' };
  const checked = REALTIME_PAYLOADS[name].safeParse(data ?? {});
  if (!checked.success) return { ok: false, reason: 'invalid', issues: checked.error.issues };
  return { ok: true, message: { name, data: toCamelDeep(checked.data) } as RealtimeMessage };
}
