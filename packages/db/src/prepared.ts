import type { DbExecutor } from './client';

/**
 * A query built once per database handle and run as a named prepared statement: hot reads (every request's token
 * check, the status bundle) otherwise rebuild their SQL with Drizzle on each call, and PostgreSQL parses and plans
 * it again. `build` receives the handle and returns `query.prepare(name)` with `sql.placeholder`s; a transaction
 * handle gets its own (short-lived) copy, so the statement always runs where the caller asked.
 */
export function preparedOnce<T>(build: (db: DbExecutor) => T): (db: DbExecutor) => T {
  const byHandle = new WeakMap<object, T>();
  return (db) => {
    let prepared = byHandle.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byHandle.set(db, prepared);
    }
    return prepared;
  };
}
