import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgDialect, PgSession, PgTable, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client';

/** What a Drizzle handle keeps internally: its session, whose `client` runs the statements (a pool, a pool's client, PGlite). */
type WithSession = { session?: { client?: unknown; constructor?: unknown } };
/** What a Drizzle prepared query keeps internally: the client it runs on. */
type WithClient = { client?: unknown };

function clientOf(db: DbExecutor): unknown {
  return (db as unknown as WithSession).session?.client;
}

/** The driver's session class (node-postgres or PGlite): a query is only rebound to a client of the same driver. */
function driverOf(db: DbExecutor): unknown {
  return (db as unknown as WithSession).session?.constructor;
}

/**
 * The same prepared query running on another client: a copy with only its `client` swapped, so that the SQL, its
 * parameters and its result mapping are not built again. Answers null for a shape this does not know (a Drizzle
 * upgrade that renamed the field): the caller then builds the query for that handle as before.
 */
function reboundTo<T>(prepared: T, client: unknown): T | null {
  if (client === undefined || typeof prepared !== 'object' || prepared === null || !('client' in prepared)) return null;
  const copy = Object.create(Object.getPrototypeOf(prepared) as object) as T & WithClient;
  Object.assign(copy, prepared);
  copy.client = client;
  return copy;
}

/**
 * A query built once and run as a named prepared statement: hot reads (every request's token check, the status bundle)
 * otherwise rebuild their SQL with Drizzle on each call, and PostgreSQL parses and plans it again. `build` receives the
 * handle and returns `query.prepare(name)` with `sql.placeholder`s. A transaction is a new handle each time: it gets the
 * first built query bound to its own connection (Drizzle's query builder was 38 % of the CPU of a chat message, issue 19),
 * so the statement always runs where the caller asked, inside the transaction.
 */
export function preparedOnce<T>(build: (db: DbExecutor) => T): (db: DbExecutor) => T {
  const byHandle = new WeakMap<object, T>();
  const firstByDriver = new Map<unknown, T>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      const driver = driverOf(db);
      const first = firstByDriver.get(driver);
      prepared = (first !== undefined ? reboundTo(first, clientOf(db)) : null) ?? build(db);
      if (first === undefined) firstByDriver.set(driver, prepared);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}

/** What a Drizzle handle keeps internally to prepare raw SQL: its dialect (SQL to text and parameters) and its session. */
type WithDialect = { dialect?: PgDialect; session?: PgSession };

/** A prepared raw statement: `execute` fills its placeholders. */
interface PreparedRaw<R> {
  execute(values: Record<string, unknown>): Promise<R>;
}

/** Raw SQL as a named prepared query of the handle's own session; with `table`, its rows are decoded as that table's. */
function prepareRaw<R>(name: string, query: SQL, table?: PgTable): (db: DbExecutor) => PreparedRaw<R> {
  return preparedOnce((db) => {
    const { dialect, session } = db as unknown as WithDialect;
    if (!dialect || !session) throw new Error(`prepared statement ${name}: this Drizzle handle has no dialect or session`);
    // Each column at its own key, in the table's order (what Drizzle's own select of a whole table maps by).
    const fields: SelectedFieldsOrdered | undefined = table
      ? Object.entries(getTableColumns(table)).map(([key, field]) => ({ path: [key], field }))
      : undefined;
    return session.prepareQuery(dialect.sqlToQuery(query), fields, name, table !== undefined) as unknown as PreparedRaw<R>;
  });
}

/**
 * Raw SQL with `sql.placeholder`s run as a named prepared statement, built once per driver like `preparedOnce`: for a
 * statement the query builder cannot write (a data-modifying `WITH`). PostgreSQL parses it once per connection and,
 * after a few runs, plans it once (a chat message's statement took 0.17-0.34 ms to plan and 0.04 ms to run, issue 19).
 * Every value that changes between runs must be a placeholder: anything else is fixed at the first build. `execute`
 * answers the driver's result (its `rows` as objects).
 */
export function preparedSql(name: string, query: SQL): (db: DbExecutor) => PreparedRaw<unknown> {
  return prepareRaw(name, query);
}

/** A table's columns in the order Drizzle maps a row of it: the last `SELECT` list of a `preparedSqlRows` statement. */
export function columnsOf(table: PgTable): SQL {
  return sql.join(
    Object.values(getTableColumns(table)).map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

/**
 * `preparedSql` for a statement that answers rows of `table` (its last `SELECT` lists `columnsOf(table)`): Drizzle
 * decodes them as for its own queries (names, timestamps, JSON), so a data-modifying `WITH` can answer the row it
 * inserted (an ask, issue 19).
 */
export function preparedSqlRows<T extends PgTable>(
  name: string,
  table: T,
  query: SQL,
): (db: DbExecutor) => PreparedRaw<T['$inferSelect'][]> {
  return prepareRaw(name, query, table);
}
