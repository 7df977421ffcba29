import { accounts, type DbExecutor, ledgerEntries, preparedOnce, preparedSql } from '@photostudy/db';
import { and, eq, type Placeholder, type SQL, sql, sum } from 'drizzle-orm';

/** A ledger row as stored. */
export type LedgerRow = typeof ledgerEntries.$inferSelect;
/** What a new ledger row needs. */
export type NewLedgerRow = typeof ledgerEntries.$inferInsert;

/** Locks the account row so that balance checks and writes of one account run one at a time. */
export async function lockAccount(db: DbExecutor, accountId: number): Promise<boolean> {
  const rows = await lockAccountQuery(db).execute({ accountId });
  return rows.length === 1;
}

// Every debit, refund and grant (built once, bound to each transaction's connection).
const lockAccountQuery = preparedOnce((db) =>
  db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .for('update')
    .prepare('lock_account'),
);

// Every balance read (status bundle, ask form, each debit): built once, prepared.
const sumByKindQuery = preparedOnce((db) =>
  db
    .select({ kind: ledgerEntries.kind, total: sum(ledgerEntries.delta) })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, sql.placeholder('accountId')))
    .groupBy(ledgerEntries.kind)
    .prepare('ledger_sum_by_kind'),
);

/** Sums the ledger of one account per kind. */
export async function sumByKind(db: DbExecutor, accountId: number): Promise<{ session: number; writing: number }> {
  const rows = await sumByKindQuery(db).execute({ accountId });
  const totals = { session: 0, writing: 0 };
  for (const row of rows) totals[row.kind] = Number(row.total ?? 0);
  return totals;
}

/** Within a statement of `balancePart`: the balance covers one debit. */
export const DEBIT_COVERED = sql`(select units from ledger_balance) >= 1`;

/**
 * Appends the debit of one unit of `kind` when the account's balance of it is at least one: the sum and the insert in
 * one statement (issue 19: one round trip less per ask). Run it after `lockAccount` in the same transaction: under READ
 * COMMITTED the statement's snapshot is taken after the lock was granted, so it sees every debit committed before.
 */
export async function insertDebitIfCovered(
  tx: DbExecutor,
  entry: { accountId: number; kind: 'session' | 'writing' } & Pick<NewLedgerRow, 'questionId' | 'writingProblemId'>,
): Promise<boolean> {
  const result = await debitIfCoveredStatement(tx).execute({
    accountId: entry.accountId,
    kind: entry.kind,
    questionId: entry.questionId ?? null,
    writingProblemId: entry.writingProblemId ?? null,
  });
  return (result as { rows: unknown[] }).rows.length === 1;
}

// Every Writing ask: prepared (issue 19: PostgreSQL planned it on every ask), every value a placeholder.
const debitIfCoveredStatement = preparedSql(
  'ledger_debit_if_covered',
  sql`
    with debit_for as (
      select ${sql.placeholder('accountId')}::integer as account_id, ${sql.placeholder('questionId')}::integer as question_id,
        ${sql.placeholder('writingProblemId')}::integer as writing_problem_id
    ),
    ${balancePart(sql.placeholder('accountId'), sql.placeholder('kind'))},
    ${debitPart(sql`debit_for`, sql.placeholder('kind'))}
    select id from ledger_debit`,
);

/**
 * The debit as parts of another module's `WITH` (issue 19: an ask in one statement), the one definition of a debit's
 * row. `balancePart`, first: `ledger_balance` holds the account's balance of `kind` (`units`); write what is paid for
 * only `where ${DEBIT_COVERED}`, so that nothing is written unpaid. `debitPart`, later in the list: `ledger_debit`
 * appends the debit of one unit for each row of `source` (columns `account_id`, `question_id`, `writing_problem_id`)
 * while that balance covers it. The statement must run after `lockAccount` in the same transaction: its snapshot is then
 * taken after the lock, and sees every debit committed before.
 */
export function balancePart(accountId: number | Placeholder, kind: 'session' | 'writing' | Placeholder): SQL {
  return sql`ledger_balance as (
      select coalesce(sum(delta), 0) as units from ${ledgerEntries} where account_id = ${accountId}::integer and kind = ${kind}::text
    )`;
}

/** See `balancePart`. */
export function debitPart(source: SQL, kind: 'session' | 'writing' | Placeholder): SQL {
  return sql`ledger_debit as (
      insert into ${ledgerEntries} (account_id, kind, delta, reason, question_id, writing_problem_id)
      select account_id, ${kind}::text, -1, 'ask_debit', question_id, writing_problem_id
      from ${source}
      where ${DEBIT_COVERED}
      returning id
    )`;
}

/** Appends one ledger row. */
export async function insertEntry(db: DbExecutor, entry: NewLedgerRow): Promise<LedgerRow> {
  const [row] = await db.insert(ledgerEntries).values(entry).returning();
  if (!row) throw new Error('ledger insert returned nothing');
  return row;
}

/** The rows of one account, newest first. */
export async function listEntries(db: DbExecutor, accountId: number, limit = 100): Promise<LedgerRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(sql`${ledgerEntries.id} desc`)
    .limit(limit);
}

/**
 * Where a row of a balance names what it paid for: a session row its question, a Writing row its Writing problem
 * (two id sequences, so that question 7 and Writing problem 7 never meet).
 */
export function paidForOf(kind: 'session' | 'writing', id: number | null): Pick<NewLedgerRow, 'questionId' | 'writingProblemId'> {
  return kind === 'writing' ? { questionId: null, writingProblemId: id } : { questionId: id, writingProblemId: null };
}

/** Whether a refund was already written for a question or Writing problem of a balance (refunds are idempotent). */
export async function hasRefund(db: DbExecutor, accountId: number, kind: 'session' | 'writing', id: number): Promise<boolean> {
  const paidFor = kind === 'writing' ? eq(ledgerEntries.writingProblemId, id) : eq(ledgerEntries.questionId, id);
  const rows = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerEntries.kind, kind), paidFor, eq(ledgerEntries.reason, 'refund')))
    .limit(1);
  return rows.length > 0;
}

/** Whether a question was paid for by an ask debit (a repost was not). */
export async function hasAskDebit(db: DbExecutor, questionId: number): Promise<boolean> {
  const rows = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.questionId, questionId), eq(ledgerEntries.kind, 'session'), eq(ledgerEntries.reason, 'ask_debit')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Erasure of an account: its ledger rows move to the anonymous account that replaces it, so every sum stays whole
 * and no row names the person; an operator's note that names them (email, User ID, name) is cleared.
 */
export async function eraseLedgerForAccount(
  tx: DbExecutor,
  accountId: number,
  anonymousId: number,
  identifiers: readonly string[],
): Promise<void> {
  await tx.update(ledgerEntries).set({ accountId: anonymousId }).where(eq(ledgerEntries.accountId, accountId));
  await tx.update(ledgerEntries).set({ actorId: anonymousId }).where(eq(ledgerEntries.actorId, accountId));
  for (const identifier of identifiers)
    await tx
      .update(ledgerEntries)
      .set({ note: null })
      .where(and(eq(ledgerEntries.accountId, anonymousId), sql`position(${identifier.toLowerCase()} in lower(${ledgerEntries.note})) > 0`));
}
