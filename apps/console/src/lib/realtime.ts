import {
  CHANNEL_PATTERNS,
  CHANNELS,
  EXPERT_PRIVATE_EVENTS,
  STUDENT_PRESENCE_EVENTS,
  type Camelize,
  type RealtimePayload,
  SUBJECT_DIGEST_EVENTS,
  SUBJECT_QUEUE_EVENTS,
  subjectOfChannel,
  toCamelDeep,
  type QueueOffer,
  WAITING_QUESTION,
  WRITING_SUBJECT,
  type WritingProblem,
} from '@photostudy/contracts';
import {
  createChannelAuthorizer,
  createPusherTransport,
  RealtimeClient,
  type RealtimeChannelMessage,
  type RealtimeClientEvent,
  type RealtimeTransport,
} from '@photostudy/client';
import { consoleApiClient } from './api/apiClient';
import { expertApi, type QuestionItem } from './api/expertApi';

/** What the console hears from the realtime server; each handler is optional. */
export interface RealtimeHandlers {
  /**
   * Questions were offered to me or left my queue, alone or in a subject's burst: the offers are the queue's rows, so the
   * change applies to the queue I hold without reading it again.
   */
  onQueueDelta?: (delta: QueueDelta) => void;
  /**
   * While I hold an open question: a subject's digest, the qids asked and withdrawn in its last second (no rows; I cannot
   * claim meanwhile, so the queue is read when it is shown).
   */
  onQueueDigest?: (digest: QueueDigest) => void;
  /** My queue may have changed in a way no delta tells (my assignment changed): read it again. */
  onQueueChanged?: () => void;
  /** My assignment changed (claimed elsewhere, given back, ended...). */
  onAssignmentChanged?: (change: { qid: number; state: string }) => void;
  /** A Writing problem arrived in, or left, the writers' queue (writers only): its id and new state. */
  onWritingQueueChanged?: (change: { id: number; state: WritingState }) => void;
  /** Anything on the student's presence channel: new or edited message, idle, end. */
  onSessionEvent?: (event: SessionEvent) => void;
  /** A batch of the session's spreadsheet edits was stored (the student's or my own, in `seq` order at the server). */
  onSheetOperations?: (batch: SheetOperationsAdded) => void;
  /** Realtime connection state ('connected', 'unavailable', ...). */
  onConnectionState?: (state: string) => void;
  /** The connection is back after a loss (or the student's channel was joined) and every channel is subscribed: read again what is open. */
  onReconnected?: () => void;
  /** The followed student may have come or gone: read {@link ConsoleRealtime.studentPresence} again. */
  onStudentPresence?: () => void;
}

/** Offers (the queue's rows, as `GET /api/expert/queue` lists them) and withdrawals (qids), in the order they came. */
export interface QueueDelta {
  offered: QuestionItem[];
  withdrawn: number[];
  /**
   * Offers past the queue's limit (qids only: the subject's newest questions while `EXPERT_QUEUE_LIMIT` older ones
   * wait), with their subject; a full queue would not list them, one that is not reads them.
   */
  beyondLimit?: { subjectId: number; qids: number[] };
}

/** A subject's digest: qids offered (rows not sent) and withdrawn, in the order they came. */
export interface QueueDigest {
  subjectId: number;
  offered: number[];
  withdrawn: number[];
}

/** What every waiting question is, camelCased as realtime hands payloads on: an offer leaves it out. */
const WAITING = toCamelDeep(WAITING_QUESTION);

/** The queue's row of an offer (as `GET /api/expert/queue` lists it). */
function queueItemOf(offer: Camelize<QueueOffer>): QuestionItem {
  return { ...offer, ...WAITING };
}

/** Whether the followed student is on their presence channel (their chat is open); 'unknown' until it is joined. */
export type StudentPresence = 'online' | 'offline' | 'unknown';

/** Where a Writing problem stands (waiting, claimed, delivered, refunded). */
type WritingState = WritingProblem['state'];

/** A stored batch of spreadsheet operations as realtime hands it on (`opsJson` null when too large to carry). */
export type SheetOperationsAdded = Camelize<RealtimePayload<'sheetOperationsAdded'>>;

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
 * The console's one realtime connection, a thin layer over the shared client (payloads checked
 * against the contracts and camelCased there). Failures are never fatal: the queue and the open
 * session are also polled, so realtime only makes things faster.
 */
export class ConsoleRealtime {
  private readonly client: RealtimeClient;
  private uid: number | null = null;
  private studentUid: number | null = null;
  /** My subjects' queue channels, joined while online: fresh asks are offered there, once for the whole subject. */
  private queueChannels: string[] = [];
  /** My subjects (Writing aside), whose queue channels those are. */
  private subjectIds: number[] = [];
  /** While I hold an open question I cannot claim: my subjects' digests (a second behind) replace their live queues. */
  private isBusy = false;
  private handlers: Set<RealtimeHandlers> = new Set();
  private isOnline = false;
  private connecting: Promise<void> | null = null;
  /** Member ids on the followed student's presence channel; null until it is joined (and after a drop). */
  private studentMembers: Set<string> | null = null;

