import { STUDENT_PRESENCE_EVENTS, STUDENT_PRIVATE_EVENTS, type Camelize, type RealtimePayload } from '@photostudy/contracts';

/** An event name of `private-student-{uid}`. */
export type StudentPrivateEventName = (typeof STUDENT_PRIVATE_EVENTS)[keyof typeof STUDENT_PRIVATE_EVENTS];
/** An event name of `presence-student-{uid}`. */
export type StudentPresenceEventName = (typeof STUDENT_PRESENCE_EVENTS)[keyof typeof STUDENT_PRESENCE_EVENTS];

type EventOf<C extends 'private' | 'presence', N extends StudentPrivateEventName | StudentPresenceEventName> = {
  [E in N]: { channel: C; name: E; data: Camelize<RealtimePayload<E>> };
}[N];

/** One typed event the student hears, with its camelCase payload and the channel it came on. */
export type StudentChannelEvent = EventOf<'private', StudentPrivateEventName> | EventOf<'presence', StudentPresenceEventName>;

/** Told when the connection is back after being lost, or the presence channel was joined: reload whatever is open so nothing is missed. */
export interface ReconnectedEvent {
  channel: 'connection';
  name: 'reconnected';
}

/** Everything a realtime subscriber receives. */
export type StudentRealtimeEvent = StudentChannelEvent | ReconnectedEvent;

/** A subscriber of the student realtime module. */
export type StudentRealtimeListener = (event: StudentRealtimeEvent) => void;

const PRIVATE_NAMES = new Set<string>(Object.values(STUDENT_PRIVATE_EVENTS));
const PRESENCE_NAMES = new Set<string>(Object.values(STUDENT_PRESENCE_EVENTS));

/** True for an event name of the private student channel catalogue. */
export function isStudentPrivateEvent(name: string): name is StudentPrivateEventName {
  return PRIVATE_NAMES.has(name);
}

/** True for an event name of the presence student channel catalogue. */
export function isStudentPresenceEvent(name: string): name is StudentPresenceEventName {
  return PRESENCE_NAMES.has(name);
}
