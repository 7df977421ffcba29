import { ASK_ERROR_TEXTS, CHANNELS, CHAT_MESSAGE_MAX_CHARS } from '@photostudy/contracts';
import type { messages, Transaction } from '@photostudy/db';
import { addSeconds } from '../../core/clock';
import { appError } from '../../errors/app-error';
import { isCleanUnderBothRules } from '../moderation/contact-details';
import { chatModeration } from '../moderation/moderation.service';
import type { AfterCommitQueue } from '../../core/unit-of-work';
import type { DeferredCaller } from '../../plugins/authenticate';
import type { EngineContext } from './engine-context';
import { appendLiveMessage } from './live-message.repository';
import { type MessageWire, presentMessage } from './question.presenter';
import { findMessageByClientId, insertMessageOnce, type LockedQuestion, type MessageRow, type QuestionRow } from './question.repository';
import { isStrictChat } from './question-access';

/** A chat text trimmed and checked: empty and over-long texts are refused (spec 001 section 5). */
export function cleanChatBody(raw: string): string {
  const body = raw.trim();
  if (!body)
    throw appError('VALIDATION_FAILED', { message: ASK_ERROR_TEXTS.MESSAGE_EMPTY, fields: { body: ASK_ERROR_TEXTS.MESSAGE_EMPTY } });
  if (body.length > CHAT_MESSAGE_MAX_CHARS)
    throw appError('VALIDATION_FAILED', { message: ASK_ERROR_TEXTS.MESSAGE_TOO_LONG, fields: { body: ASK_ERROR_TEXTS.MESSAGE_TOO_LONG } });
  return body;
}

/** `cleanChatBody` for a caller whose account is not checked yet: a refused text is answered after the account check. */
async function cleanChatBodyOf(caller: DeferredCaller, raw: string): Promise<string> {
  try {
    return cleanChatBody(raw);
  } catch (err) {
    await caller.confirm();
    throw err;
  }
}

/**
 * A chat text from a `deferAccountCheck` route, both roles' way: the body cleaned, then the one statement for the common
 * case (`sendCleanText`); when it stores nothing, the sender's access confirmed (a refusal answers here) and the
 * caller's unit of work (`byFullRules`, with the confirmed sender's id and the cleaned body) stores or refuses it.
 */
export async function sendChatText(
  ctx: EngineContext,
  role: 'student' | 'expert',
  caller: DeferredCaller,
  qid: number,
  input: { body: string; client_message_id?: string | undefined },
  byFullRules: (senderId: number, body: string) => Promise<MessageWire>,
): Promise<MessageWire> {
  const body = await cleanChatBodyOf(caller, input.body);
  const sent = await sendCleanText(ctx, qid, { role, caller }, body, input.client_message_id);
  if (sent) return presentMessage(sent.message, sent.authorId, { files: ctx.files, now: ctx.clock.now() });
  return byFullRules((await caller.confirm()).id, body);
}

/**
 * A chat text message in one statement, for the common case (issue 19): the sender's access good (the statement checks
 * it: `caller` comes from a `deferAccountCheck` route), the question live and the sender's, a text with no contact
 * detail to mask or record under either chat rule (so the author's sign-in kind does not matter), a new client message
 * id. Then the message is stored, the sender's side of it done (see `appendLiveMessage`) and its event published once
 * the statement returns. Answers null, having changed nothing, in every other case: the caller then confirms the
 * sender's access (`caller.confirm()`, which answers a refused one) and its unit of work stores the message, or refuses
 * it, by the full rules.
 */
