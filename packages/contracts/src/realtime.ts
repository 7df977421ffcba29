import { z } from 'zod';
import { END_REASONS } from './reference-data';
import { epochSeconds, qidSchema, uidSchema } from './schemas/common';
import { balanceSchema } from './schemas/account';
import { queueOfferSchema } from './schemas/engine';
import { expertInfoSchema, messageSchema } from './schemas/question';
import { notificationSchema } from './schemas/notification';
import { sheetOperationsAddedSchema } from './schemas/sheet';
import { WRITING_STATES } from './schemas/writing';

/** Realtime channel names of brief section 5. */
export const CHANNELS = {
  /** That student only. */
  privateStudent: (uid: number) => `private-student-${uid}`,
  /** That student and the expert assigned to the student's open question. */
  presenceStudent: (uid: number) => `presence-student-${uid}`,
  /** That expert only: queue offers, assignment changes. */
  privateExpert: (uid: number) => `private-expert-${uid}`,
  /** Experts only: who is online for matching. */
  presenceExperts: 'presence-experts',
  /**
   * The experts of one subject (our own, issue 19): a fresh ask is offered here once instead of once per online
   * expert; questions that some experts of the subject must not see (reposts, rejections) go per expert instead.
   */
  subjectQueue: (subjectId: number) => `private-subject-queue-${subjectId}`,
  /**
   * The same subject's queue at a slower pace and without its rows (our own, issue 19), for its experts who hold an
   * open question and so cannot claim: `subjectQueueDigest`, the qids offered and withdrawn, gathered for
   * `SUBJECT_DIGEST_BATCH_MS`, so a busy expert's console still counts the queue and plays the alert, a second behind,
   * at a small frame a second instead of one per ask; it reads the rows when it shows them.
   */
  subjectDigest: (subjectId: number) => `private-subject-digest-${subjectId}`,
} as const;

/**
 * Channel name patterns used by the authoriser: ids as exact digits without leading zeros, so each channel has one
 * spelling (`private-student-042` is not student 42's channel, and no second name reaches the same events).
 */
export const CHANNEL_PATTERNS = {
  privateStudent: /^private-student-([1-9]\d*)$/,
  presenceStudent: /^presence-student-([1-9]\d*)$/,
  privateExpert: /^private-expert-([1-9]\d*)$/,
  presenceExperts: /^presence-experts$/,
  subjectQueue: /^private-subject-queue-([1-9]\d*)$/,
  subjectDigest: /^private-subject-digest-([1-9]\d*)$/,
} as const;

/**
 * The subject of a subject's queue or digest channel (`CHANNELS.subjectQueue`, `CHANNELS.subjectDigest`), null for any
 * other name: the one reader of those names, for the authoriser and the console.
 */
export function subjectOfChannel(channelName: string): number | null {
  const match = CHANNEL_PATTERNS.subjectQueue.exec(channelName) ?? CHANNEL_PATTERNS.subjectDigest.exec(channelName);
  return match ? Number(match[1]) : null;
}

/** Events on `private-student-{uid}` (names exactly as the spec). */
export const STUDENT_PRIVATE_EVENTS = {
  questionClaimed: 'questionClaimed',
  questionRejected: 'questionRejected',
  questionAnswered: 'questionAnswered',
  questionDead: 'questionDead',
  discussionSessionEnded: 'discussionSessionEnded',
  spreadsheetPermissionUpdated: 'spreadsheetPermissionUpdated',
  spreadsheetPermissionUpdating: 'spreadsheetPermissionUpdating',
  /** Our own: the balance changed outside the open app's own call (renewal, refund, admin grant). */
  balanceUpdated: 'balanceUpdated',
  /** Our own: the student's Writing problem changed state (claimed, delivered, refunded). */
  writingProblemUpdated: 'writingProblemUpdated',
  /** Our own: a notification was written for the student (lights the sidebar's dot at once). */
  notificationCreated: 'notificationCreated',
  /** Our own: the student read notifications in another tab or device; carries the unread count. */
  notificationsRead: 'notificationsRead',
} as const;

