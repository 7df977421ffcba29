import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../client';

/** Which engine the test suite runs on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export function testDatabaseKind(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

/**
 * Opens a fresh, migrated database for one test file: in-memory PGlite, or a new PostgreSQL
 * database on the TEST_DATABASE_URL server that is dropped on close.
 */
export async function openTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return openDatabase({});
  const name = `ps_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
