import type { DeferredCaller } from '../../plugins/authenticate';
import {
  CHANNELS,
  DISCUSSION_MIN_DURATION_S,
  type expertProfileAnswerSchema,
  SESSION_LIST_PAGE_SIZE,
  type suggestionRequestSchema,
  STUDENT_PRIVATE_EVENTS,
  STUDENT_PRESENCE_EVENTS,
} from '@photostudy/contracts';
import type { DbExecutor } from '@photostudy/db';
import type { z } from 'zod';
import { appError } from '../../errors/app-error';
import { chatModeration } from '../moderation/moderation.service';
import { cleanChatBody, publishMessageAfter, sendChatText, storeChatMessage } from './chat';
import { epochS } from '../../core/clock';
import { discussionDurationS, type EngineContext, TIMER_KINDS, transact } from './engine-context';
import { endSession, isLive, isOver, publishSheetAccess, requeue, withdrawAfter } from './question.lifecycle';
import {
  type MessageWire,
  presentExpertInfo,
  presentMessage,
  presentQuestionListItem,
  type QuestionListItemWire,
  type QuestionWire,
} from './question.presenter';
import {
  claimIfUnclaimed,
  earlierExpertIds,
  findMessage,
  findQuestion,
  findQuestionView,
  insertFlag,
  listExpertQuestions,
  listQueue,
  liveQuestionIdsOfExpert,
  type LockedQuestion,
  lockQuestion,
  lockQuestionWithAuthor,
  type MessageRow,
  type QuestionRow,
  recordRejection,
  updateMessage,
  updateQuestion,
} from './question.repository';
import { presentQuestionById, presentQuestionsById } from './question.service';
import { canExpertRead, isStrictChat } from './question-access';

/** A suggestion as sent by the expert. */
export type SuggestionInput = z.infer<typeof suggestionRequestSchema>;

/**
 * The expert side of the lifecycle (brief section 7): queue, claim (first wins), start, reject, chat,
 * edit, suggestions, flag and end. Every change locks the question row; events go out after commit.
 */
export class ExpertService {
  constructor(private readonly ctx: EngineContext) {}

  private async subjectsOf(db: DbExecutor, expertId: number): Promise<number[]> {
    return (await this.ctx.accounts.expertProfile(expertId, db))?.subjectIds ?? [];
  }

  /** The question locked for a change by the expert holding it; anyone else is told it does not exist. */
  private async lockAssigned(tx: DbExecutor, expertId: number, qid: number): Promise<LockedQuestion> {
    const q = await lockQuestionWithAuthor(tx, qid);
    if (!q || q.expertId !== expertId) throw appError('SESSION_NOT_FOUND');
    return q;
  }

  private present(message: MessageRow, q: QuestionRow): MessageWire {
    return presentMessage(message, q.authorId, { files: this.ctx.files, now: this.ctx.clock.now() });
  }

  private async markAnswered(tx: DbExecutor, q: QuestionRow): Promise<void> {
    if (q.answered) return;
    const now = this.ctx.clock.now();
    await updateQuestion(tx, q.id, { answered: true, answeredAt: now, updatedAt: now });
  }

  /** `GET /api/expert/profile`: the expert's name and subjects (the queue is limited to these subjects). */
  async profile(expertId: number): Promise<z.infer<typeof expertProfileAnswerSchema>> {
    const { ctx } = this;
    const [account, profile] = await Promise.all([ctx.accounts.basicsWithEmail(expertId), ctx.accounts.expertProfile(expertId)]);
    if (!account) throw appError('NOT_FOUND');
    return {
      uid: account.id,
      email: account.email,
      name: account.name,
      subjects: await ctx.catalog.subjectsByIds(profile?.subjectIds ?? []),
    };
  }

  /** `GET /api/expert/queue`: connecting, unclaimed questions in the expert's subjects not passed on, oldest first. */
  async queue(expertId: number): Promise<QuestionListItemWire[]> {
    const subjects = await this.subjectsOf(this.ctx.db, expertId);
    const now = this.ctx.clock.now();
    return (await listQueue(this.ctx.db, expertId, subjects)).map((v) => presentQuestionListItem(v, { files: this.ctx.files, now }));
  }