async function sendCleanText(
  ctx: EngineContext,
  qid: number,
  sender: { role: 'student' | 'expert'; caller: DeferredCaller },
  body: string,
  clientMessageId: string | undefined,
): Promise<{ message: MessageRow; authorId: number } | null> {
  if (!isCleanUnderBothRules(body)) return null;
  const now = ctx.clock.now();
  return ctx.work.runStatement(async (db, queue) => {
    const { caller } = sender;
    const stored = await appendLiveMessage(db, {
      qid,
      // A student's message restarts the silence clock, as `resetIdle` does.
      sender:
        sender.role === 'student'
          ? { role: 'student', id: caller.id, idleWarningAt: addSeconds(now, ctx.config.timersS.IDLE_WARNING_AFTER_S) }
          : { role: 'expert', id: caller.id },
      access: { roles: caller.roles, tokenIssuedAt: caller.tokenIssuedAt },
      body,
      clientMessageId: clientMessageId ?? null,
      now,
    });
    if (!stored) return null;
    const message: MessageRow = {
      id: stored.id,
      questionId: qid,
      senderId: caller.id,
      body,
      esBody: null,
      messageType: 'text',
      attachmentUrl: null,
      attachmentSize: null,
      suggestion: null,
      clientMessageId: clientMessageId ?? null,
      createdAt: now,
      updatedAt: now,
    };
    publishMessageAfter(
      ctx,
      queue,
      { authorId: stored.authorId },
      sender.role === 'student' ? 'newStudentDiscussionMessage' : 'newDiscussionMessage',
      message,
    );
    return { message, authorId: stored.authorId };
  });
}

/** A message to store: who sends it and what. */
export interface NewChatMessage {
  senderId: number;
  body: string;
  clientMessageId?: string | undefined;
  messageType: 'text' | 'suggestion';
  suggestion?: (typeof messages.$inferInsert)['suggestion'];
  /** Suggestion option texts, moderated like the body. */
  field: 'message' | 'suggestion';
}

/**
 * Stores a chat message once: masked for contact details, findings recorded, and a retry with the same
 * `client_message_id` returns the stored message instead of a second one. `isNew` tells the caller
 * whether to publish.
 */
export async function storeChatMessage(
  ctx: EngineContext,
  tx: Transaction,
  q: LockedQuestion,
  input: NewChatMessage,
): Promise<{ message: MessageRow; isNew: boolean }> {
  // A retry is found by the insert's conflict on the client id, not by a read before it: one statement less on every
  // message (issue 19).
  const isStrict = isStrictChat(q.authorAuthType);
  const body = chatModeration.check(input.body, isStrict);
  const findings = [...body.findings];
  let suggestion = input.suggestion ?? null;
  if (suggestion) {
    suggestion = {
      ...suggestion,
      options: suggestion.options.map((o) => {
        const checked = chatModeration.check(o.body, isStrict);
        findings.push(...checked.findings);
        return { ...o, body: checked.text };
      }),
    };
  }
  const now = ctx.clock.now();
  const row = await insertMessageOnce(tx, {
    questionId: q.id,
    senderId: input.senderId,
    body: body.text,
    messageType: input.messageType,
    suggestion,
    clientMessageId: input.clientMessageId ?? null,
    createdAt: now,
    updatedAt: now,
  });
  if (!row) {
    // A retry, or a race with the same client id: answer what was stored first.
    const existing = await findMessageByClientId(tx, q.id, input.senderId, input.clientMessageId ?? '');
    if (!existing) throw appError('CONFLICT');
    return { message: existing, isNew: false };
  }
  if (findings.length)
    await chatModeration.record(
      tx,
      { questionId: q.id, messageId: row.id, accountId: input.senderId, field: input.field, isStrict },
      findings,
    );
  return { message: row, isNew: true };
}

/** Queues a message event on the student's presence channel (the assigned expert listens there too). */
export function publishMessageAfter(
  ctx: EngineContext,
  scope: Pick<AfterCommitQueue, 'publish'>,
  q: Pick<QuestionRow, 'authorId'>,
  event: 'newDiscussionMessage' | 'editDiscussionMessage' | 'newStudentDiscussionMessage' | 'challenged_question_answered',
  message: MessageRow,
): void {
  scope.publish(
    CHANNELS.presenceStudent(q.authorId),
    event,
    presentMessage(message, q.authorId, { files: ctx.files, now: ctx.clock.now() }),
  );
}