/** Events on `presence-student-{uid}` (names exactly as the spec). */
export const STUDENT_PRESENCE_EVENTS = {
  questionGranted: 'questionGranted',
  sessionIdleTimeout: 'sessionIdleTimeout',
  sessionIdleWarning: 'sessionIdleWarning',
  newDiscussionMessage: 'newDiscussionMessage',
  editDiscussionMessage: 'editDiscussionMessage',
  newStudentDiscussionMessage: 'newStudentDiscussionMessage',
  challengedQuestionAnswered: 'challenged_question_answered',
  discussionSessionEnded: 'discussionSessionEnded',
  tutorTyping: 'client-tutorTyping',
  tutorStoppedTyping: 'client-tutorStoppedTyping',
  /** Our own: a batch of spreadsheet operations was stored (issue 18); both sides apply batches in `seq` order. */
  sheetOperationsAdded: 'sheetOperationsAdded',
} as const;

/** Events on `private-expert-{uid}` (our own; the spec has no tutor side). */
export const EXPERT_PRIVATE_EVENTS = {
  questionOffered: 'questionOffered',
  questionWithdrawn: 'questionWithdrawn',
  assignmentChanged: 'assignmentChanged',
  /** A Writing problem arrived in, or left, the writers' queue (sent to every writer). */
  writingQueueChanged: 'writingQueueChanged',
} as const;

/**
 * Events on `private-subject-queue-{subjectId}`: the same names and payloads as on `private-expert-{uid}`, so the
 * console handles an offer alike whichever channel carried it.
 */
export const SUBJECT_QUEUE_EVENTS = {
  questionOffered: EXPERT_PRIVATE_EVENTS.questionOffered,
  questionWithdrawn: EXPERT_PRIVATE_EVENTS.questionWithdrawn,
  /**
   * Several offers and withdrawals of one subject together (issue 19): the first change after a quiet spell goes out
   * at once as `questionOffered` / `questionWithdrawn`; the changes that follow within `SUBJECT_QUEUE_BATCH_MS` are
   * sent as one of these, so a burst of asks or claims costs each expert one frame per window, not one per question.
   * A qid is in at most one of the lists (its latest change). Offers carry the queue's rows (less what every
   * waiting question is) and withdrawals their qids; an offer of the subject's newest question while at least
   * `EXPERT_QUEUE_LIMIT` older ones wait carries its qid only, in `beyond_limit` (no console lists past the limit). So
   * a console applies a change to the queue it holds and reads the queue only when it joins (a read per change would
   * cost one request per online expert for every ask).
   */
  subjectQueueChanged: 'subjectQueueChanged',
} as const;

/** Events on `private-subject-digest-{subjectId}` (our own, issue 19). */
export const SUBJECT_DIGEST_EVENTS = {
  /**
   * The subject's queue changes of one window, as qids only: those offered and those withdrawn (a qid in at most one
   * list, its latest change). The first change after a quiet spell goes out at once, the next ones a window later.
   * Measured at 2,000 sessions on two nodes, the rows made this channel carry ~25 MB a second to busy experts (their
   * sockets' writes stretched every chat message's wait); a busy console reads the rows only when it shows the queue.
   */
  subjectQueueDigest: 'subjectQueueDigest',
} as const;

/**
 * How long a subject queue's changes are gathered into one `subjectQueueChanged` after an event went out. 100 ms, not
 * 50: at 2,000 asks in 3 s to 2,200 experts on two nodes, 50 ms windows kept the two cores saturated through the ramp
 * (ask-to-offer p99 0.45-1.2 s), 100 ms halved the frames and the ramp recovered (p99 0.31-0.45 s; http-profile.md).
 */
