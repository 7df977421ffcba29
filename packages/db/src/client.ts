import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

/** Opens PGlite (folder or memory) or PostgreSQL, and runs the committed migrations. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = drizzleNodePg(pool, { schema });
    await migrateNodePg(db, { migrationsFolder });
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
