import { CHANNELS, EXPERT_PRIVATE_EVENTS, SESSION_LIST_PAGE_SIZE } from '@photostudy/contracts';
import type { DbExecutor } from '@photostudy/db';
import { appError } from '../../errors/app-error';
import type { DeferredCaller, RequestAccount } from '../../plugins/authenticate';
import { publishMessageAfter, sendChatText, storeChatMessage } from './chat';
import { type EngineContext, TIMER_KINDS, transact } from './engine-context';
import { endSession, isLive, isOver, resetIdle } from './question.lifecycle';
import {
  type MessageWire,
  presentMessage,
  presentQuestion,
  presentQuestionListItem,
  type QuestionExtras,
  type QuestionListItemWire,
  type QuestionWire,
  suggestionTimeRemainingS,
} from './question.presenter';
import {
  countAuthorQuestions,
  findMessage,
  findQuestion,
  findQuestionView,
  insertFlag,
  listAuthorQuestions,
  listFlags,
  listMessages,
  listSampleQuestions,
  type LockedQuestion,
  lockQuestionWithAuthor,
  type QuestionRow,
  type QuestionView,
  updateMessage,
  updateQuestion,
} from './question.repository';
import { canReadQuestion } from './question-access';

/** Why the student of a repost asked for a new expert: the reason given with the previous session's low rating. */
async function repostReasonOf(ctx: EngineContext, db: DbExecutor, q: QuestionRow): Promise<string | null> {
  const previousId = q.previousQuestionIds.at(-1);
  const previous = previousId === undefined ? null : await findQuestion(db, previousId);
  if (!previous) return null;
  const content = previous.ratingReasonContent?.trim() || null;
  const reason = previous.ratingReasonId === null ? null : await ctx.catalog.ratingReason(previous.ratingReasonId, db);
  if (!reason) return content;
  // 'Other' says nothing by itself: the student's own words are the reason.
  if (reason.type === 'free_text') return content ?? reason.text;
  return content ? `${reason.text}: ${content}` : reason.text;
}

/** What a full question shows beyond its row: whether its debit came back, and a repost's reason. */
async function questionExtras(ctx: EngineContext, db: DbExecutor, q: QuestionRow): Promise<QuestionExtras> {
  const isRefunded = q.state === 'dead' && !q.isSample ? await ctx.ledger.isRefunded(db, q.authorId, 'session', q.id) : false;
  return { isRefunded, repostReason: q.isRepost ? await repostReasonOf(ctx, db, q) : null };
}

/** Presents a loaded question with its messages and extras. */
async function presentView(ctx: EngineContext, db: DbExecutor, view: QuestionView): Promise<QuestionWire> {
  const messages = await listMessages(db, view.q.id);
  return presentQuestion(view, messages, { files: ctx.files, now: ctx.clock.now() }, await questionExtras(ctx, db, view.q));
}

/**
 * Presents a question its ask has just written, from what the ask holds: no read (issue 19). A new question has no
 * messages, no expert and no refund, and it is no repost (a repost's answer is read: it has a reason to show).
 */
export function presentAsked(ctx: EngineContext, view: QuestionView): QuestionWire {
  return presentQuestion(view, [], { files: ctx.files, now: ctx.clock.now() }, { isRefunded: false, repostReason: null });
}

/** Loads and presents one question with its messages (no access check). */
export async function presentQuestionById(ctx: EngineContext, db: DbExecutor, qid: number): Promise<QuestionWire> {
  const view = await findQuestionView(db, qid);
  if (!view) throw appError('SESSION_NOT_FOUND');
  return presentView(ctx, db, view);
}

/** Presents several questions in the order given (missing ones are left out; no access check). */
export async function presentQuestionsById(ctx: EngineContext, db: DbExecutor, qids: readonly number[]): Promise<QuestionWire[]> {
  const wires: QuestionWire[] = [];
  for (const qid of qids) {
    const view = await findQuestionView(db, qid);
    if (view) wires.push(await presentView(ctx, db, view));
  }
  return wires;
}

