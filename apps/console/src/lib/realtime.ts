import { CHANNELS, EXPERT_PRIVATE_EVENTS, STUDENT_PRESENCE_EVENTS, toCamelDeep } from '@photostudy/contracts';
import Pusher, { type Channel, type PresenceChannel } from 'pusher-js';
import { readAuth } from './api/tokens';
import { expertApi } from './api/expertApi';

/** What the console hears from the realtime server; each handler is optional. */
export interface RealtimeHandlers {
  /** A new question was offered to me (queue changed). */
  onQueueChanged?: () => void;
  onOffered?: (offer: { qid: number; subjectTitle: string; title: string }) => void;
  /** My assignment changed (claimed elsewhere, given back, ended...). */
  onAssignmentChanged?: (change: { qid: number; state: string }) => void;
  /** Anything on the student's presence channel: new or edited message, idle, end. */
  onSessionEvent?: (event: SessionEvent) => void;
  /** Realtime connection state ('connected', 'unavailable', ...). */
  onConnectionState?: (state: string) => void;
}

/** One event of the assigned student's presence channel. */
export interface SessionEvent {
  name: 'message' | 'messageEdited' | 'idleWarning' | 'idleTimeout' | 'ended';
  qid?: number;
  data: Record<string, unknown>;
}

const SESSION_EVENT_NAMES: Record<string, SessionEvent['name']> = {
  [STUDENT_PRESENCE_EVENTS.newDiscussionMessage]: 'message',
  [STUDENT_PRESENCE_EVENTS.newStudentDiscussionMessage]: 'message',
  [STUDENT_PRESENCE_EVENTS.challengedQuestionAnswered]: 'message',
  [STUDENT_PRESENCE_EVENTS.editDiscussionMessage]: 'messageEdited',
  [STUDENT_PRESENCE_EVENTS.sessionIdleWarning]: 'idleWarning',
  [STUDENT_PRESENCE_EVENTS.sessionIdleTimeout]: 'idleTimeout',
  [STUDENT_PRESENCE_EVENTS.discussionSessionEnded]: 'ended',
};

/**
 * The console's one realtime connection (pusher-js against our server). Failures are never fatal:
 * the queue and the open session are also polled, so realtime only makes things faster.
 */
export class ConsoleRealtime {
  private pusher: Pusher | null = null;
  private studentChannel: PresenceChannel | null = null;
  private studentUid: number | null = null;
  private expertsChannel: Channel | null = null;
  private handlers: Set<RealtimeHandlers> = new Set();
  private isOnline = false;
  private connecting: Promise<void> | null = null;

  /** Adds a listener; returns the function that removes it. */
  listen(handlers: RealtimeHandlers): () => void {
    this.handlers.add(handlers);
    return () => this.handlers.delete(handlers);
  }

  private emit<K extends keyof RealtimeHandlers>(key: K, ...args: Parameters<NonNullable<RealtimeHandlers[K]>>): void {
    for (const h of this.handlers) (h[key] as ((...a: unknown[]) => void) | undefined)?.(...args);
  }

  /** Connects and subscribes to `private-expert-{uid}`; safe to call again. */
  connect(uid: number): Promise<void> {
    if (this.pusher) return Promise.resolve();
    this.connecting ??= (async () => {
      try {
        const { realtime } = await expertApi.clientConfig();
        const pusher = new Pusher(realtime.key, {
          cluster: realtime.cluster || 'local',
          wsHost: realtime.host,
          wsPort: realtime.port,
          wssPort: realtime.port,
          forceTLS: realtime.useTls,
          enabledTransports: ['ws', 'wss'],
          disableStats: true,
          channelAuthorization: {
            endpoint: realtime.authEndpoint,
            transport: 'ajax',
            headersProvider: () => ({ Authorization: `Bearer ${readAuth()?.accessToken ?? ''}` }),
          },
        });
        this.pusher = pusher;
        pusher.connection.bind('state_change', (s: { current: string }) => this.emit('onConnectionState', s.current));
        const mine = pusher.subscribe(CHANNELS.privateExpert(uid));
        mine.bind(EXPERT_PRIVATE_EVENTS.questionOffered, (data: unknown) => {
          this.emit('onOffered', toCamelDeep(data) as { qid: number; subjectTitle: string; title: string });
          this.emit('onQueueChanged');
        });
        mine.bind(EXPERT_PRIVATE_EVENTS.questionWithdrawn, () => this.emit('onQueueChanged'));
        mine.bind(EXPERT_PRIVATE_EVENTS.assignmentChanged, (data: unknown) => {
          this.emit('onAssignmentChanged', toCamelDeep(data) as { qid: number; state: string });
          this.emit('onQueueChanged');
        });
        if (this.isOnline) this.expertsChannel = pusher.subscribe(CHANNELS.presenceExperts);
      } catch (error) {
        console.warn('realtime unavailable; polling only', error);
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  /** Joins (online) or leaves (offline) `presence-experts`, which the server uses for matching. */
  setOnline(isOnline: boolean): void {
    this.isOnline = isOnline;
    if (!this.pusher) return;
    if (isOnline && !this.expertsChannel) this.expertsChannel = this.pusher.subscribe(CHANNELS.presenceExperts);
    if (!isOnline && this.expertsChannel) {
      this.pusher.unsubscribe(CHANNELS.presenceExperts);
      this.expertsChannel = null;
    }
  }

  /** Follows the assigned student's presence channel (null leaves it). */
  followStudent(studentUid: number | null): void {
    if (studentUid === this.studentUid) return;
    if (this.pusher && this.studentUid !== null) this.pusher.unsubscribe(CHANNELS.presenceStudent(this.studentUid));
    this.studentUid = studentUid;
    this.studentChannel = null;
    if (!this.pusher || studentUid === null) return;
    const channel = this.pusher.subscribe(CHANNELS.presenceStudent(studentUid)) as PresenceChannel;
    this.studentChannel = channel;
    channel.bind_global((event: string, data: unknown) => {
      const name = SESSION_EVENT_NAMES[event];
      if (!name) return;
      const payload = (toCamelDeep(data) ?? {}) as Record<string, unknown>;
      this.emit('onSessionEvent', { name, qid: typeof payload.qid === 'number' ? payload.qid : undefined, data: payload });
    });
  }

  /** Tells the student the expert is typing (client event; ignored until the channel is joined). */
  sendTyping(qid: number, isTyping: boolean): void {
    const channel = this.studentChannel;
    if (!channel?.subscribed) return;
    channel.trigger(isTyping ? STUDENT_PRESENCE_EVENTS.tutorTyping : STUDENT_PRESENCE_EVENTS.tutorStoppedTyping, { qid });
  }

  /** Closes everything (sign-out). */
  disconnect(): void {
    this.pusher?.disconnect();
    this.pusher = null;
    this.studentChannel = null;
    this.studentUid = null;
    this.expertsChannel = null;
  }
}

/** The console's single realtime connection. */
export const realtime = new ConsoleRealtime();