  constructor(deps: Partial<ConstructorParameters<typeof RealtimeClient>[0]> = {}) {
    const { createTransport = createPusherTransport, ...rest } = deps;
    this.client = new RealtimeClient({
      authorize: createChannelAuthorizer(consoleApiClient),
      ...rest,
      createTransport: (settings, authorize) => this.watchMembers(createTransport(settings, authorize)),
      onStateChange: (state) => {
        if (state !== 'connected') this.setStudentMembers(null);
        this.emit('onConnectionState', state);
        rest.onStateChange?.(state);
      },
    });
    this.client.listen((event) => this.route(event));
  }

  /** True while the connection is lost or cannot be made: the workspace shows 'offline, reconnecting'. */
  get isDown(): boolean {
    return this.client.isDown;
  }

  /** Calls `listener` whenever {@link isDown} changes; returns the function that stops it. */
  onConnectionChange = (listener: (isDown: boolean) => void): (() => void) => this.client.onConnectionChange(listener);

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
    if (this.client.isOpen) return Promise.resolve();
    this.connecting ??= (async () => {
      try {
        const config = await expertApi.clientConfig();
        consoleApiClient.tokenRefresh.setThreshold(config.tokenRefreshThresholdS);
        this.uid = uid;
        this.client.connect(config.realtime);
        this.client.subscribe(CHANNELS.privateExpert(uid));
        if (this.isOnline) this.joinQueue();
        if (this.studentUid !== null) this.client.subscribe(CHANNELS.presenceStudent(this.studentUid), { isReloadOwed: true });
      } catch (error) {
        console.warn('realtime unavailable; polling only', error);
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  /**
   * Joins (online) or leaves (offline) `presence-experts`, which the server uses for matching, and my subjects' queue
   * channels, which carry the offers of fresh asks.
   */
  setOnline(isOnline: boolean): void {
    this.isOnline = isOnline;
    if (!this.client.isOpen) return;
    if (isOnline) this.joinQueue();
    else this.leaveQueue();
  }

  /**
   * Sets my subjects (from my expert profile): their queue channels are joined while online. Writing has none (a
   * writer's queue is Writing problems, on my own channel).
   */
  setSubjects(subjectIds: readonly number[]): void {
    this.subjectIds = [...new Set(subjectIds)].filter((id) => id !== WRITING_SUBJECT.tid);
    this.switchQueueChannels();
  }

  /**
   * Whether I hold an open question (claimed or in progress). Then I cannot claim another, so my subjects' queues come
   * as their digests, qids gathered a second at a time (the count and the alert a second behind), instead of a row per
   * ask (issue 19: measured, the rows to busy experts were most of the bytes the servers wrote during the chat).
   */
  setBusy(isBusy: boolean): void {
    if (isBusy === this.isBusy) return;
    this.isBusy = isBusy;
    this.switchQueueChannels();
  }

  /** Leaves the queue channels no longer wanted and joins the new ones (while online). */
  private switchQueueChannels(): void {
    const next = this.subjectIds.map(this.isBusy ? CHANNELS.subjectDigest : CHANNELS.subjectQueue);
    const isJoined = this.isOnline && this.client.isOpen;
    for (const name of this.queueChannels) if (isJoined && !next.includes(name)) this.client.unsubscribe(name);
    const added = next.filter((name) => !this.queueChannels.includes(name));
    this.queueChannels = next;
    // Offers sent while a channel is being joined never reach us: the queue is read again once it is.
    if (isJoined) for (const name of added) this.client.subscribe(name, { isReloadOwed: true });
  }

  private joinQueue(): void {
    this.client.subscribe(CHANNELS.presenceExperts);
    for (const name of this.queueChannels) this.client.subscribe(name, { isReloadOwed: true });
  }

  private leaveQueue(): void {
    this.client.unsubscribe(CHANNELS.presenceExperts);
    for (const name of this.queueChannels) this.client.unsubscribe(name);
  }

  /** Follows the assigned student's presence channel (null leaves it). */
  followStudent(studentUid: number | null): void {
    if (studentUid === this.studentUid) return;
    if (this.studentUid !== null) this.client.unsubscribe(CHANNELS.presenceStudent(this.studentUid));
    this.studentUid = studentUid;
    this.setStudentMembers(null);
    // Messages sent while the channel is being joined never reach us: a reload is owed once it is.
    if (studentUid !== null && this.client.isOpen) this.client.subscribe(CHANNELS.presenceStudent(studentUid), { isReloadOwed: true });
  }

  /** Tells the student the expert is typing (client event; ignored until the channel is joined). */
  sendTyping(qid: number, isTyping: boolean): void {
    if (this.studentUid === null) return;
    const event = isTyping ? STUDENT_PRESENCE_EVENTS.tutorTyping : STUDENT_PRESENCE_EVENTS.tutorStoppedTyping;
    this.client.trigger(CHANNELS.presenceStudent(this.studentUid), event, { qid });
  }

  /** Closes everything (sign-out). */
  disconnect(): void {
    this.client.disconnect();
    this.uid = null;
    this.studentUid = null;
    this.queueChannels = [];
    this.subjectIds = [];
    this.isBusy = false;
    this.setStudentMembers(null);
  }

  /** Whether `studentUid`, if followed, is on their presence channel now. */
  studentPresence(studentUid: number): StudentPresence {
    if (studentUid !== this.studentUid || this.studentMembers === null) return 'unknown';
    return this.studentMembers.has(String(studentUid)) ? 'online' : 'offline';
  }

  private setStudentMembers(members: Set<string> | null): void {
    this.studentMembers = members;
    this.emit('onStudentPresence');
  }

  /**
   * Hears the member events of the followed student's presence channel, which the shared client leaves out (it
   * hands on catalogued events only): pusher-js gives the members on joining, then each one who comes or goes.
   */
  private watchMembers(transport: RealtimeTransport): RealtimeTransport {
    return {
      ...transport,
      subscribe: (name) => {
        const channel = transport.subscribe(name);
        if (CHANNEL_PATTERNS.presenceStudent.test(name)) channel.bindAll((event, data) => this.onMemberEvent(name, event, data));
        return channel;
      },
    };
  }

  private onMemberEvent(channel: string, event: string, data: unknown): void {
    if (this.studentUid === null || channel !== CHANNELS.presenceStudent(this.studentUid)) return;
    if (event === 'pusher:subscription_succeeded') {
      const members = (data as { members?: Record<string, unknown> } | null)?.members ?? {};
      this.setStudentMembers(new Set(Object.keys(members)));
      return;
    }
    const id = (data as { id?: unknown } | null)?.id;
    if (this.studentMembers === null || (typeof id !== 'string' && typeof id !== 'number')) return;
    const next = new Set(this.studentMembers);
    if (event === 'pusher:member_added') next.add(String(id));
    else if (event === 'pusher:member_removed') next.delete(String(id));
    else return;
    this.setStudentMembers(next);
  }

  /**
   * An offer or a withdrawal, heard on my own channel (questions some experts may not see) or on my subject's queue
   * (fresh asks, bursts gathered): handled alike, as a delta of the live queue (a read per change would cost the server
   * a request per online expert for every ask, issue 19). False for any other event.
   */
  private routeQueueEvent(event: RealtimeChannelMessage): boolean {
    if (event.name === SUBJECT_QUEUE_EVENTS.questionOffered)
      this.emit('onQueueDelta', { offered: [queueItemOf(event.data)], withdrawn: [] });
    else if (event.name === SUBJECT_QUEUE_EVENTS.questionWithdrawn) this.emit('onQueueDelta', { offered: [], withdrawn: [event.data.qid] });
    else if (event.name === SUBJECT_QUEUE_EVENTS.subjectQueueChanged) {
      const beyond = event.data.beyondLimit ?? [];
      const subjectId = subjectOfChannel(event.channel);
      this.emit('onQueueDelta', {
        offered: event.data.offered.map(queueItemOf),
        withdrawn: event.data.withdrawn,
        ...(beyond.length && subjectId ? { beyondLimit: { subjectId, qids: beyond } } : {}),
      });
    } else return false;
    return true;
  }

  private route(event: RealtimeClientEvent): void {
    if (event.name === 'reconnected') {
      this.emit('onReconnected');
      return;
    }
    if (this.queueChannels.includes(event.channel)) {
      if (event.name === SUBJECT_DIGEST_EVENTS.subjectQueueDigest) {
        const subjectId = subjectOfChannel(event.channel);
        if (subjectId !== null) this.emit('onQueueDigest', { subjectId, offered: event.data.offered, withdrawn: event.data.withdrawn });
      } else this.routeQueueEvent(event);
      return;
    }
    if (this.uid !== null && event.channel === CHANNELS.privateExpert(this.uid)) {
      if (this.routeQueueEvent(event)) return;
      if (event.name === EXPERT_PRIVATE_EVENTS.assignmentChanged) {
        this.emit('onAssignmentChanged', { qid: event.data.qid, state: event.data.state });
        this.emit('onQueueChanged');
      } else if (event.name === EXPERT_PRIVATE_EVENTS.writingQueueChanged) {
        // Not the live queue: Writing problems have their own list, which reads itself again on this event.
        this.emit('onWritingQueueChanged', { id: event.data.id, state: event.data.state });
      }
      return;
    }
    if (this.studentUid !== null && event.channel === CHANNELS.presenceStudent(this.studentUid)) {
      if (event.name === STUDENT_PRESENCE_EVENTS.sheetOperationsAdded) {
        this.emit('onSheetOperations', event.data);
        return;
      }
      const name = SESSION_EVENT_NAMES[event.name];
      if (!name) return;
      const data = event.data as Record<string, unknown>;
      this.emit('onSessionEvent', { name, qid: typeof data.qid === 'number' ? data.qid : undefined, data });
    }
  }
}

/** The console's single realtime connection. */
export const realtime = new ConsoleRealtime();
