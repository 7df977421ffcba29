import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ChannelsServer, createChannelsServer } from '@photostudy/channels';
import { seedDatabase } from '@photostudy/db';
import { openTestDatabase } from '@photostudy/db/testing';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../core/config';
import type { Clock } from '../core/clock';

/** Realtime credentials of test apps. */
export const TEST_REALTIME_APP = { appId: 'test-app', key: 'test-key', secret: 'test-secret' } as const;

/** A built app on a fresh seeded database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set). */
export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  opsSecret: string;
  dbKind: 'pglite' | 'postgres';
  db: Awaited<ReturnType<typeof openTestDatabase>>['db'];
  /** The embedded channels server, when asked for with `withRealtime`. */
  realtimeServer?: ChannelsServer;
  close: () => Promise<void>;
}

/** Builds the app for `inject` tests; env entries override the defaults; `clock` fakes the accounts' time. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { clock?: Clock; withRealtime?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ps-api-test-'));
  // The test app's realtime credentials, so that a production-mode test app passes the channels rules too.
  const realtimeEnv = {
    PUSHER_APP_ID: TEST_REALTIME_APP.appId,
    PUSHER_APP_KEY: TEST_REALTIME_APP.key,
    PUSHER_APP_SECRET: TEST_REALTIME_APP.secret,
  };
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'no-web'), ...realtimeEnv, ...env });
  const handle = await openTestDatabase();
  await seedDatabase(handle.db, { isProduction: false });
  const opsSecret = 'test-ops-secret';
  const realtimeServer = options.withRealtime ? await createChannelsServer({ app: TEST_REALTIME_APP }) : undefined;
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    opsSecret,
    logger: false,
    clock: options.clock,
    realtime: { key: TEST_REALTIME_APP.key, host: null, port: null, useTls: null, cluster: 'mt1' },
    realtimeServer,
  });
  await app.ready();
  return {
    app,
    config,
    opsSecret,
    dbKind: handle.kind,
    db: handle.db,
    realtimeServer,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}