  /** `GET /api/expert/questions?page=`: questions the expert holds or held, newest first. */
  async list(expertId: number, page: number): Promise<QuestionListItemWire[]> {
    const now = this.ctx.clock.now();
    const views = await listExpertQuestions(this.ctx.db, expertId, SESSION_LIST_PAGE_SIZE, (page - 1) * SESSION_LIST_PAGE_SIZE);
    return views.map((v) => presentQuestionListItem(v, { files: this.ctx.files, now }));
  }

  /** `GET /api/expert/questions/{qid}`: held by the expert, or waiting in the expert's queue. */
  async get(expertId: number, qid: number): Promise<QuestionWire> {
    const q = await findQuestion(this.ctx.db, qid);
    if (!q || !canExpertRead(q, expertId, await this.subjectsOf(this.ctx.db, expertId))) throw appError('SESSION_NOT_FOUND');
    return presentQuestionById(this.ctx, this.ctx.db, qid);
  }

  /**
   * `GET /api/expert/questions/{qid}/previous`: the earlier sessions of a repost's thread with their chat, oldest
   * first, for whoever may read the repost (the expert holding it, or one of the subject while it waits).
   */
  async previous(expertId: number, qid: number): Promise<QuestionWire[]> {
    const q = await findQuestion(this.ctx.db, qid);
    if (!q || !canExpertRead(q, expertId, await this.subjectsOf(this.ctx.db, expertId))) throw appError('SESSION_NOT_FOUND');
    return presentQuestionsById(this.ctx, this.ctx.db, q.previousQuestionIds);
  }

  /**
   * `POST /api/expert/questions/{qid}/claims`: an UPDATE that succeeds only while the question is
   * connecting and unclaimed, so exactly one of any number of racing experts wins; the others get 409
   * QUESTION_TAKEN. A repost is refused (409 REPOST_FOR_ANOTHER_EXPERT) to the experts earlier in its thread. An
   * expert holds at most one live question. Starts the claim window and tells the
   * student (`questionClaimed`, `questionGranted` with the expert info, `spreadsheetPermissionUpdated` with a sheet) and the
   * other experts (`questionWithdrawn`).
   */
  async claim(expertId: number, qid: number): Promise<QuestionWire> {
    const { ctx } = this;
    const subjects = await this.subjectsOf(ctx.db, expertId);
    return transact(ctx, async (tx, scope) => {
      // One claim at a time per expert, so that "at most one live question" holds under races too.
      await ctx.ledger.lockAccount(tx, expertId);
      const current = await findQuestion(tx, qid);
      if (!current || current.isSample || !subjects.includes(current.subjectId)) throw appError('SESSION_NOT_FOUND');
      const live = await liveQuestionIdsOfExpert(tx, expertId);
      if (live.includes(qid)) return presentQuestionById(ctx, tx, qid);
      // The student rated this expert low and asked for a new one: never the same expert again.
      if ((await earlierExpertIds(tx, current)).includes(expertId)) throw appError('REPOST_FOR_ANOTHER_EXPERT');
      if (live.length)
        throw appError('CONFLICT', { message: 'Finish your current question before claiming another.', open_question_ids: live });
      const claimed = await claimIfUnclaimed(tx, qid, expertId, this.ctx.clock.now());
      if (!claimed) throw appError('QUESTION_TAKEN');
      await ctx.timers.cancelAndSchedule(tx, TIMER_KINDS.matchWindow, TIMER_KINDS.claimWindow, qid, ctx.config.timersS.CLAIM_WINDOW_S, {
        expert_id: expertId,
      });
      const view = await findQuestionView(tx, qid);
      const expertInfo = view ? presentExpertInfo(view.expert) : null;
      scope.publish(CHANNELS.privateStudent(claimed.authorId), STUDENT_PRIVATE_EVENTS.questionClaimed, { qid, expert_uid: expertId });
      if (expertInfo)
        scope.publish(CHANNELS.presenceStudent(claimed.authorId), STUDENT_PRESENCE_EVENTS.questionGranted, {
          qid,
          expert_info: expertInfo,
        });
      publishSheetAccess(ctx, scope, claimed, STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdated);
      withdrawAfter(ctx, scope, claimed, [expertId]);
      return presentQuestionById(ctx, tx, qid);
    });
  }