/** The question locked for a change by its author; anyone else is told it does not exist. */
async function lockOwnQuestion(tx: DbExecutor, accountId: number, qid: number): Promise<LockedQuestion> {
  const q = await lockQuestionWithAuthor(tx, qid);
  if (!q || q.authorId !== accountId || q.isSample) throw appError('SESSION_NOT_FOUND');
  return q;
}

function notLive(): never {
  throw appError('CONFLICT', { message: 'The session is not live.' });
}

/** The student side of a question: reading, chatting, suggestion answers, idle resets, ending and flagging. */
export class QuestionService {
  constructor(private readonly ctx: EngineContext) {}

  /** `GET /api/questions/{qid}`: the author, the assigned expert, admins; sample sessions for everyone. */
  async get(account: RequestAccount, qid: number): Promise<QuestionWire> {
    const view = await findQuestionView(this.ctx.db, qid);
    if (!view || !canReadQuestion(view.q, account)) throw appError('SESSION_NOT_FOUND');
    return presentView(this.ctx, this.ctx.db, view);
  }

  /** `GET /api/questions?page=`: the student's sessions, newest first, in pages of 20. */
  async list(accountId: number, page: number, pageSize: number = SESSION_LIST_PAGE_SIZE): Promise<QuestionListItemWire[]> {
    const views = await listAuthorQuestions(this.ctx.db, accountId, pageSize, (page - 1) * pageSize);
    const now = this.ctx.clock.now();
    return views.map((v) => presentQuestionListItem(v, { files: this.ctx.files, now }));
  }

  /** `GET /api/questions?type=sample`: the sample sessions. */
  async samples(): Promise<QuestionListItemWire[]> {
    const views = await listSampleQuestions(this.ctx.db);
    const now = this.ctx.clock.now();
    return views.map((v) => presentQuestionListItem(v, { files: this.ctx.files, now }));
  }

  /**
   * `POST /api/questions/{qid}/messages`: stored (masked) first, then `newStudentDiscussionMessage`; a
   * retried `client_message_id` answers the stored message. Student silence restarts from here.
   */
  async sendMessage(
    caller: DeferredCaller,
    qid: number,
    input: { body: string; client_message_id?: string | undefined },
  ): Promise<MessageWire> {
    const { ctx } = this;
    return sendChatText(ctx, 'student', caller, qid, input, (accountId, body) =>
      transact(ctx, async (tx, scope) => {
        const q = await lockOwnQuestion(tx, accountId, qid);
        const { message, isNew } = await storeChatMessage(ctx, tx, q, {
          senderId: accountId,
          body,
          clientMessageId: input.client_message_id,
          messageType: 'text',
          field: 'message',
        });
        if (!isNew) return presentMessage(message, q.authorId, { files: ctx.files, now: this.ctx.clock.now() });
        if (!isLive(q)) notLive();
        await resetIdle(ctx, tx, q.id);
        publishMessageAfter(ctx, scope, q, 'newStudentDiscussionMessage', message);
        return presentMessage(message, q.authorId, { files: ctx.files, now: this.ctx.clock.now() });
      }),
    );
  }

