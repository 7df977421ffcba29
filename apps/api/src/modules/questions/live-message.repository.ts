import { type DbExecutor, messages, questions } from '@photostudy/db';
import { type SQL, sql } from 'drizzle-orm';

/** A plain text message for a live discussion, and what its sender's side changes with it. */
export interface LiveMessageInsert {
  qid: number;
  sender: { role: 'student' | 'expert'; id: number };
  body: string;
  clientMessageId: string | null;
  now: Date;
  /**
   * A student's message: the timers it changes (`resetIdle`), as `WITH` parts over the relation `sent` (its
   * `subject_id`: the question, once the message is stored).
   */
  timers?: (sent: SQL) => SQL;
}

/**
 * Appends a text message to a live discussion in one statement (issue 19: two round trips per message instead of
 * about six, with BEGIN and COMMIT; a statement is atomic without them). The question row is locked first, as in the
 * unit of work, and only while it is live and held by the sender (its author, or its assigned expert): under READ
 * COMMITTED a lock that waited re-checks those conditions on the newest row. With the message: a student's cancels the
 * idle timeout and schedules the idle warning again; an expert's first one marks the question answered.
 *
 * Answers nothing (and changes nothing) when the question is not live or not the sender's, or when the client message
 * id was stored already: the caller's unit of work then decides, with the same rules and its error answers.
 */
export async function appendLiveMessage(db: DbExecutor, m: LiveMessageInsert): Promise<{ id: number; authorId: number } | null> {
  const now = m.now.toISOString();
  // The author's own question (never a sample session), or the one the expert holds.
  const heldBy =
    m.sender.role === 'student' ? sql`author_id = ${m.sender.id}::integer and not is_sample` : sql`expert_id = ${m.sender.id}::integer`;
  const result = await db.execute(sql`
    with q as (
      select id, author_id from ${questions}
      where id = ${m.qid}::integer and ${heldBy}
        and state = 'in_progress' and discussion_status = 'STARTED'
      for update
    ),
    ins as (
      insert into ${messages} (question_id, sender_id, body, message_type, client_message_id, created_at, updated_at)
      select id, ${m.sender.id}::integer, ${m.body}::text, 'text', ${m.clientMessageId}::text, ${now}::timestamptz, ${now}::timestamptz
      from q
      on conflict do nothing
      returning id, question_id
    )${sideEffects(m, now)}
    select ins.id, q.author_id from ins join q on q.id = ins.question_id`);
  const [row] = (result as unknown as { rows: Array<{ id: number; author_id: number }> }).rows;
  return row ? { id: Number(row.id), authorId: Number(row.author_id) } : null;
}

/** The sender's side of the message, as further parts of the `WITH` that change something only when it was stored. */
function sideEffects(m: LiveMessageInsert, now: string): SQL {
  if (m.timers)
    return sql`,
    sent as (select question_id as subject_id from ins),
    ${m.timers(sql`sent`)}`;
  if (m.sender.role === 'expert')
    return sql`,
    first_answer as (
      update ${questions} set answered = true, answered_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
      where id in (select question_id from ins) and not answered
    )`;
  return sql``;
}
