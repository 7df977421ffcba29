import {
  CHANNELS,
  type END_REASONS,
  EXPERT_PRIVATE_EVENTS,
  type sessionEndedDataSchema,
  STUDENT_PRIVATE_EVENTS,
} from '@photostudy/contracts';
import type { DbExecutor, Transaction } from '@photostudy/db';
import type { z } from 'zod';
import type { UnitScope } from '../../core/unit-of-work';
import { epochS } from '../../core/clock';
import { type EngineContext, QUESTION_TIMER_KINDS, TIMER_KINDS } from './engine-context';
import { countMessages, insertMessageOnce, type QuestionRow, recordRejection, updateQuestion } from './question.repository';
import { publishBalance } from '../ledger/balance-updated';
import { type OfferKnown, publishOffer, publishWithdrawal } from './offer-fanout';

/** Why a session ended. */
export type EndReason = (typeof END_REASONS)[number];

/** A question put back in the queue after a rejection gets at least this long before the match window closes. */
export const REQUEUE_MIN_WINDOW_S = 60;

/** The system message closing a discussion. */
export const SESSION_ENDED_TEXT = { en: 'Session ended', es: 'La sesión ha terminado' } as const;

/** Flag reasons are the expert's words: shown to the student without their closing punctuation. */
function flagReasonText(reason: string): string {
  return reason.trim().replace(/[\s.!?]+$/u, '');
}

/** The system message telling the student why an expert flagged their question, and whether it was refunded. */
export function expertFlagNotice(reason: string, isRefunded: boolean): { en: string; es: string } {
  const text = flagReasonText(reason);
  return isRefunded
    ? {
        en: `The expert could not take this question: ${text}. Your session was refunded.`,
        es: `El experto no pudo aceptar esta pregunta: ${text}. Se te devolvió la sesión.`,
      }
    : { en: `The expert flagged this session: ${text}.`, es: `El experto marcó esta sesión: ${text}.` };
}

/** A discussion is live while it is STARTED on an in-progress question. */
export function isLive(q: QuestionRow): boolean {
  return q.state === 'in_progress' && q.discussionStatus === 'STARTED';
}

/** A question is over once explained or dead. */
export function isOver(q: QuestionRow): boolean {
  return q.state === 'explained' || q.state === 'dead';
}

/** After commit: offers a question to the experts of its subject who may take it (`questionOffered`, see offer-fanout). */
export function offerAfter(ctx: EngineContext, scope: UnitScope, q: QuestionRow, exceptExpertIds: number[] = [], known?: OfferKnown): void {
  scope.afterCommit(() => publishOffer(ctx, q, exceptExpertIds, known));
}

/** After commit: tells the experts of the subject that a question left the queue (`questionWithdrawn`, see offer-fanout). */
export function withdrawAfter(ctx: EngineContext, scope: UnitScope, q: QuestionRow, exceptExpertIds: number[] = []): void {
  scope.afterCommit(() => publishWithdrawal(ctx, q, exceptExpertIds));
}

/**
 * After commit, tells the student's app that the expert's access to the question's live sheet changed: `updated` when
 * an expert was assigned (a claim), `updating` when the assignment was lost (given back, back to the queue, a repost
 * waiting for a new expert). Only questions with a sheet.
 */
export function publishSheetAccess(
  ctx: EngineContext,
  scope: UnitScope,
  q: QuestionRow,
  event: typeof STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdated | typeof STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdating,
): void {
  if (!q.isSheetReady) return;
  scope.publish(CHANNELS.privateStudent(q.authorId), event, { qid: q.id, timestamp: epochS(ctx.clock.now()) });
}

/** (Re)schedules the match window: what is left of it since the ask, and at least REQUEUE_MIN_WINDOW_S after a rejection. */
export async function scheduleMatchWindow(ctx: EngineContext, tx: DbExecutor, q: QuestionRow, isRequeue: boolean): Promise<void> {
  await ctx.timers.schedule(tx, TIMER_KINDS.matchWindow, q.id, matchWindowS(ctx, isRequeue ? q : null));
}