export const SUBJECT_QUEUE_BATCH_MS = 100;
/** How long a subject's digest channel (its busy experts') gathers the queue's changes after an event went out. */
export const SUBJECT_DIGEST_BATCH_MS = 1000;
/** The largest `subjectQueueChanged` (or `subjectQueueDigest`) payload: a bigger batch is split, under Pusher's (and our server's) 10 KB per event. */
export const SUBJECT_QUEUE_BATCH_MAX_BYTES = 9 * 1024;
/**
 * The API nodes' own topic (not a realtime event, never seen by a client) on which each node hands its subject queue
 * changes to the others, so that every node gathers the whole cluster's changes into one frame per window for its own
 * sockets (issue 19).
 */
export const SUBJECT_QUEUE_NODE_TOPIC = 'subject-queue-changes';

const qidPayload = z.object({ qid: qidSchema });

/** Payload schemas per event name (snake_case on the wire). */
export const REALTIME_PAYLOADS = {
  questionClaimed: qidPayload.extend({ expert_uid: uidSchema }),
  questionRejected: qidPayload,
  questionAnswered: qidPayload.extend({ started: epochSeconds, duration: z.number().int() }),
  questionDead: qidPayload.extend({ refunded: z.boolean() }),
  discussionSessionEnded: qidPayload.extend({ reason: z.enum(END_REASONS), ended: epochSeconds }),
  spreadsheetPermissionUpdated: qidPayload.extend({ timestamp: epochSeconds }),
  spreadsheetPermissionUpdating: qidPayload.extend({ timestamp: epochSeconds }),
  questionGranted: qidPayload.extend({ expert_info: expertInfoSchema }),
  sessionIdleTimeout: qidPayload,
  sessionIdleWarning: qidPayload.extend({ type: z.enum(['idle_warning', 'warning_modal']) }),
  newDiscussionMessage: messageSchema,
  editDiscussionMessage: messageSchema,
  newStudentDiscussionMessage: messageSchema,
  challenged_question_answered: messageSchema,
  'client-tutorTyping': z.object({ qid: qidSchema.optional() }).loose(),
  'client-tutorStoppedTyping': z.object({ qid: qidSchema.optional() }).loose(),
  /**
   * The question as `GET /api/expert/queue` lists it, less what every waiting question is (`queueItemOfOffer` gives the
   * row), so a console adds it to its queue without reading it again; a free repost (`is_repost`) is never offered to
   * the thread's earlier experts.
   */
  questionOffered: queueOfferSchema,
  questionWithdrawn: qidPayload,
  subjectQueueChanged: z.object({
    offered: z.array(queueOfferSchema),
    withdrawn: z.array(qidSchema),
    /** Offered past the queue's limit (issue 19): at least `EXPERT_QUEUE_LIMIT` older questions of the subject wait. */
    beyond_limit: z.array(qidSchema).optional(),
  }),
  subjectQueueDigest: z.object({ offered: z.array(qidSchema), withdrawn: z.array(qidSchema) }),
  balanceUpdated: z.object({ balance: balanceSchema }),
  writingProblemUpdated: z.object({ id: z.number().int().positive(), state: z.enum(WRITING_STATES) }),
  writingQueueChanged: z.object({ id: z.number().int().positive(), state: z.enum(WRITING_STATES) }),
  assignmentChanged: qidPayload.extend({ state: z.string() }),
  notificationCreated: z.object({ notification: notificationSchema, unread_count: z.number().int().nonnegative() }),
  notificationsRead: z.object({ unread_count: z.number().int().nonnegative() }),
  sheetOperationsAdded: sheetOperationsAddedSchema,
} as const;

/** Every realtime event name. */
export type RealtimeEventName = keyof typeof REALTIME_PAYLOADS;
/** Wire payload of one realtime event. */
export type RealtimePayload<E extends RealtimeEventName> = z.infer<(typeof REALTIME_PAYLOADS)[E]>;