  /**
   * `POST /api/expert/questions/{qid}/starts`: the discussion starts (STARTED, the configured duration,
   * never under 10 minutes), with its end timer and the student's idle clock; `questionAnswered`.
   */
  async start(expertId: number, qid: number): Promise<QuestionWire> {
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await this.lockAssigned(tx, expertId, qid);
      if (isLive(q)) return presentQuestionById(ctx, tx, qid);
      if (q.state !== 'connecting') throw appError('CONFLICT', { message: 'This session is over.' });
      const now = this.ctx.clock.now();
      const durationS = discussionDurationS(ctx.config, DISCUSSION_MIN_DURATION_S);
      await updateQuestion(tx, qid, {
        state: 'in_progress',
        discussionStatus: 'STARTED',
        discussionDurationS: durationS,
        discussionStartedAt: now,
        updatedAt: now,
      });
      await ctx.timers.cancel(tx, TIMER_KINDS.claimWindow, qid);
      await ctx.timers.schedule(tx, TIMER_KINDS.discussionEnd, qid, durationS);
      await ctx.timers.schedule(tx, TIMER_KINDS.idleWarning, qid, ctx.config.timersS.IDLE_WARNING_AFTER_S);
      scope.publish(CHANNELS.privateStudent(q.authorId), STUDENT_PRIVATE_EVENTS.questionAnswered, {
        qid,
        started: epochS(now),
        duration: durationS,
      });
      return presentQuestionById(ctx, tx, qid);
    });
  }

  /**
   * `POST /api/expert/questions/{qid}/rejects`: a claimed question goes back to the queue
   * (`questionRejected`, re-offered to the others); an unclaimed one just leaves this expert's queue.
   */
  async reject(expertId: number, qid: number): Promise<void> {
    const { ctx } = this;
    const subjects = await this.subjectsOf(ctx.db, expertId);
    await transact(ctx, async (tx, scope) => {
      const q = await lockQuestion(tx, qid);
      if (!q || !canExpertRead(q, expertId, subjects)) throw appError('SESSION_NOT_FOUND');
      if (q.state !== 'connecting') throw appError('CONFLICT', { message: 'The discussion has started: end it instead.' });
      if (q.expertId === expertId) await requeue(ctx, tx, scope, q, 'rejected');
      else await recordRejection(tx, qid, expertId, 'rejected');
    });
  }

  /** `POST /api/expert/questions/{qid}/messages`: stored (masked) then `newDiscussionMessage`; the first one marks the question answered. */
  async sendMessage(
    caller: DeferredCaller,
    qid: number,
    input: { body: string; client_message_id?: string | undefined },
  ): Promise<MessageWire> {
    const { ctx } = this;
    return sendChatText(ctx, 'expert', caller, qid, input, (expertId, body) =>
      transact(ctx, async (tx, scope) => {
        const q = await this.lockAssigned(tx, expertId, qid);
        const { message, isNew } = await storeChatMessage(ctx, tx, q, {
          senderId: expertId,
          body,
          clientMessageId: input.client_message_id,
          messageType: 'text',
          field: 'message',
        });
        if (!isNew) return this.present(message, q);
        if (!isLive(q)) throw appError('CONFLICT', { message: 'The session is not live.' });
        await this.markAnswered(tx, q);
        publishMessageAfter(ctx, scope, q, 'newDiscussionMessage', message);
        return this.present(message, q);
      }),
    );
  }

  /** `PUT /api/expert/questions/{qid}/messages/{mid}`: the expert's own text messages, while the discussion is live (`editDiscussionMessage`). */
  async editMessage(expertId: number, qid: number, mid: number, rawBody: string): Promise<MessageWire> {
    const body = cleanChatBody(rawBody);
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await this.lockAssigned(tx, expertId, qid);
      const message = await findMessage(tx, qid, mid);
      if (!message || message.senderId !== expertId) throw appError('NOT_FOUND', { message: 'Message not found.' });
      if (message.messageType !== 'text') throw appError('CONFLICT', { message: 'Only text messages can be edited.' });
      if (!isLive(q)) throw appError('CONFLICT', { message: 'The session is not live.' });
      const isStrict = isStrictChat(q.authorAuthType);
      const checked = chatModeration.check(body, isStrict);
      if (checked.findings.length)
        await chatModeration.record(
          tx,
          { questionId: q.id, messageId: mid, accountId: expertId, field: 'message_edit', isStrict },
          checked.findings,
        );
      // At least a second after creation, so that clients comparing epoch seconds see the edit.
      const updatedAt = new Date(Math.max(this.ctx.clock.now().getTime(), message.createdAt.getTime() + 1000));
      const updated = await updateMessage(tx, mid, { body: checked.text, updatedAt });
      publishMessageAfter(ctx, scope, q, 'editDiscussionMessage', updated);
      return this.present(updated, q);
    });
  }

  /** `POST /api/expert/questions/{qid}/suggestions`: 2-4 options, one choice, locked after `time_remaining` seconds (durable lock timer). */
  async suggest(expertId: number, qid: number, input: SuggestionInput): Promise<MessageWire> {
    const body = cleanChatBody(input.body);
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await this.lockAssigned(tx, expertId, qid);
      if (!isLive(q)) throw appError('CONFLICT', { message: 'The session is not live.' });
      const { message } = await storeChatMessage(ctx, tx, q, {
        senderId: expertId,
        body,
        messageType: 'suggestion',
        suggestion: {
          options: input.options.map((o, i) => ({ id: i + 1, body: o.body.trim() })),
          timeRemainingS: input.time_remaining,
          selectedOptionId: null,
        },
        field: 'suggestion',
      });
      await this.markAnswered(tx, q);
      await ctx.timers.schedule(tx, TIMER_KINDS.suggestionLock, message.id, input.time_remaining, { qid });
      publishMessageAfter(ctx, scope, q, 'newDiscussionMessage', message);
      scope.emit('question.suggested', { qid, authorId: q.authorId, expertId, mid: message.id });
      return this.present(message, q);
    });
  }

  /**
   * `POST /api/expert/questions/{qid}/flags`: a claimed or live question ends `expert_flag` (flagged,
   * not refunded); an ended one is marked flagged. Every flag is kept for review.
   */
  async flag(expertId: number, qid: number, reason: string): Promise<QuestionWire> {
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await this.lockAssigned(tx, expertId, qid);
      if (isLive(q) || q.state === 'connecting') await endSession(ctx, tx, scope, q, 'expert_flag', { flagReason: reason });
      else if (isOver(q) && !q.flagged)
        await updateQuestion(tx, qid, { flagged: true, flagReason: reason, updatedAt: this.ctx.clock.now() });
      await insertFlag(tx, { questionId: qid, accountId: expertId, byRole: 'expert', reason });
      return presentQuestionById(ctx, tx, qid);
    });
  }

  /** `POST /api/expert/questions/{qid}/ends` (expert_end): ends a live discussion; an ended one is answered unchanged. */
  async end(expertId: number, qid: number): Promise<QuestionWire> {
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await this.lockAssigned(tx, expertId, qid);
      if (q.state === 'connecting') throw appError('CONFLICT', { message: 'The discussion has not started: reject the question instead.' });
      if (isLive(q)) await endSession(ctx, tx, scope, q, 'expert_end');
      return presentQuestionById(ctx, tx, qid);
    });
  }
}
