import { CHANNELS, type ClientConfig } from '@photostudy/contracts';
import { parseRealtimeEvent, RealtimeClient, type RealtimeClientDeps, type RealtimeClientEvent } from '@photostudy/client';
import {
  isStudentPresenceEvent,
  isStudentPrivateEvent,
  type StudentChannelEvent,
  type StudentPresenceEventName,
  type StudentRealtimeEvent,
  type StudentRealtimeListener,
} from './studentEvents';

export { AUTH_ERROR_PREFIX } from '@photostudy/client';

/** What the module needs from the app: where and how to connect, and how to sign channels. */
export type StudentRealtimeDeps = Pick<RealtimeClientDeps, 'createTransport' | 'authorize' | 'log'>;

/**
 * The student's one realtime connection (spec 001 section 4, "Real-time events"): open only while
 * logged in; always on `private-student-{uid}`, on `presence-student-{uid}` only while someone
 * holds it (the STEM ask path and the live chat). The shared client checks and camelCases the
 * payloads and announces a reconnect; this layer keeps each channel to its own catalogue.
 */
export class StudentRealtime {
  private readonly client: RealtimeClient;
  private uid: number | null = null;
  private readonly listeners = new Set<StudentRealtimeListener>();
  private presenceHolders = 0;

  constructor(private readonly deps: StudentRealtimeDeps) {
    this.client = new RealtimeClient(deps);
    this.client.listen((event) => {
      const studentEvent = this.toStudentEvent(event);
      if (studentEvent) this.deliver(studentEvent);
    });
  }

  /** The connection state as pusher-js names it ('initialized' before the first connect). */
  get connectionState(): string {
    return this.client.connectionState;
  }

  /** True while the connection is lost or cannot be made: the chat shows 'offline, reconnecting'. */
  get isDown(): boolean {
    return this.client.isDown;
  }

  /** Calls `listener` whenever {@link isDown} changes; returns the function that stops it. */
  onConnectionChange = (listener: (isDown: boolean) => void): (() => void) => this.client.onConnectionChange(listener);

  /** The uid the connection is open for, or null while closed. */
  get connectedUid(): number | null {
    return this.uid;
  }

  /** Adds a subscriber; returns the function that removes it. */
  listen(listener: StudentRealtimeListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /** Hands one event to every subscriber (the client calls it; tests use it to play events). */
  deliver(event: StudentRealtimeEvent): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(event);
      } catch (error) {
        this.log('error', 'realtime listener failed', error);
      }
    }
  }

  /** Opens the connection for a logged-in student; a second call for the same uid does nothing. */
  connect(uid: number, settings: ClientConfig['realtime']): void {
    if (this.client.isOpen && this.uid === uid) return;
    this.client.disconnect();
    this.uid = uid;
    this.client.connect(settings);
    this.client.subscribe(CHANNELS.privateStudent(uid));
    // A presence channel held before the connection owes a reload once joined, like any later join.
    if (this.presenceHolders > 0) this.client.subscribe(CHANNELS.presenceStudent(uid), { isReloadOwed: true });
  }

  /** Closes everything (logout). Presence holders stay counted and rejoin on the next connect. */
  disconnect(): void {
    this.client.disconnect();
    this.uid = null;
  }

  /** Joins `presence-student-{uid}` while at least one holder needs it; returns the release function. */
  holdPresence(): () => void {
    this.presenceHolders += 1;
    if (this.presenceHolders === 1 && this.client.isOpen && this.uid !== null) {
      this.client.subscribe(CHANNELS.presenceStudent(this.uid), { isReloadOwed: true });
    }
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.presenceHolders -= 1;
      if (this.presenceHolders === 0 && this.client.isOpen && this.uid !== null)
        this.client.unsubscribe(CHANNELS.presenceStudent(this.uid));
    };
  }

  /** The channels that should be open now. */
  expectedChannels(): string[] {
    return this.client.expectedChannels();
  }

  /** Logs expected channels that are missing or not subscribed; resubscribes missing ones. Returns the problems. */
  checkHealth(): string[] {
    return this.client.checkHealth();
  }

  private toStudentEvent(event: RealtimeClientEvent): StudentRealtimeEvent | null {
    if (event.name === 'reconnected') return { channel: 'connection', name: 'reconnected' };
    if (this.uid === null) return null;
    if (event.channel === CHANNELS.privateStudent(this.uid) && isStudentPrivateEvent(event.name)) {
      return { channel: 'private', name: event.name, data: event.data } as StudentChannelEvent;
    }
    if (event.channel === CHANNELS.presenceStudent(this.uid) && isStudentPresenceEvent(event.name)) {
      return { channel: 'presence', name: event.name, data: event.data } as StudentChannelEvent;
    }
    return null;
  }

  private log(level: 'info' | 'warn' | 'error', message: string, details?: unknown): void {
    if (this.deps.log) this.deps.log(level, message, details);
    else if (level === 'error') console.error(message, details ?? '');
  }
}

/**
 * Turns one wire event into a typed camelCase event, checked against the contracts' event map;
 * null for anything outside the channel's student catalogue or of the wrong shape.
 */
export function toChannelEvent(kind: 'private' | 'presence', eventName: string, data: unknown): StudentChannelEvent | null {
  const parsed = parseRealtimeEvent(eventName, data);
  if (!parsed.ok) return null;
  if (kind === 'private' && isStudentPrivateEvent(eventName))
    return { channel: 'private', name: eventName, data: parsed.message.data } as StudentChannelEvent;
  if (kind === 'presence' && isStudentPresenceEvent(eventName)) {
    return { channel: 'presence', name: eventName as StudentPresenceEventName, data: parsed.message.data } as StudentChannelEvent;
  }
  return null;
}
