import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { FEATURES, SUBJECTS, WRITING_SUBJECT } from '@photostudy/contracts';
import { accounts, authIdentities, type Database, expertProfiles, passwordRecoveries, seedDatabase, storedFiles } from '@photostudy/db';
import { openTestDatabase } from '@photostudy/db/testing';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { FakeClock } from '../../core/clock';
import { type AppConfig, loadConfig } from '../../core/config';
import { RecordingPublisher } from '../../core/realtime-publisher';
import { bearer, codeFromMailbox, tokensFor } from '../../testing/auth-sessions';
import { askFields, multipart, type TestAccount } from '../../testing/engine-test-app';
import { addMethod, buy } from '../../testing/store-fixtures';
import { claimAndDeliver, docxFile, submitWriting } from '../../testing/writing-fixtures';
import { LedgerService } from '../ledger/ledger.service';

const ledger = new LedgerService();

// Column names that hold an account id even where no foreign key says so.
const ACCOUNT_COLUMN =
  /^(id|account_id|author_id|student_id|owner_id|sender_id|expert_id|writer_id|created_by|claimed_by|actor_id|imported_by|uid)$/;
const ACCOUNT_JSON_KEY = /^(uid|uids|account_id|student_id|author_id|owner_id|user_id|target_id|sender_id|expert_id)$/;
const TEXT_TYPES = new Set(['text', 'character varying', 'json', 'jsonb']);
const INT_TYPES = new Set(['integer', 'bigint', 'smallint']);