/**
 * How long a question waits for a claim from now: a new one (an ask, which schedules it in its own statement, or a
 * repost) the whole match window; a requeued one what is left of its window since it was asked, but at least
 * REQUEUE_MIN_WINDOW_S.
 */
export function matchWindowS(ctx: EngineContext, requeued: Pick<QuestionRow, 'createdAt'> | null): number {
  const windowS = ctx.config.timersS.MATCH_WINDOW_S;
  if (!requeued) return windowS;
  const leftS = Math.ceil((requeued.createdAt.getTime() + windowS * 1000 - ctx.clock.now().getTime()) / 1000);
  return Math.max(leftS, Math.min(REQUEUE_MIN_WINDOW_S, windowS));
}

/**
 * Restarts the student-silence clock: the idle warning moves out and any pending timeout is dropped. A student's plain
 * chat text does the same inside its one statement (`live-message.repository.ts`, the same timer kinds and delay).
 */
export async function resetIdle(ctx: EngineContext, tx: DbExecutor, qid: number): Promise<void> {
  await ctx.timers.cancelAndSchedule(tx, TIMER_KINDS.idleTimeout, TIMER_KINDS.idleWarning, qid, ctx.config.timersS.IDLE_WARNING_AFTER_S);
}

/**
 * Puts a claimed question back in the queue (the expert rejected it or let the claim window run out):
 * `questionRejected` (and, with a sheet, `spreadsheetPermissionUpdating`) to the student, `assignmentChanged` to the
 * expert, a new offer to the others.
 */
export async function requeue(
  ctx: EngineContext,
  tx: Transaction,
  scope: UnitScope,
  q: QuestionRow,
  reason: 'rejected' | 'claim_expired',
): Promise<QuestionRow> {
  const expertId = q.expertId;
  const updated = await updateQuestion(tx, q.id, { expertId: null, claimedAt: null, updatedAt: ctx.clock.now() });
  await ctx.timers.cancel(tx, TIMER_KINDS.claimWindow, q.id);
  if (expertId !== null) await recordRejection(tx, q.id, expertId, reason);
  await scheduleMatchWindow(ctx, tx, updated, true);
  scope.publish(CHANNELS.privateStudent(q.authorId), STUDENT_PRIVATE_EVENTS.questionRejected, { qid: q.id });
  publishSheetAccess(ctx, scope, q, STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdating);
  if (expertId !== null)
    scope.publish(CHANNELS.privateExpert(expertId), EXPERT_PRIVATE_EVENTS.assignmentChanged, { qid: q.id, state: 'connecting' });
  offerAfter(ctx, scope, updated, expertId !== null ? [expertId] : []);
  return updated;
}

/** Gives the question's session back (when an ask paid for it) and tells the student's open app the new balance after commit. */
async function refundQuestion(ctx: EngineContext, tx: Transaction, scope: UnitScope, q: QuestionRow, note: string): Promise<boolean> {
  const refunded = await ctx.ledger.refundAskDebit(tx, q.authorId, 'session', q.id, note);
  if (refunded) publishBalance(scope, q.authorId, await ctx.ledger.balance(tx, q.authorId));
  return refunded;
}

/** Nobody claimed within the match window: the question dies, the debit is refunded, `questionDead`. */
export async function failMatch(ctx: EngineContext, tx: Transaction, scope: UnitScope, q: QuestionRow): Promise<QuestionRow> {
  const now = ctx.clock.now();
  const updated = await updateQuestion(tx, q.id, { state: 'dead', endedAt: now, updatedAt: now });
  for (const kind of QUESTION_TIMER_KINDS) await ctx.timers.cancel(tx, kind, q.id);
  const refunded = await refundQuestion(ctx, tx, scope, q, 'match failed');
  await ctx.analytics.recordIn(tx, {
    name: 'question_dead',
    accountId: q.authorId,
    createdAt: now,
    data: { qid: q.id, refunded, subject_id: q.subjectId },
  });
  scope.publish(CHANNELS.privateStudent(q.authorId), STUDENT_PRIVATE_EVENTS.questionDead, { qid: q.id, refunded });
  scope.emit('question.dead', { qid: q.id, authorId: q.authorId, subjectId: q.subjectId, refunded });
  withdrawAfter(ctx, scope, q);
  return updated;
}

