import { columnsOf, type DbExecutor, preparedSqlRows, questions } from '@photostudy/db';
import { getTableColumns, sql } from 'drizzle-orm';
import { balancePart, DEBIT_COVERED, debitPart } from '../ledger/ledger.repository';
import { upsertTimerPart } from '../timers/timer.repository';
import { TIMER_KINDS } from './engine-context';
import { NEW_QUESTION_COLUMNS, type NewQuestion, OPEN_STATES, type QuestionRow } from './question.repository';

/** What an ask writes: the question (its id from the sequence) and when its match window runs out. */
export type AskedQuestion = Omit<NewQuestion, 'id' | 'threadRootId'> & { matchWindowDueAt: Date };

/**
 * An ask in one statement (issue 19: 4 statements in the ask's transaction instead of 8): when the author's balance
 * covers one session and they have no open question, the question is stored `connecting` under a new id (its own
 * thread's root), one session is debited for it (the ledger's `balancePart` and `debitPart`), and its match window is scheduled. Answers
 * the stored row, or null with nothing written: the caller then reads which rule refused it.
 *
 * Run it after the ledger's `lockAccount` of the author in the same transaction: the statement's snapshot is then taken
 * after the lock, so it sees every debit and every question of the author committed before.
 */
export async function insertAskedQuestion(tx: DbExecutor, ask: AskedQuestion): Promise<QuestionRow | null> {
  const { matchWindowDueAt, ...values } = ask;
  const [row] = await askStatement(tx).execute({
    ...values,
    previousQuestionIds: JSON.stringify(values.previousQuestionIds),
    matchWindowDueAt: matchWindowDueAt.toISOString(),
  });
  return row ?? null;
}

const COLUMNS = getTableColumns(questions);

/** The ask's values in `NEW_QUESTION_COLUMNS`' order: the id and thread root from the sequence, the others placeholders. */
const askedValues = sql.join(
  NEW_QUESTION_COLUMNS.map((key) =>
    key === 'id' || key === 'threadRootId' ? sql`next_id` : sql`${sql.placeholder(key)}::${sql.raw(COLUMNS[key].getSQLType())}`,
  ),
  sql`, `,
);

// Every ask: prepared, every value a placeholder.
const askStatement = preparedSqlRows(
  'insert_asked_question',
  questions,
  sql`
    with open_question as (
      select id from ${questions}
      where author_id = ${sql.placeholder('authorId')}::integer and state in (${sql.join(
        OPEN_STATES.map((state) => sql`${state}`),
        sql`, `,
      )}) and not is_sample
    ),
    ${balancePart(sql.placeholder('authorId'), 'session')},
    asked as (
      insert into ${questions} (${sql.join(
        NEW_QUESTION_COLUMNS.map((key) => sql.identifier(COLUMNS[key].name)),
        sql`, `,
      )}, state)
      select ${askedValues}, 'connecting'
      from (select nextval(pg_get_serial_sequence('questions', 'id'))::integer as next_id) as reserved
      where ${DEBIT_COVERED} and not exists (select 1 from open_question)
      returning *
    ),
    asked_paid as (select author_id as account_id, id as question_id, null::integer as writing_problem_id from asked),
    ${debitPart(sql`asked_paid`, 'session')},
    asked_window as (select id as subject_id from asked),
    ${upsertTimerPart(sql`asked_window`, TIMER_KINDS.matchWindow, sql.placeholder('matchWindowDueAt'), {})}
    select ${columnsOf(questions)} from asked`,
);
