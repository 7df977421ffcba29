import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FEATURES, SUBJECTS } from '@photostudy/contracts';
import { accounts, type DatabaseHandle, expertProfiles, seedDatabase, timers } from '@photostudy/db';
import { openTestDatabase } from '@photostudy/db/testing';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { type AppConfig, loadConfig } from '../core/config';
import { bearer, tokensFor } from './auth-sessions';
import type { Clock } from '../core/clock';
import { RecordingPublisher } from '../core/realtime-publisher';
import type { ProblemSolver } from '../modules/solver/solver.types';
import type { PaymentGateway } from '../modules/store/payment-gateway';
import { LedgerService } from '../modules/ledger/ledger.service';
import { MemoryFileStore } from '../modules/uploads/file-store';

/** An account made for a test, with its Authorization header. */
export interface TestAccount {
  id: number;
  headers: { authorization: string };
}

/**
 * The app built for engine tests: a RecordingPublisher, files in memory, timers not polled (tests make
 * them due and call `runDue`), and `restart()` to build a new app on the same database.
 */
export interface EngineTestApp {
  app: FastifyInstance;
  config: AppConfig;
  db: DatabaseHandle['db'];
  dbKind: 'pglite' | 'postgres';
  publisher: RecordingPublisher;
  files: MemoryFileStore;
  /** Closes the app (not the database) and builds a fresh one on it, as a restarted node would. */
  restart(): Promise<void>;
  close(): Promise<void>;
  /** Makes the timers of a kind (and subject) due now and runs every due timer; returns how many ran. */
  fire(kind: string, subjectId?: number): Promise<number>;
  /** The due timers of a kind (and subject). */
  pendingTimers(kind: string, subjectId?: number): Promise<(typeof timers.$inferSelect)[]>;
  student(options?: { balance?: number; authType?: 'email' | 'user_id'; features?: string[] }): Promise<TestAccount>;
  expert(options?: { subjectIds?: number[]; name?: string }): Promise<TestAccount>;
  admin(): Promise<TestAccount>;
  /** Asks a question as the student (multipart, as the ask form sends it; a valid ask unless `fields` say otherwise); answers its qid, throws on any other answer. */
  ask(student: TestAccount, fields?: Record<string, string | number>, files?: Parameters<typeof multipart>[1]): Promise<number>;
  /** Marks experts online on `presence-experts`. */
  online(...expertIds: number[]): void;
  /** Builds another node on the same database (its own publisher; the same clock and gateway), closed by `close()`. */
  node(): Promise<FastifyInstance>;
}

/** What an engine test app may share with the test: the clock and the payment gateway (every node shares both). */
export interface EngineTestOptions {
  clock?: Clock;
  /** Builds the gateway once the database is open (the sandbox keeps its card nonces there). */
  paymentGateway?: (db: DatabaseHandle['db']) => PaymentGateway;
  /** The shared pages' problem solver (a fake in tests that are not about the solver). */
  solver?: ProblemSolver;
}