  /** `POST /api/questions/{qid}/messages/{mid}/responses`: one choice, while the options are open and the discussion live. */
  async respond(accountId: number, qid: number, mid: number, optionId: number): Promise<MessageWire> {
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await lockOwnQuestion(tx, accountId, qid);
      const message = await findMessage(tx, q.id, mid);
      if (!message?.suggestion) throw appError('NOT_FOUND', { message: 'Suggestion not found.' });
      if (!isLive(q)) throw appError('CONFLICT', { message: 'The options are closed: the session is over.' });
      if (message.suggestion.selectedOptionId !== null) throw appError('CONFLICT', { message: 'An option was already chosen.' });
      if (suggestionTimeRemainingS(message, this.ctx.clock.now()) <= 0) throw appError('CONFLICT', { message: 'The options are locked.' });
      if (!message.suggestion.options.some((o) => o.id === optionId))
        throw appError('VALIDATION_FAILED', { fields: { option_id: 'Unknown option.' } });
      // The answer is not an edit: `updated` stays, so the message is not shown as edited.
      const updated = await updateMessage(tx, message.id, { suggestion: { ...message.suggestion, selectedOptionId: optionId } });
      await ctx.timers.cancel(tx, TIMER_KINDS.suggestionLock, message.id);
      await resetIdle(ctx, tx, q.id);
      publishMessageAfter(ctx, scope, q, 'challenged_question_answered', updated);
      return presentMessage(updated, q.authorId, { files: ctx.files, now: this.ctx.clock.now() });
    });
  }

  /** `POST /api/questions/{qid}/idle-resets`: the student is still there; a live discussion's idle clock restarts. */
  async idleReset(accountId: number, qid: number): Promise<void> {
    await transact(this.ctx, async (tx) => {
      const q = await lockOwnQuestion(tx, accountId, qid);
      if (isLive(q)) await resetIdle(this.ctx, tx, q.id);
    });
  }

  /**
   * `POST /api/questions/{qid}/ends` (student_end): ends a live discussion, or withdraws a question still
   * waiting for an expert (refunded). Ending an ended session answers it unchanged.
   */
  async end(accountId: number, qid: number): Promise<QuestionWire> {
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await lockOwnQuestion(tx, accountId, qid);
      if (isLive(q) || q.state === 'connecting') await endSession(ctx, tx, scope, q, 'student_end');
      return presentQuestionById(ctx, tx, qid);
    });
  }

  /**
   * `POST /api/questions/{qid}/withdrawals` (student_end): withdraws a question still waiting for an expert, claimed
   * or not (dead, refunded). A question whose discussion started, or that is over, is answered unchanged: a
   * withdrawal racing the expert's start must never end the session the expert just took, as `ends` would.
   */
  async withdraw(accountId: number, qid: number): Promise<QuestionWire> {
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await lockOwnQuestion(tx, accountId, qid);
      if (q.state === 'connecting') await endSession(ctx, tx, scope, q, 'student_end');
      return presentQuestionById(ctx, tx, qid);
    });
  }

  /**
   * `POST /api/questions/{qid}/flags` (student_flag): during a live discussion it ends the session with
   * `discussion_flagged`; after a discussion ended it marks it flagged. Every flag is kept for review.
   */
  async flag(accountId: number, qid: number, reason: string | undefined): Promise<QuestionWire> {
    const { ctx } = this;
    return transact(ctx, async (tx, scope) => {
      const q = await lockOwnQuestion(tx, accountId, qid);
      if (q.discussionStartedAt === null) throw appError('CONFLICT', { message: 'There is no expert to flag yet.' });
      if (isLive(q)) await endSession(ctx, tx, scope, q, 'student_flag');
      else if (isOver(q) && !q.discussionFlagged) {
        await updateQuestion(tx, q.id, { discussionFlagged: true, updatedAt: this.ctx.clock.now() });
        if (q.expertId !== null)
          scope.publish(CHANNELS.privateExpert(q.expertId), EXPERT_PRIVATE_EVENTS.assignmentChanged, { qid: q.id, state: q.state });
      }
      await insertFlag(tx, { questionId: q.id, accountId, byRole: 'student', reason: reason || null });
      return presentQuestionById(ctx, tx, qid);
    });
  }

  /** How many questions an account asked, sample sessions excluded (the status bundle). */
  countAsked(accountId: number): Promise<number> {
    return countAuthorQuestions(this.ctx.db, accountId);
  }

  /** Session flags with their question, newest first, for review (admin area). */
  flagsForReview(limit: number) {
    return listFlags(this.ctx.db, limit);
  }
}