/**
 * Ends a session for any reason: the state becomes EXPLAINED when the expert answered, DEAD otherwise
 * (with `discussion_flagged` on a student flag, `flagged` on an expert flag); every question timer is
 * cancelled; an expert flag leaves the student a system message with its reason; a 'Session ended'
 * system message closes a started discussion; an unanswered session is refunded, and an expert-flagged
 * one only when no chat message was written (the question itself was refused, not the student's
 * conduct in the chat); the session-ended data goes to analytics_events; and `discussionSessionEnded`
 * goes to both student channels after commit.
 */
export async function endSession(
  ctx: EngineContext,
  tx: Transaction,
  scope: UnitScope,
  q: QuestionRow,
  reason: EndReason,
  options: { flagReason?: string } = {},
): Promise<QuestionRow> {
  const now = ctx.clock.now();
  const hasStarted = q.discussionStartedAt !== null;
  const updated = await updateQuestion(tx, q.id, {
    state: q.answered ? 'explained' : 'dead',
    discussionStatus: hasStarted ? 'EXPIRED' : q.discussionStatus,
    endReason: reason,
    endedAt: now,
    updatedAt: now,
    discussionFlagged: q.discussionFlagged || reason === 'student_flag',
    flagged: q.flagged || reason === 'expert_flag',
    flagReason: reason === 'expert_flag' ? (options.flagReason ?? q.flagReason) : q.flagReason,
  });
  for (const kind of QUESTION_TIMER_KINDS) await ctx.timers.cancel(tx, kind, q.id);
  const messageCount = await countMessages(tx, q.id);
  const isRefundDue = reason === 'expert_flag' ? messageCount === 0 && !q.answered : !q.answered;
  const refunded = isRefundDue ? await refundQuestion(ctx, tx, scope, q, `ended unanswered (${reason})`) : false;
  if (reason === 'expert_flag' && updated.flagReason) {
    const notice = expertFlagNotice(updated.flagReason, refunded);
    await insertMessageOnce(tx, {
      questionId: q.id,
      senderId: null,
      body: notice.en,
      esBody: notice.es,
      messageType: 'system',
      createdAt: now,
      updatedAt: now,
    });
  }
  if (hasStarted) {
    await insertMessageOnce(tx, {
      questionId: q.id,
      senderId: null,
      body: SESSION_ENDED_TEXT.en,
      esBody: SESSION_ENDED_TEXT.es,
      messageType: 'system',
      createdAt: now,
      updatedAt: now,
    });
  }
  const data: z.infer<typeof sessionEndedDataSchema> = {
    qid: q.id,
    length: hasStarted ? Math.max(0, epochS(now) - epochS(q.discussionStartedAt!)) : 0,
    first_bid: q.firstClaimedAt ? epochS(q.firstClaimedAt) : null,
    claim_time: q.claimedAt ? epochS(q.claimedAt) : null,
    answer_time: q.answeredAt ? epochS(q.answeredAt) : null,
    message_count: messageCount,
    processing_data: {
      reason,
      state: updated.state,
      expert_uid: q.expertId,
      subject_id: q.subjectId,
      answered: q.answered,
      refunded,
      is_repost: q.isRepost,
    },
  };
  await ctx.analytics.recordIn(tx, { name: 'session_ended', accountId: q.authorId, createdAt: now, data });
  const ended = { qid: q.id, reason, ended: epochS(now) };
  scope.publish(
    [CHANNELS.privateStudent(q.authorId), CHANNELS.presenceStudent(q.authorId)],
    STUDENT_PRIVATE_EVENTS.discussionSessionEnded,
    ended,
  );
  if (q.expertId !== null)
    scope.publish(CHANNELS.privateExpert(q.expertId), EXPERT_PRIVATE_EVENTS.assignmentChanged, { qid: q.id, state: updated.state });
  else if (q.state === 'connecting') withdrawAfter(ctx, scope, q);
  scope.emit('question.ended', {
    qid: q.id,
    authorId: q.authorId,
    expertId: q.expertId,
    reason,
    state: q.answered ? 'explained' : 'dead',
    refunded,
  });
  return updated;
}
