import { type DbExecutor, messages, preparedSql, questions } from '@photostudy/db';
import { type SQL, sql } from 'drizzle-orm';
import type { Role } from '@photostudy/contracts';
import { accountAccessCondition } from '../auth/auth.repository';
import { cancelAndUpsertTimerParts } from '../timers/timer.repository';
import { TIMER_KINDS } from './engine-context';

/** A plain text message for a live discussion, from its author or its expert. */
export interface LiveMessageInsert {
  qid: number;
  /** A student's message also moves the idle warning to `idleWarningAt` (`resetIdle`). */
  sender: { role: 'student'; id: number; idleWarningAt: Date } | { role: 'expert'; id: number };
  /**
   * The sender's access, checked in the statement instead of by the authenticate hook (`deferAccountCheck`): its account
   * has one of these roles, is not revoked, and the token (issued at `tokenIssuedAt`, in seconds) not cut off.
   */
  access: { roles: readonly Role[]; tokenIssuedAt: number };
  body: string;
  clientMessageId: string | null;
  now: Date;
}

/**
 * Appends a text message to a live discussion in one statement (issue 19: one round trip per message instead of
 * about seven, with the authenticate hook's account read, BEGIN and COMMIT; a statement is atomic without them). The
 * question row is locked first, as in the unit of work, and only while it is live and held by the sender (its author,
 * or its assigned expert) and the sender's access holds (`accountAccessCondition`): under READ COMMITTED a lock that
 * waited re-checks those conditions on the newest row. With the message: a student's cancels the idle timeout and
 * schedules the idle warning again; an expert's first one marks the question answered.
 *
 * Answers nothing (and changes nothing) when the question is not live or not the sender's, when the sender's access
 * does not hold, or when the client message id was stored already: the caller then checks the access fully and its
 * unit of work decides, with the same rules and their error answers.
 */
export async function appendLiveMessage(db: DbExecutor, m: LiveMessageInsert): Promise<{ id: number; authorId: number } | null> {
  const statement = m.sender.role === 'student' ? studentMessage : expertMessage;
  const result = await statement(db).execute({
    qid: m.qid,
    senderId: m.sender.id,
    body: m.body,
    clientMessageId: m.clientMessageId,
    now: m.now.toISOString(),
    idleWarningAt: m.sender.role === 'student' ? m.sender.idleWarningAt.toISOString() : null,
    roles: [...m.access.roles],
    tokenIssuedAt: m.access.tokenIssuedAt,
  });
  const [row] = (result as { rows: Array<{ id: number; author_id: number }> }).rows;
  return row ? { id: Number(row.id), authorId: Number(row.author_id) } : null;
}

/**
 * The statement: `heldBy` picks the sender's questions, `senderSide` adds what the sender's message changes, as
 * further parts of the `WITH` over `ins` (they change something only when the message was stored). Prepared: every
 * value is a placeholder.
 */
function liveMessageStatement(heldBy: SQL, senderSide: SQL): SQL {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  return sql`
    with q as (
      select id, author_id from ${questions}
      where id = ${sql.placeholder('qid')}::integer and ${heldBy}
        and state = 'in_progress' and discussion_status = 'STARTED'
        and ${accountAccessCondition(
          sql`${sql.placeholder('senderId')}::integer`,
          sql`${sql.placeholder('roles')}::text[]`,
          sql`${sql.placeholder('tokenIssuedAt')}::double precision`,
        )}
      for update
    ),
    ins as (
      insert into ${messages} (question_id, sender_id, body, message_type, client_message_id, created_at, updated_at)
      select id, ${sql.placeholder('senderId')}::integer, ${sql.placeholder('body')}::text, 'text',
        ${sql.placeholder('clientMessageId')}::text, ${now}, ${now}
      from q
      on conflict do nothing
      returning id, question_id
    ),
    ${senderSide}
    select ins.id, q.author_id from ins join q on q.id = ins.question_id`;
}

// The author's own question (never a sample session); the idle clock restarts.
const studentMessage = preparedSql(
  'append_live_message_student',
  liveMessageStatement(
    sql`author_id = ${sql.placeholder('senderId')}::integer and not is_sample`,
    sql`sent as (select question_id as subject_id from ins),
    ${cancelAndUpsertTimerParts(sql`sent`, TIMER_KINDS.idleTimeout, TIMER_KINDS.idleWarning, sql.placeholder('idleWarningAt'), {})}`,
  ),
);

// The question the expert holds; the first answer marks it answered.
const expertMessage = preparedSql(
  'append_live_message_expert',
  liveMessageStatement(
    sql`expert_id = ${sql.placeholder('senderId')}::integer`,
    sql`first_answer as (
      update ${questions}
      set answered = true, answered_at = ${sql.placeholder('now')}::timestamptz, updated_at = ${sql.placeholder('now')}::timestamptz
      where id in (select question_id from ins) and not answered
    )`,
  ),
);
