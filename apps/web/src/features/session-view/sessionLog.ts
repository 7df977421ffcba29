/** Analytics-style events of the chat (spec 001: session finished, flagged, failed sends). */
export type SessionLogEvent = 'session_finished' | 'expert_flagged' | 'chat_send_failed' | 'end_session_failed' | 'idle_reset_failed';

/**
 * Records a chat event. The server has no client analytics route yet, so this goes to the console as a
 * warning (the spec's failures are 'only logged'); one place to point at a sink later.
 */
export function logSessionEvent(event: SessionLogEvent, data: Record<string, unknown>): void {
  console.warn(`[session] ${event}`, data);
}
