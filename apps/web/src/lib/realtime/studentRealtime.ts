import { CHANNELS, CONNECTION_CHECK_INTERVAL_MS, toCamelDeep, type ClientConfig } from '@photostudy/contracts';
import type { ChannelAuthorizer, RealtimeTransport, RealtimeTransportFactory } from './realtimeTransport';
import {
  isStudentPresenceEvent,
  isStudentPrivateEvent,
  type StudentChannelEvent,
  type StudentPresenceEventName,
  type StudentRealtimeEvent,
  type StudentRealtimeListener,
} from './studentEvents';

/** What the module needs from the app: where and how to connect, and how to sign channels. */
export interface StudentRealtimeDeps {
  createTransport: RealtimeTransportFactory;
  authorize: ChannelAuthorizer;
  /** Diagnostics (missing channels, auth failures); console by default. */
  log?: (level: 'info' | 'warn' | 'error', message: string, details?: unknown) => void;
}

/** The realtime auth failure text of spec 001 section 8, followed by the details. */
export const AUTH_ERROR_PREFIX = 'Error calling auth endpoint';

/**
 * The student's one realtime connection (spec 001 section 4, "Real-time events"): open only while
 * logged in; always on `private-student-{uid}`, on `presence-student-{uid}` only while someone
 * holds it (the STEM ask path and the live chat). Payloads arrive camelCase and typed; a reconnect
 * after a loss is announced so the open question is reloaded.
 */
export class StudentRealtime {
  private transport: RealtimeTransport | null = null;
  private uid: number | null = null;
  private readonly listeners = new Set<StudentRealtimeListener>();
  private presenceHolders = 0;
  private healthTimer: ReturnType<typeof setInterval> | null = null;
  private hasBeenConnected = false;
  private isLost = false;
  /**
   * A reload is owed once every expected channel is subscribed: after a loss, and when the presence
   * channel is joined (events published before a subscription is accepted never reach us).
   */
  private isResubscribing = false;
  private state = 'initialized';

  constructor(private readonly deps: StudentRealtimeDeps) {}

  /** The connection state as pusher-js names it ('initialized' before the first connect). */
  get connectionState(): string {
    return this.state;
  }

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

  /** Hands one event to every subscriber (the transport calls it; tests use it to play events). */
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
    if (this.transport && this.uid === uid) return;
    this.disconnect();
    this.uid = uid;
    this.hasBeenConnected = false;
    this.isLost = false;
    this.isResubscribing = this.presenceHolders > 0;
    const transport = this.deps.createTransport(settings, this.deps.authorize);
    this.transport = transport;
    transport.onStateChange((_previous, current) => this.onState(current));
    this.subscribe(CHANNELS.privateStudent(uid), 'private');
    if (this.presenceHolders > 0) this.subscribe(CHANNELS.presenceStudent(uid), 'presence');
    this.healthTimer = setInterval(() => this.checkHealth(), CONNECTION_CHECK_INTERVAL_MS);
  }

  /** Closes everything (logout). Presence holders stay counted and rejoin on the next connect. */
  disconnect(): void {
    if (this.healthTimer) clearInterval(this.healthTimer);
    this.healthTimer = null;
    this.transport?.disconnect();
    this.transport = null;
    this.uid = null;
    this.state = 'disconnected';
  }

  /** Joins `presence-student-{uid}` while at least one holder needs it; returns the release function. */
  holdPresence(): () => void {
    this.presenceHolders += 1;
    if (this.presenceHolders === 1 && this.transport && this.uid !== null) {
      this.isResubscribing = true;
      this.subscribe(CHANNELS.presenceStudent(this.uid), 'presence');
    }
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      this.presenceHolders -= 1;
      if (this.presenceHolders === 0 && this.transport && this.uid !== null) this.transport.unsubscribe(CHANNELS.presenceStudent(this.uid));
    };
  }

  /** The channels that should be open now. */
  expectedChannels(): string[] {
    if (this.uid === null) return [];
    const names = [CHANNELS.privateStudent(this.uid)];
    if (this.presenceHolders > 0) names.push(CHANNELS.presenceStudent(this.uid));
    return names;
  }

  /** Logs expected channels that are missing or not subscribed; resubscribes missing ones. Returns the problems. */
  checkHealth(): string[] {
    const transport = this.transport;
    if (!transport || this.state !== 'connected') return [];
    const problems: string[] = [];
    for (const name of this.expectedChannels()) {
      const channel = transport.channel(name);
      if (!channel) {
        problems.push(`${name}: missing`);
        this.subscribe(name, name.startsWith('presence-') ? 'presence' : 'private');
      } else if (!channel.isSubscribed) {
        problems.push(`${name}: not subscribed`);
      }
    }
    if (problems.length > 0) this.log('warn', 'realtime connection check', problems);
    return problems;
  }

  private subscribe(name: string, kind: 'private' | 'presence'): void {
    const transport = this.transport;
    if (!transport) return;
    const channel = transport.subscribe(name);
    channel.onSubscribed(() => this.announceIfResubscribed(false));
    channel.onSubscriptionError((details) => {
      this.log('error', `${AUTH_ERROR_PREFIX}: ${details}`, { channel: name });
      this.announceIfResubscribed(true);
    });
    channel.bindAll((eventName, data) => {
      const event = toChannelEvent(kind, eventName, data);
      if (event) this.deliver(event);
    });
  }

  private onState(current: string): void {
    this.state = current;
    // Any state after 'connected' means the socket is gone: a short drop goes straight back to
    // 'connecting' (pusher-js retries before its unavailable timer), and events sent meanwhile are lost.
    if (current !== 'connected') {
      if (this.hasBeenConnected) this.isLost = true;
      return;
    }
    const wasLost = this.isLost;
    this.hasBeenConnected = true;
    this.isLost = false;
    if (!wasLost) return;
    // Events published before the channels are subscribed again never reach us: reload only after that.
    this.isResubscribing = true;
    this.announceIfResubscribed(false);
  }

  private announceIfResubscribed(isGivingUp: boolean): void {
    const transport = this.transport;
    if (!this.isResubscribing || !transport || this.state !== 'connected') return;
    const isReady = this.expectedChannels().every((name) => transport.channel(name)?.isSubscribed);
    if (!isReady && !isGivingUp) return;
    this.isResubscribing = false;
    this.deliver({ channel: 'connection', name: 'reconnected' });
  }

  private log(level: 'info' | 'warn' | 'error', message: string, details?: unknown): void {
    if (this.deps.log) this.deps.log(level, message, details);
    else if (level === 'error') console.error(message, details ?? '');
    else if (level === 'warn') console.warn(message, details ?? '');
  }
}

/** Turns one wire event into a typed camelCase event; null for anything outside the student catalogue. */
export function toChannelEvent(kind: 'private' | 'presence', eventName: string, data: unknown): StudentChannelEvent | null {
  const payload = toCamelDeep(data ?? {});
  if (kind === 'private' && isStudentPrivateEvent(eventName)) return { channel: 'private', name: eventName, data: payload } as StudentChannelEvent;
  if (kind === 'presence' && isStudentPresenceEvent(eventName)) {
    return { channel: 'presence', name: eventName as StudentPresenceEventName, data: payload } as StudentChannelEvent;
  }
  return null;
}
