import { type DbExecutor, preparedOnce, preparedSql, timers } from '@photostudy/db';
import { and, eq, inArray, lte, Placeholder, type SQL, sql } from 'drizzle-orm';

/** A stored due time. */
export type TimerRow = typeof timers.$inferSelect;

/** Stores a due time; a timer of the same kind and subject is replaced (one statement on the unique kind+subject index). */
export async function upsertTimer(
  db: DbExecutor,
  kind: string,
  subjectId: number,
  dueAt: Date,
  payload: Record<string, unknown>,
): Promise<void> {
  await upsertTimerQuery(db).execute({ kind, subjectId, dueAt, payload });
}

// Each chat message reschedules its question's idle warning: built once, bound to each transaction. The payload is
// always an object (never SQL NULL), so its placeholder may go through the jsonb column's encoder.
const upsertTimerQuery = preparedOnce((db) =>
  db
    .insert(timers)
    .values({
      kind: sql.placeholder('kind'),
      subjectId: sql.placeholder('subjectId'),
      dueAt: sql.placeholder('dueAt'),
      payload: sql.placeholder('payload'),
    })
    .onConflictDoUpdate({
      target: [timers.kind, timers.subjectId],
      set: { dueAt: sql`excluded.due_at`, payload: sql`excluded.payload` },
    })
    .prepare('upsert_timer'),
);

/**
 * Removes the due time of one kind and stores (or replaces) another kind's for the same subject, in one statement: each
 * chat message of a student cancels the question's idle timeout and reschedules its idle warning (issue 19). Both
 * parts see the same snapshot, so the two kinds must differ (the service checks).
 */
export async function cancelAndUpsertTimer(
  db: DbExecutor,
  cancelKind: string,
  kind: string,
  subjectId: number,
  dueAt: Date,
  payload: Record<string, unknown>,
): Promise<void> {
  await cancelAndUpsertTimerStatement(db).execute({
    cancelKind,
    kind,
    subjectId,
    dueAt: dueAt.toISOString(),
    payload: JSON.stringify(payload),
  });
}

// Every claim (and every chat message that falls through to the unit of work): prepared, every value a placeholder.
const cancelAndUpsertTimerStatement = preparedSql(
  'cancel_and_upsert_timer',
  sql`
    with timer_subject as (select ${sql.placeholder('subjectId')}::integer as subject_id),
    ${cancelAndUpsertTimerParts(sql`timer_subject`, sql.placeholder('cancelKind'), sql.placeholder('kind'), sql.placeholder('dueAt'), sql.placeholder('payload'))}
    select 1`,
);

/**
 * `cancelAndUpsertTimer` as parts of a `WITH` for the subjects of `source` (a relation of the statement with a
 * `subject_id` column; none, nothing changes): a statement of another module cancels and schedules in the same statement
 * (a chat message, issue 19). Any value may be a placeholder of a prepared statement (the due time then an ISO time and
 * the payload JSON text when it runs). Data-modifying parts run whether or not the statement reads them.
 */
export function cancelAndUpsertTimerParts(
  source: SQL,
  cancelKind: string | Placeholder,
  kind: string | Placeholder,
  dueAt: Date | Placeholder,
  payload: Record<string, unknown> | Placeholder,
): SQL {
  return sql`timer_cancelled as (
      delete from ${timers} where kind = ${cancelKind}::text and subject_id in (select subject_id from ${source})
    ),
    ${upsertTimerPart(source, kind, dueAt, payload)}`;
}

/**
 * `upsertTimer` as a part of a `WITH` (`timer_scheduled`) for the subjects of `source`, like `cancelAndUpsertTimerParts`:
 * an ask schedules its match window in its own statement (issue 19).
 */
export function upsertTimerPart(
  source: SQL,
  kind: string | Placeholder,
  dueAt: Date | Placeholder,
  payload: Record<string, unknown> | Placeholder,
): SQL {
  const payloadJson = payload instanceof Placeholder ? payload : JSON.stringify(payload);
  return sql`timer_scheduled as (
      insert into ${timers} (kind, subject_id, due_at, payload)
      select ${kind}::text, subject_id, ${dueAt instanceof Date ? dueAt.toISOString() : dueAt}::timestamptz, ${payloadJson}::jsonb
      from ${source}
      on conflict (kind, subject_id) do update set due_at = excluded.due_at, payload = excluded.payload
    )`;
}

/** Removes the due times of one kind and subject. */
export async function deleteTimers(db: DbExecutor, kind: string, subjectId: number): Promise<void> {
  await deleteTimersQuery(db).execute({ kind, subjectId });
}

// Each chat message cancels its question's idle timeout: built once, bound to each transaction.
const deleteTimersQuery = preparedOnce((db) =>
  db
    .delete(timers)
    .where(and(eq(timers.kind, sql.placeholder('kind')), eq(timers.subjectId, sql.placeholder('subjectId'))))
    .prepare('delete_timers'),
);

/**
 * Takes up to `limit` timers due at `now` (the app's clock, which also scheduled them), locking them so
 * that no other node takes the same rows (`FOR UPDATE SKIP LOCKED`); the caller deletes them once run.
 */
export async function lockDueTimers(db: DbExecutor, now: Date, limit: number): Promise<TimerRow[]> {
  const rows = await db
    .select()
    .from(timers)
    .where(lte(timers.dueAt, now))
    .orderBy(timers.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows;
}

/** Deletes one timer row by id. */
export async function deleteTimerById(db: DbExecutor, id: number): Promise<void> {
  await db.delete(timers).where(eq(timers.id, id));
}

/** Pushes a failed timer back to `dueAt` so that it is retried later instead of blocking the queue. */
export async function postponeTimer(db: DbExecutor, id: number, dueAt: Date): Promise<void> {
  await db.update(timers).set({ dueAt }).where(eq(timers.id, id));
}

/** Erasure: the due times of these kinds for these subjects (an erased account's questions, problems, plan). */
export async function eraseTimersForSubjects(
  tx: DbExecutor,
  groups: readonly { kinds: readonly string[]; subjectIds: readonly number[] }[],
): Promise<void> {
  for (const group of groups) {
    if (group.kinds.length === 0 || group.subjectIds.length === 0) continue;
    await tx.delete(timers).where(and(inArray(timers.kind, [...group.kinds]), inArray(timers.subjectId, [...group.subjectIds])));
  }
}