/** Builds the engine test app on a fresh seeded database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function createEngineTestApp(env: Record<string, string> = {}, options: EngineTestOptions = {}): Promise<EngineTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ps-engine-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUSHER_APP_ID: 'test-app',
    PUSHER_APP_KEY: 'test-key',
    PUSHER_APP_SECRET: 'test-secret',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    ...env,
  });
  const handle = await openTestDatabase();
  await seedDatabase(handle.db, { isProduction: false });
  const files = new MemoryFileStore();
  const paymentGateway = options.paymentGateway?.(handle.db);

  const build = async (publisher: RecordingPublisher) => {
    const app = await buildApp({
      config,
      db: handle.db,
      dbKind: handle.kind,
      opsSecret: 'test-ops-secret',
      logger: false,
      publisher,
      fileStore: files,
      pollTimers: false,
      realtime: { key: 'test-key', host: null, port: null, useTls: null, cluster: 'mt1' },
      clock: options.clock,
      paymentGateway,
      solver: options.solver,
    });
    await app.ready();
    return app;
  };
  const nodes: FastifyInstance[] = [];

  const where = (kind: string, subjectId?: number) =>
    subjectId === undefined ? eq(timers.kind, kind) : and(eq(timers.kind, kind), eq(timers.subjectId, subjectId));

  let seq = 0;
  const unique = () => `${Date.now().toString(36)}${(seq++).toString(36)}${randomBytes(2).toString('hex')}`;
  const insertAccount = async (values: typeof accounts.$inferInsert) => {
    const [row] = await handle.db.insert(accounts).values(values).returning({ id: accounts.id });
    if (!row) throw new Error('account insert failed');
    return row.id;
  };

  const publisher = new RecordingPublisher();
  const t: EngineTestApp = {
    app: await build(publisher),
    config,
    db: handle.db,
    dbKind: handle.kind,
    publisher,
    files,
    async restart() {
      await t.app.close();
      const present = t.publisher.present;
      t.publisher = new RecordingPublisher();
      for (const [channel, ids] of present) t.publisher.present.set(channel, ids);
      t.app = await build(t.publisher);
    },
    async close() {
      for (const node of nodes) await node.close();
      await t.app.close();
      await handle.close();
    },
    async fire(kind, subjectId) {
      await handle.db
        .update(timers)
        // A second ago on the app's clock (the system clock here), which reads the due times.
        .set({ dueAt: new Date(Date.now() - 1000) })
        .where(where(kind, subjectId));
      return t.app.timerService.runDue();
    },
    pendingTimers(kind, subjectId) {
      return handle.db.select().from(timers).where(where(kind, subjectId));
    },
    async student(options = {}) {
      const isChild = options.authType === 'user_id';
      const id = await insertAccount({
        role: 'student',
        authType: options.authType ?? 'email',
        email: isChild ? null : `s-${unique()}@test.test`,
        loginId: isChild ? `kid-${unique()}` : null,
        name: isChild ? null : 'Test Student',
        status: 1,
        features:
          options.features ??
          (isChild ? [FEATURES.STEM_SUBJECT] : [FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT, FEATURES.SHARED_SESSION_POOL]),
      });
      if (options.balance ?? 1)
        await handle.db.transaction((tx) =>
          new LedgerService().adjust(tx, { accountId: id, kind: 'session', delta: options.balance ?? 1, reason: 'grant', note: 'test' }),
        );
      return { id, headers: bearer((await tokensFor(t.app, handle.db, id)).access_token) };
    },
    async expert(options = {}) {
      const id = await insertAccount({
        role: 'expert',
        authType: 'preset',
        email: `e-${unique()}@test.test`,
        name: options.name ?? 'Test Expert',
        status: 1,
      });
      await handle.db.insert(expertProfiles).values({
        accountId: id,
        subjectIds: options.subjectIds ?? SUBJECTS.map((s) => s.tid),
        info: 'Test expert info',
        ratingSum: 9,
        ratingCount: 2,
      });
      return { id, headers: bearer((await tokensFor(t.app, handle.db, id)).access_token) };
    },
    async admin() {
      const id = await insertAccount({ role: 'admin', authType: 'preset', email: `a-${unique()}@test.test`, name: 'Admin', status: 1 });
      return { id, headers: bearer((await tokensFor(t.app, handle.db, id)).access_token) };
    },
    async ask(student, fields = askFields(), files = []) {
      const body = multipart(fields, files);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/questions',
        headers: { ...student.headers, ...body.headers },
        payload: body.payload,
      });
      if (res.statusCode !== 200) throw new Error(`ask answered ${res.statusCode}: ${res.body}`);
      return res.json().qid as number;
    },
    async node() {
      const node = await build(new RecordingPublisher());
      nodes.push(node);
      return node;
    },
    online(...expertIds) {
      const set = t.publisher.present.get('presence-experts') ?? new Set<string>();
      for (const id of expertIds) set.add(String(id));
      t.publisher.present.set('presence-experts', set);
    },
  };
  return t;
}

/** A multipart body for `inject`: text fields and files. */
export function multipart(
  fields: Record<string, string | number>,
  files: { field: string; filename: string; data: Buffer; contentType?: string }[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ps${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A valid ask's text fields. */
export function askFields(overrides: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    title: 'How do I solve 2x + 5 = 17 step by step?',
    mindset_id: 3,
    mindset_desc: 'I am stuck on a step',
    subject_id: 1,
    lang: 'en',
    ...overrides,
  };
}