/** The app on a real files folder (the scan reads it), a fake clock, timers run by the test. */
async function createErasureApp(): Promise<{
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  clock: FakeClock;
  filesDir: string;
  close(): Promise<void>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ps-erasure-test-'));
  const clock = new FakeClock(new Date('2027-06-01T09:00:00Z'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PUSHER_APP_ID: 'test-app',
    PUSHER_APP_KEY: 'test-key',
    PUSHER_APP_SECRET: 'test-secret',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: join(dataDir, 'no-web'),
    PUBLIC_URL: 'https://app.test',
    DATA_DELETION_DELAY_S: '3600',
  });
  const handle = await openTestDatabase();
  await seedDatabase(handle.db, { isProduction: false });
  const app = await buildApp({
    config,
    db: handle.db,
    dbKind: handle.kind,
    opsSecret: 'test-ops-secret',
    logger: false,
    publisher: new RecordingPublisher(),
    pollTimers: false,
    clock,
    realtime: { key: 'test-key', host: null, port: null, useTls: null, cluster: 'mt1' },
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    clock,
    filesDir: join(dataDir, 'files'),
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

function filesUnder(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Every place in the database where one of the needles still is: text and JSON columns, and account-id columns. */
async function scanDatabase(db: Database, needles: { texts: string[]; accountId: number }): Promise<string[]> {
  const columns = (await db.execute(
    sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and table_name in
          (select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE')
        order by table_name, ordinal_position`,
  )) as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] };
  const foreignKeys = (await db.execute(
    sql`select cl.relname as table_name, a.attname as column_name
        from pg_constraint c
        join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
        where c.contype = 'f' and c.confrelid = 'accounts'::regclass`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const isAccountColumn = (table: string, column: string) =>
    foreignKeys.rows.some((fk) => fk.table_name === table && fk.column_name === column) ||
    (ACCOUNT_COLUMN.test(column) && (column !== 'id' || table === 'accounts'));
  const found: string[] = [];
  const tables = new Set(columns.rows.map((c) => c.table_name));
  expect(tables.size).toBeGreaterThan(30);
  for (const { table_name: table, column_name: column, data_type: type } of columns.rows) {
    const ref = sql.raw(`"${table}"."${column}"`);
    const from = sql.raw(`"${table}"`);
    if (TEXT_TYPES.has(type)) {
      for (const needle of needles.texts) {
        const rows = (await db.execute(
          sql`select count(*)::int as n from ${from} where position(${needle.toLowerCase()} in lower(${ref}::text)) > 0`,
        )) as unknown as { rows: { n: number }[] };
        if (Number(rows.rows[0]?.n) > 0) found.push(`${table}.${column} contains "${needle}"`);
      }
      if (type === 'json' || type === 'jsonb') {
        const rows = (await db.execute(sql`select ${ref} as v from ${from} where ${ref} is not null`)) as unknown as {
          rows: { v: unknown }[];
        };
        const names = (value: unknown, key?: string): boolean => {
          if (key && ACCOUNT_JSON_KEY.test(key) && value === needles.accountId) return true;
          if (Array.isArray(value)) return value.some((item) => names(item, key));
          if (value && typeof value === 'object') return Object.entries(value).some(([k, v]) => names(v, k));
          return false;
        };
        if (rows.rows.some((r) => names(typeof r.v === 'string' ? JSON.parse(r.v) : r.v)))
          found.push(`${table}.${column} names account ${needles.accountId}`);
      }
    } else if (INT_TYPES.has(type) && isAccountColumn(table, column)) {
      const rows = (await db.execute(sql`select count(*)::int as n from ${from} where ${ref} = ${needles.accountId}`)) as unknown as {
        rows: { n: number }[];
      };
      if (Number(rows.rows[0]?.n) > 0) found.push(`${table}.${column} = ${needles.accountId}`);
    }
  }
  return found;
}

describe(`erasure of a student's data (${testDatabaseKind()})`, () => {
  const rand = randomBytes(4).toString('hex');
  const email = `zeb.${rand}@erase.test`;
  const firstName = `Zeb${rand}`;
  const name = `${firstName} Quixotic`;
  const altEmail = `zeb.mom.${rand}@erase.test`;
  const parentDigits = `555${String(parseInt(rand, 16) % 10_000_000).padStart(7, '0')}`;
  const orderNumber = `ORD-${rand}`.toUpperCase();
  let e: Awaited<ReturnType<typeof createErasureApp>>;
  let student: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let expert: TestAccount;
  let writer: TestAccount;
  let balanceBefore: { sessionCount: number; creditCount: number };
  let studentKeys: string[];
  let studentFileIds: string[];
  let otherKeys: string[];
  let requestId: string;

  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, who: TestAccount | null, payload?: Record<string, unknown>) =>
    e.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const insertStaff = async (role: 'admin' | 'expert', subjectIds: number[] = []) => {
    const [row] = await e.db
      .insert(accounts)
      .values({ role, authType: 'preset', email: `${role}-${randomBytes(4).toString('hex')}@staff.test`, name: `Staff ${role}`, status: 1 })
      .returning({ id: accounts.id });
    if (!row) throw new Error('no staff row');
    if (role === 'expert') await e.db.insert(expertProfiles).values({ accountId: row.id, subjectIds, info: 'Expert' });
    return { id: row.id, headers: bearer((await tokensFor(e.app, e.db, row.id)).access_token) };
  };
  const png = (size: number) =>
    sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .png()
      .toBuffer();
  const ask = async (who: TestAccount) => {
    const body = multipart(askFields(), [{ field: 'image_file', filename: 'q.png', data: await png(120), contentType: 'image/png' }]);
    const res = await e.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().qid as number;
  };
  const emailLogin = async (address: string) => {
    expect(
      (await inject('POST', '/api/login', null, { type: 'email', email: address, device_id: 'd1', recaptcha_token: 't' })).statusCode,
    ).toBe(200);
    const code = await codeFromMailbox(e.app, address);
    return inject('POST', '/api/identity-verifies', null, { type: 'email', email: address, code, device_id: 'd1' });
  };

  beforeAll(async () => {
    e = await createErasureApp();
    admin = await insertStaff('admin');
    expert = await insertStaff(
      'expert',
      SUBJECTS.map((s) => s.tid),
    );
    writer = await insertStaff('expert', [WRITING_SUBJECT.tid]);

    // A student made through the real flows, with something in every module.
    const login = await emailLogin(email);
    expect(login.statusCode).toBe(200);
    student = { id: login.json().uid, headers: bearer(login.json().access_token) };
    expect((await inject('POST', '/api/profile-updates', student, { name, grade: 10 })).statusCode).toBe(200);
    const avatar = multipart({}, [{ field: 'image', filename: 'me.png', data: await png(200), contentType: 'image/png' }]);
    const avatarRes = await e.app.inject({
      method: 'POST',
      url: '/api/avatar-updates',
      headers: { ...student.headers, ...avatar.headers },
      payload: avatar.payload,
    });
    expect(avatarRes.statusCode, avatarRes.body).toBe(200);
    await e.db.transaction((tx) =>
      ledger.adjust(tx, { accountId: student.id, kind: 'session', delta: 2, reason: 'grant', note: `welcome gift for ${name}` }),
    );
    expect(
      (
        await inject('POST', `/api/admin/students/${student.id}/ledger`, admin, {
          kind: 'session',
          amount: 1,
          reason: `goodwill, ${email}`,
        })
      ).statusCode,
    ).toBe(200);
    expect((await addMethod(e.app, student, 'fake-valid-visa-nonce')).statusCode).toBe(200);
    expect((await buy(e.app, student, 'monthly_plan')).statusCode).toBe(200);
    expect((await buy(e.app, student, 'sessions_1')).statusCode).toBe(200);
    expect(
      (await inject('POST', '/api/admin/reservations', admin, { reservations: [{ order_number: orderNumber, product_id: 'sessions_1' }] }))
        .statusCode,
    ).toBe(200);
    expect((await inject('POST', '/api/reservation-claims', student, { order_number: orderNumber })).statusCode).toBe(200);

    // A live session: the image, the student's message (with contact details, so moderation keeps an excerpt), the
    // expert's message and suggestion (a suggestion-lock timer).
    const qid = await ask(student);
    expect((await inject('POST', `/api/expert/questions/${qid}/claims`, expert)).statusCode).toBe(200);
    expect((await inject('POST', `/api/expert/questions/${qid}/starts`, expert)).statusCode).toBe(200);
    expect(
      (await inject('POST', `/api/questions/${qid}/messages`, student, { body: `I am ${name}, write me at ${email}` })).statusCode,
    ).toBe(200);
    expect((await inject('POST', `/api/expert/questions/${qid}/messages`, expert, { body: `Hello ${firstName}!` })).statusCode).toBe(200);
    const suggestion = await inject('POST', `/api/expert/questions/${qid}/suggestions`, expert, {
      body: `${firstName}, which step?`,
      options: [{ body: 'The first' }, { body: 'The second' }],
      time_remaining: 60,
    });
    expect(suggestion.statusCode, suggestion.body).toBe(200);

    // A Writing problem with a document, reviewed (the review file is the writer's upload), mailed to two addresses.
    const submitted = await submitWriting(
      e.app,
      student,
      { description: `Essay by ${name}`, email: altEmail },
      { filename: 'essay.docx', data: await docxFile([`An essay by ${name}.`]) },
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    await claimAndDeliver(e.app, writer, submitted.json().id);

    // Sign-in traces: a social identity, a recovery link, a queued modal; a parents' offer texted to a phone.
    await e.db
      .insert(authIdentities)
      .values({ accountId: student.id, provider: 'facebook', subject: `fb-${rand}`, email, createdAt: e.clock.now() });
    await e.db.insert(passwordRecoveries).values({
      accountId: student.id,
      codeHash: randomBytes(32).toString('hex'),
      createdAt: e.clock.now(),
      expiresAt: e.clock.now(),
    });
    await e.app.services.accounts.queueModal(student.id, { title: `Hi ${firstName}`, body: 'A modal', actions: [] });
    expect(
      (await inject('POST', '/api/admin/parents-offers', admin, { uid: student.id, sessions: 2, phone: parentDigits })).statusCode,
    ).toBe(200);
    const report = await inject('POST', '/api/error-reports', student, { source: 'web', message: 'A test failure', url: '/settings' });
    expect(report.statusCode, report.body).toBe(200);

    // Another student, whose data must stay.
    other = await (async () => {
      const res = await emailLogin(`other.${rand}@erase.test`);
      return { id: res.json().uid as number, headers: bearer(res.json().access_token as string) };
    })();
    await e.db.transaction((tx) => ledger.adjust(tx, { accountId: other.id, kind: 'session', delta: 1, reason: 'grant', note: 'test' }));
    await ask(other);

    balanceBefore = await ledger.balance(e.db, student.id);
    // The plan's renewal waits as a timer, which the erasure must take too.
    const waiting = await e.db.execute(sql`select count(*)::int as n from timers where kind = 'subscription.renewal'`);
    expect(Number((waiting as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(1);
    const files = await e.db.select().from(storedFiles);
    const mine = files.filter((f) => f.ownerId === student.id || f.purpose === 'writing_review');
    studentKeys = mine.map((f) => f.storageKey);
    studentFileIds = mine.map((f) => f.id);
    otherKeys = files.filter((f) => f.ownerId === other.id).map((f) => f.storageKey);
    expect(new Set(mine.map((f) => f.purpose))).toEqual(new Set(['avatar', 'question_image', 'writing_document', 'writing_review']));
    const onDisk = filesUnder(e.filesDir).map((p) => relative(e.filesDir, p));
    for (const key of [...studentKeys, ...otherKeys]) expect(onDisk).toContain(key);
    // Before the request, the scan finds the student everywhere (it would find a leftover).
    expect((await scanDatabase(e.db, { texts: [email], accountId: student.id })).length).toBeGreaterThan(10);
  });
  afterAll(async () => e.close());

  it('takes the request: signed out at once, sign-ins refused while the erasure is pending', async () => {
    const res = await inject('POST', '/api/data-deletion-requests', student);
    expect(res.statusCode).toBe(200);
    requestId = res.json().request_id;
    expect(requestId).toMatch(/^[\w-]{43}$/);
    expect(res.json().url).toBe(`https://app.test/data-deletion/${requestId}`);
    expect((await inject('GET', `/api/data-deletion-requests/${requestId}`, null)).json()).toMatchObject({
      state: 'pending',
      completed: null,
    });

    const signedOut = await inject('GET', '/api/status-updates', student);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toMatchObject({ code: 30401, title: 'Data deletion requested' });
    e.clock.advance(61);
    const again = await emailLogin(email);
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ACCOUNT_DELETION_PENDING');
    // The erasure is not due yet (other timers, the session's, may run).
    await e.app.timerService.runDue();
    expect((await inject('GET', `/api/data-deletion-requests/${requestId}`, null)).json().state).toBe('pending');
  });

  it('erases the account when its timer is due', async () => {
    e.clock.advance(3600);
    expect(await e.app.timerService.runDue()).toBeGreaterThanOrEqual(1);
    const status = await inject('GET', `/api/data-deletion-requests/${requestId}`, null);
    expect(status.json()).toMatchObject({ request_id: requestId, state: 'completed', completed: expect.any(Number) });
    expect(await e.db.select().from(accounts).where(eq(accounts.id, student.id))).toEqual([]);
  });

  it('leaves no row of any table naming the student: email, name, first name, files, or the old id', async () => {
    const found = await scanDatabase(e.db, {
      // (The order number stays: an operator's code, kept with the reservation it paid for, which now names nobody.)
      texts: [email, altEmail, name, firstName, parentDigits, `fb-${rand}`, ...studentFileIds, ...studentKeys],
      accountId: student.id,
    });
    expect(found).toEqual([]);
  });

  it('leaves no timer of an erased question, message, Writing problem or subscription', async () => {
    const orphans = await e.db.execute(sql`
      select t.kind, t.subject_id from timers t
      where (t.kind like 'question.%' and t.kind <> 'question.suggestion_lock' and not exists (select 1 from questions q where q.id = t.subject_id))
         or (t.kind = 'question.suggestion_lock' and not exists (select 1 from messages m where m.id = t.subject_id))
         or (t.kind = 'writing.deadline' and not exists (select 1 from writing_problems w where w.id = t.subject_id))
         or (t.kind = 'subscription.renewal' and not exists (select 1 from subscriptions s where s.id = t.subject_id))`);
    expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it("leaves no file of the student's in the files folder, and the other student's files in place", async () => {
    const onDisk = filesUnder(e.filesDir).map((p) => relative(e.filesDir, p));
    for (const key of studentKeys) expect(onDisk).not.toContain(key);
    for (const key of otherKeys) expect(onDisk).toContain(key);
    const rows = await e.db.select({ storageKey: storedFiles.storageKey }).from(storedFiles);
    expect(onDisk.sort()).toEqual(rows.map((r) => r.storageKey).sort());
  });

  it('keeps the money on an anonymous account: same balances, purchases and claimed order number, nothing naming anyone', async () => {
    const [tombstone] = await e.db.select().from(accounts).where(eq(accounts.authType, 'erased'));
    expect(tombstone).toMatchObject({
      role: 'student',
      email: null,
      loginId: null,
      name: null,
      phoneNumber: null,
      avatarUrl: null,
      features: [],
    });
    const anonymousId = tombstone?.id ?? 0;
    expect(await ledger.balance(e.db, anonymousId)).toEqual(balanceBefore);
    const purchases = await e.db.execute(sql`select count(*)::int as n from purchases where account_id = ${anonymousId}`);
    expect(Number((purchases as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(2);
    const reservations = await e.db.execute(sql`select claimed_by from reservations where order_number = ${orderNumber}`);
    expect((reservations as unknown as { rows: { claimed_by: number }[] }).rows).toEqual([{ claimed_by: anonymousId }]);
  });

  it("keeps other people's data: the expert, the writer, the other student and their question", async () => {
    const left = await e.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(or(inArray(accounts.id, [expert.id, writer.id, other.id, admin.id])));
    expect(left).toHaveLength(4);
    const questions = await inject('GET', '/api/questions', {
      id: other.id,
      headers: bearer((await tokensFor(e.app, e.db, other.id)).access_token),
    });
    expect(questions.json().questions).toHaveLength(1);
  });

  it('cannot sign in again: a password login is refused, an email login makes a brand-new account', async () => {
    const preset = await inject('POST', '/api/preset-logins', null, {
      type: 'preset',
      device_id: 'd1',
      email,
      password: 'whatever-pass-1',
    });
    expect(preset.statusCode).toBe(401);
    expect(preset.json().code).toBe('INVALID_CREDENTIALS');
    e.clock.advance(61);
    const fresh = await emailLogin(email);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ status: 0 });
    expect(fresh.json().uid).not.toBe(student.id);
    const profile = await inject('GET', '/api/status-updates', { id: fresh.json().uid, headers: bearer(fresh.json().access_token) });
    expect(profile.json().profile).toMatchObject({ name: null });
    expect(profile.json().balance).toEqual({ session_count: 0, credit_count: 0 });
  });
});

describe(`erasure of a User-ID (child) account requested by an admin (${testDatabaseKind()})`, () => {
  let e: Awaited<ReturnType<typeof createErasureApp>>;
  afterAll(async () => e.close());

  it('erases the login id, the offers and the texts to the parent', async () => {
    e = await createErasureApp();
    const rand = randomBytes(4).toString('hex');
    const loginId = `kid-erase-${rand}`;
    const [adminRow] = await e.db
      .insert(accounts)
      .values({ role: 'admin', authType: 'preset', email: `a-${rand}@staff.test`, status: 1 })
      .returning();
    const [kidRow] = await e.db
      .insert(accounts)
      .values({
        role: 'student',
        authType: 'user_id',
        loginId,
        status: 1,
        phoneNumber: '555-301-0001',
        features: [FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT],
      })
      .returning();
    if (!adminRow || !kidRow) throw new Error('no rows');
    const admin = { id: adminRow.id, headers: bearer((await tokensFor(e.app, e.db, adminRow.id)).access_token) };
    const kid = { id: kidRow.id, headers: bearer((await tokensFor(e.app, e.db, kidRow.id)).access_token) };
    const body = multipart(askFields());
    const refused = await e.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { ...kid.headers, ...body.headers },
      payload: body.payload,
    });
    expect(refused.json().code).toBe(30402);
    const texts = await e.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?to=%2B15553010001' });
    expect(texts.json().messages).toHaveLength(1);

    const request = await e.app.inject({
      method: 'POST',
      url: '/api/admin/data-deletion-requests',
      headers: admin.headers,
      payload: { uid: kid.id },
    });
    expect(request.statusCode).toBe(200);
    const list = await e.app.inject({ method: 'GET', url: '/api/admin/data-deletion-requests', headers: admin.headers });
    expect(list.json().requests[0]).toMatchObject({
      request_id: request.json().request_id,
      origin: 'admin',
      state: 'pending',
      account: loginId,
    });
    e.clock.advance(3600);
    expect(await e.app.timerService.runDue()).toBeGreaterThanOrEqual(1);

    expect(await scanDatabase(e.db, { texts: [loginId, '5553010001'], accountId: kid.id })).toEqual([]);
    const after = await e.app.inject({
      method: 'GET',
      url: '/api/admin/data-deletion-requests',
      headers: bearer((await tokensFor(e.app, e.db, admin.id)).access_token),
    });
    expect(after.json().requests[0]).toMatchObject({ state: 'completed', account: null });
    const login = await e.app.inject({
      method: 'POST',
      url: '/api/preset-logins',
      payload: { type: 'preset', device_id: 'd1', id: loginId, password: 'kid-pass-1' },
    });
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
  });
});
