import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';

/** The Drizzle database handle every repository takes, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle, usable wherever a Database is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either a database or a transaction inside it. */
export type DbExecutor = Database | Transaction;

/** An open database with its engine kind and a way to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** Where to open the database: a PostgreSQL URL, or PGlite in a folder (or in memory when neither). */
export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolSize?: number | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/**
 * Opens PGlite (folder or memory) or PostgreSQL, and runs the committed migrations. Only the engine in use is
 * loaded: the other one's modules would add to every start.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
