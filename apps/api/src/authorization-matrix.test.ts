import { IDEMPOTENCY_KEY_HEADER, TOS_CURRENT_ID } from '@photostudy/contracts';
import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askFields, createEngineTestApp, type EngineTestApp, multipart, type TestAccount } from './testing/engine-test-app';
import {
  addCard,
  type AuthorizationWorld,
  buildExtras,
  buildWorld,
  freshHeaders,
  grantWriting,
  MATRIX_ROLES,
  type MatrixExtras,
  type MatrixRole,
  pngImage,
  postOk,
  registeredRoutes,
  uniqueSuffix,
  type WorldOptions,
} from './testing/authorization-fixtures';
import { tokensFor } from './testing/auth-sessions';
import { docxFile, linkFields } from './testing/writing-fixtures';

/** What each caller gets from one route: its status code. */
type Expected = Record<MatrixRole, number>;

const cells = (guest: number, student: number, other: number, child: number, unassigned: number, assigned: number, admin: number) =>
  ({ guest, student, other, child, unassigned, assigned, admin }) satisfies Expected;

// The columns' usual shapes; a row changes single cells with `{ ...shape(200), child: 403 }`.
/** Public: everyone, guests included, gets the same answer. */
const anyone = (s = 200) => cells(s, s, s, s, s, s, s);
/** Any signed-in account. */
const signedIn = (s = 200) => cells(401, s, s, s, s, s, s);
/** Students' own calls (the web app): experts and admins are refused. */
const students = (s = 200) => cells(401, s, s, s, 403, 403, 403);
/** A student's call on the student's own question or resource: other students are told it does not exist. */
const owner = (s = 200) => cells(401, s, 404, 404, 403, 403, 403);
/** The expert console's calls. */
const experts = (s = 200) => cells(401, 403, 403, 403, s, s, 403);
/** An expert's call on what the expert holds: another expert is told it does not exist. */
const holder = (s = 200) => cells(401, 403, 403, 403, 404, s, 403);
/** The admin area. */
const admins = (s = 200) => cells(401, 403, 403, 403, 403, 403, s);
/** The readers of a question: its student, its assigned expert, admins. */
const readers = (s = 200) => cells(401, s, 404, 404, 404, s, s);

/** One cell being run: the app, the row's world, the caller. */
interface Cell {
  t: EngineTestApp;
  w: AuthorizationWorld;
  x: MatrixExtras;
  role: MatrixRole;
  caller: TestAccount | null;
}

/** The request of a cell; the URL defaults to the route's path with `:qid` and `:uid` of the world's student. */
interface CellRequest {
  url?: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
}

/** One row: a registered route, its request, and each caller's answer. */
interface MatrixRow {
  route: string;
  expect: Expected;
  /** Each cell runs in a new world built with these options (rows whose call changes what other rows act on). */
  world?: WorldOptions;
  request?: (cell: Cell) => CellRequest | Promise<CellRequest>;
}

const json = (payload: object) => (): CellRequest => ({ payload });
const form = (fields: Record<string, string | number>, files: Parameters<typeof multipart>[1] = []): CellRequest => {
  const body = multipart(fields, files);
  return { payload: body.payload, headers: body.headers };
};

const MATRIX: MatrixRow[] = [
  // The OpenAPI document and its page.
  { route: 'GET /api/docs', expect: anyone(200) },
  { route: 'GET /api/docs/', expect: anyone(200) },
  { route: 'GET /api/docs/static/index.html', expect: anyone(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: anyone(200) },
  { route: 'GET /api/docs/static/*', expect: anyone(200), request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },
  { route: 'GET /api/docs/json', expect: anyone(200) },
  { route: 'GET /api/docs/yaml', expect: anyone(200) },
  // Development outboxes (not registered in production).
  { route: 'GET /api/dev/mailbox', expect: anyone(200), request: () => ({ url: '/api/dev/mailbox?to=nobody%40test.test' }) },
  { route: 'GET /api/dev/sms-outbox', expect: anyone(200), request: () => ({ url: '/api/dev/sms-outbox?to=%2B15551234567' }) },
  // System.
  { route: 'GET /api/system-status', expect: anyone(200) },
  { route: 'GET /api/client-config', expect: anyone(200) },
  { route: 'GET /api/health', expect: anyone(200) },
  { route: 'GET /api/home-config', expect: anyone(200) },
  { route: 'GET /api/misc/setting', expect: anyone(200) },
  // The operator's switch takes its secret, never a role.
  { route: 'POST /api/ops/maintenance', expect: anyone(403), request: json({ enabled: false }) },
  { route: 'POST /api/error-reports', expect: anyone(200), request: json({ source: 'web', message: 'matrix' }) },
  {
    route: 'POST /api/csp-reports',
    expect: anyone(204),
    request: () => ({
      headers: { 'content-type': 'application/csp-report' },
      payload: JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost/ask', 'effective-directive': 'img-src' } }),
    }),
  },

  // Sign-in: public, the same for every caller.
  {
    route: 'POST /api/login',
    expect: anyone(200),
    request: () => ({ payload: { type: 'email', email: `m-${uniqueSuffix()}@test.test`, device_id: 'matrix', recaptcha_token: 'ok' } }),
  },
  {
    route: 'POST /api/identity-verifies',
    expect: anyone(200),
    request: async ({ t }) => {
      const email = `m-${uniqueSuffix()}@test.test`;
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { type: 'email', email, device_id: 'matrix', recaptcha_token: 'ok' },
      });
      const mail = await t.app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${encodeURIComponent(email)}` });
      const code = /\b(\d{6})\b/.exec(String((mail.json() as { items: { text: string }[] }).items[0]?.text))?.[1] ?? '000000';
      return { payload: { type: 'email', email, code, device_id: 'matrix' } };
    },
  },
  {
    route: 'POST /api/tokens',
    expect: anyone(200),
    request: async ({ t, w }) => ({ payload: { token: (await tokensFor(t.app, t.db, w.callers.other.id)).refresh_token } }),
  },
  {
    // A new session of the caller, so that its logout spoils no other cell.
    route: 'POST /api/logout',
    expect: signedIn(200),
    request: async ({ t, caller }) => ({ payload: {}, headers: caller ? await freshHeaders(t, caller.id) : {} }),
  },
  {
    route: 'POST /api/preset-checks',
    expect: anyone(200),
    request: () => ({ payload: { type: 'preset', device_id: 'matrix', email: `m-${uniqueSuffix()}@test.test` } }),
  },
  {
    route: 'POST /api/preset-logins',
    expect: anyone(401),
    request: () => ({
      payload: { type: 'preset', device_id: 'matrix', email: `m-${uniqueSuffix()}@test.test`, password: 'wrong-password-1' },
    }),
  },
  { route: 'POST /api/password-recovery', expect: anyone(200), request: () => ({ payload: { email: `m-${uniqueSuffix()}@test.test` } }) },
  // A link that does not exist, and a partner that is not configured: the same answer to everyone.
  { route: 'GET /api/password-recovery/:code', expect: anyone(400), request: () => ({ url: '/api/password-recovery/not-a-code' }) },
  { route: 'PUT /api/password-recovery', expect: anyone(400), request: json({ code: 'not-a-code', password: 'new-password-1' }) },
  { route: 'GET /api/sso/:provider/start', expect: anyone(400), request: () => ({ url: '/api/sso/nobody/start' }) },
  { route: 'GET /api/sso/:provider/callback', expect: anyone(302), request: () => ({ url: '/api/sso/nobody/callback' }) },

  // The account: the status bundle serves the web app and the console; the rest is the web app's.
  { route: 'GET /api/status-updates', expect: signedIn(200) },
  { route: 'POST /api/tos-agreements', expect: students(200), request: json({ tos_id: TOS_CURRENT_ID }) },
  { route: 'POST /api/profile-updates', expect: students(200), request: json({ grade: 10 }) },
  { route: 'GET /api/privacy-settings', expect: students(200) },
  {
    route: 'PUT /api/privacy-settings',
    expect: students(200),
    request: json({ store_audit_info: true, share_with_partners: false, send_messages: false }),
  },
  { route: 'POST /api/order-number-updates', expect: students(200), request: json({ order_number: 'ORDER-1' }) },
  {
    route: 'POST /api/avatar-updates',
    expect: { ...students(200), child: 403 },
    request: async () => form({}, [{ field: 'image', filename: 'me.png', data: await pngImage(), contentType: 'image/png' }]),
  },
  { route: 'GET /api/avatars/:name', expect: anyone(200), request: ({ x }) => ({ url: `/api/avatars/${x.avatarName}` }) },
  { route: 'POST /api/analytics-events', expect: students(200), request: json({ event: 'session_finished', data: {} }) },
  { route: 'GET /api/notifications', expect: students(200) },
  { route: 'POST /api/notification-reads', expect: students(200), request: json({ nids: [1] }) },

  // The store. User-ID accounts buy nothing (their school or program grants their sessions), so they have no card.
  { route: 'GET /api/payments/braintree', expect: students(200) },
  {
    route: 'POST /api/payments/sandbox-cards',
    expect: { ...students(200), child: 403 },
    request: async ({ t, caller }) => {
      const token = await t.app.inject({ method: 'GET', url: '/api/payments/braintree', headers: caller?.headers ?? {} });
      const clientToken = String((token.json() as { client_token?: string }).client_token ?? 'none');
      return {
        payload: { client_token: clientToken, number: '4111111111111111', expiration_month: 12, expiration_year: 2030, cvv: '123' },
      };
    },
  },
  {
    route: 'POST /api/payment-methods',
    expect: { ...students(200), child: 403 },
    request: json({ payment_method_nonce: 'fake-valid-visa-nonce', is_default: true }),
  },
  {
    route: 'GET /api/payment-methods/default',
    expect: { ...students(200), child: 404 },
    request: async ({ t, caller }) => {
      if (caller) await addCard(t.app, caller);
      return {};
    },
  },
  {
    route: 'POST /api/payments/credit',
    expect: { ...students(200), child: 403 },
    request: async ({ t, caller }) => {
      if (caller) await addCard(t.app, caller);
      return { payload: { product_id: 'sessions_1' }, headers: { [IDEMPOTENCY_KEY_HEADER]: `k-${uniqueSuffix()}` } };
    },
  },
  // Nobody here has a subscription to switch: its students are told so.
  { route: 'POST /api/payments/auto', expect: students(404), request: json({ type: 'renew', is_enabled: false }) },
  {
    route: 'POST /api/reservation-claims',
    expect: students(200),
    request: async ({ t, w }) => {
      const orderNumber = `M-${uniqueSuffix()}`;
      await postOk(t.app, w.callers.admin, '/api/admin/reservations', {
        reservations: [{ order_number: orderNumber, product_id: 'sessions_1' }],
      });
      return { payload: { order_number: orderNumber } };
    },
  },

  // The student's questions (the world's question is the student's, claimed and started by the assigned expert).
  { route: 'GET /api/ask-config', expect: students(200) },
  { route: 'POST /api/questions', expect: students(200), world: { question: 'none' }, request: () => form(askFields()) },
  { route: 'GET /api/questions', expect: students(200) },
  { route: 'GET /api/questions/:qid', expect: readers(200) },
  { route: 'POST /api/questions/:qid/messages', expect: owner(200), request: json({ body: 'Thank you!' }) },
  {
    route: 'POST /api/questions/:qid/messages/:mid/responses',
    expect: owner(200),
    world: { withSuggestion: true },
    request: ({ w }) => ({
      url: `/api/questions/${w.qid}/messages/${w.suggestion?.mid}/responses`,
      payload: { option_id: w.suggestion?.optionId },
    }),
  },
  { route: 'POST /api/questions/:qid/idle-resets', expect: owner(200), request: json({ type: 'idle_warning' }) },
  { route: 'POST /api/questions/:qid/ends', expect: owner(200), world: {} },
  { route: 'POST /api/questions/:qid/withdrawals', expect: owner(200), world: { question: 'connecting' } },
  { route: 'POST /api/questions/:qid/flags', expect: owner(200), world: {}, request: json({ reason: 'Not helpful' }) },
  {
    route: 'POST /api/questions/:qid/rates',
    expect: owner(200),
    world: { question: 'ended' },
    request: json({ stage: 'rating', point: 5 }),
  },
  { route: 'POST /api/questions/:qid/reposts', expect: owner(409), world: { question: 'ended' }, request: json({}) },
  // Children share nothing, whoever's the session.
  { route: 'POST /api/questions/:qid/shares', expect: { ...owner(200), child: 403 }, world: { question: 'ended' } },
  { route: 'DELETE /api/questions/:qid/shares', expect: { ...owner(200), child: 403 }, world: { question: 'ended' } },
  {
    // A guest sees a preview; children may open no other student's page.
    route: 'GET /api/misc/shared-sessions/:code',
    expect: { ...anyone(200), child: 403 },
    request: ({ x }) => ({ url: `/api/misc/shared-sessions/${x.sharedCode}` }),
  },
  { route: 'GET /api/misc/shared-sessions/*', expect: anyone(404), request: () => ({ url: '/api/misc/shared-sessions/a/b' }) },

  // The live spreadsheet and the uploaded files of the question.
  { route: 'GET /api/sheets/:qid', expect: readers(200) },
  {
    // Admins read the sheet but never edit it.
    route: 'POST /api/sheets/:qid/operations',
    expect: { ...readers(200), admin: 403 },
    request: () => ({
      payload: {
        client_batch_id: `b-${uniqueSuffix()}`,
        ops_json: JSON.stringify([{ op: 'replace', id: 'sheet-1', path: ['data', 0, 0], value: { v: 1 } }]),
      },
    }),
  },
  {
    // Without a token (or a signed link) a file is not found, so that file ids reveal nothing.
    route: 'GET /api/files/:id',
    expect: { ...readers(200), guest: 404 },
    request: ({ w }) => ({ url: `/api/files/${w.imageFileId}` }),
  },
  {
    // The student's presence channel: the student and the expert holding the student's question.
    route: 'POST /api/pusher-auth',
    expect: cells(401, 200, 403, 403, 403, 200, 403),
    request: ({ w }) => ({ payload: { socket_id: '1234.5678', channel_name: `presence-student-${w.callers.student.id}` } }),
  },

  // Data deletion.
  { route: 'POST /api/data-deletion-requests', expect: students(200), world: { question: 'none' } },
  {
    route: 'GET /api/data-deletion-requests/:request_id',
    expect: anyone(200),
    request: ({ x }) => ({ url: `/api/data-deletion-requests/${x.dataDeletionRequestId}` }),
  },
  {
    route: 'POST /api/data-deletion-callbacks/:provider',
    // No provider is configured here.
    expect: anyone(404),
    request: () => ({ url: '/api/data-deletion-callbacks/facebook', payload: { signed_request: 'not.signed' } }),
  },

  // Parents' offers: the code in the link is the key.
  { route: 'GET /api/parents-opting/:code', expect: anyone(200), request: ({ x }) => ({ url: `/api/parents-opting/${x.parentsCode}` }) },
  {
    route: 'PUT /api/parents-opting/:code',
    expect: anyone(200),
    request: async ({ t, w }) => {
      const offer = await postOk(t.app, w.callers.admin, '/api/admin/parents-offers', { uid: w.callers.other.id, sessions: 1 });
      return { url: `/api/parents-opting/${String(offer.code)}`, payload: { accepted: false } };
    },
  },

  // Writing: the student's calls (not for children: Writing is not among their features), and the emailed rating link's
  // (public).
  { route: 'GET /api/es/askers/me', expect: { ...students(200), child: 403 } },
  {
    route: 'POST /api/es/askers/me/problems',
    expect: { ...students(200), child: 403 },
    world: { question: 'none' },
    request: async ({ t, caller }) => {
      if (caller) await grantWriting(t, caller.id);
      return form(linkFields());
    },
  },
  { route: 'GET /api/es/askers/me/problems', expect: { ...students(200), child: 403 } },
  {
    route: 'GET /api/es/askers/me/problem',
    expect: anyone(200),
    request: ({ x }) => ({ url: `/api/es/askers/me/problem?token=${x.ratingToken}` }),
  },
  {
    route: 'POST /api/es/problems/rates',
    expect: anyone(404),
    request: json({ token: 'not-a-rating-token-at-all', point: 5, reason: 0 }),
  },

  // The writer's console (the world's Writing problem is the student's, claimed by the assigned expert).
  { route: 'GET /api/expert/writing/queue', expect: experts(200) },
  {
    route: 'GET /api/expert/writing/problems/:id',
    expect: holder(200),
    request: ({ w }) => ({ url: `/api/expert/writing/problems/${w.writingProblemId}` }),
  },
  {
    route: 'POST /api/expert/writing/problems/:id/claims',
    expect: experts(200),
    world: { question: 'none', writing: 'waiting' },
    request: ({ w }) => ({ url: `/api/expert/writing/problems/${w.writingProblemId}/claims` }),
  },
  {
    // Another writer is refused outright here (the problem's GET tells it the problem does not exist).
    route: 'POST /api/expert/writing/problems/:id/deliveries',
    expect: { ...holder(200), unassigned: 403 },
    world: { question: 'none', writing: 'claimed' },
    request: async ({ w }) => ({
      url: `/api/expert/writing/problems/${w.writingProblemId}/deliveries`,
      ...form({ comment: 'Clear thesis.' }, [{ field: 'file', filename: 'review.docx', data: await docxFile(['Reviewed.']) }]),
    }),
  },

  // The expert console.
  { route: 'GET /api/expert/profile', expect: experts(200) },
  { route: 'GET /api/expert/queue', expect: experts(200) },
  { route: 'GET /api/expert/questions', expect: experts(200) },
  { route: 'GET /api/expert/questions/:qid', expect: holder(200) },
  { route: 'GET /api/expert/questions/:qid/previous', expect: holder(200) },
  { route: 'POST /api/expert/questions/:qid/claims', expect: experts(200), world: { question: 'connecting' } },
  { route: 'POST /api/expert/questions/:qid/starts', expect: holder(200), world: { question: 'claimed' } },
  {
    route: 'POST /api/expert/questions/:qid/suggestions',
    expect: holder(200),
    request: json({ body: 'Next?', options: [{ body: 'A' }, { body: 'B' }], time_remaining: 600 }),
  },
  { route: 'POST /api/expert/questions/:qid/rejects', expect: holder(200), world: { question: 'claimed' } },
  { route: 'POST /api/expert/questions/:qid/messages', expect: holder(200), request: json({ body: 'Try again.' }) },
  {
    route: 'PUT /api/expert/questions/:qid/messages/:mid',
    expect: holder(200),
    request: ({ w }) => ({ url: `/api/expert/questions/${w.qid}/messages/${w.expertMessageId}`, payload: { body: 'Isolate x.' } }),
  },
  { route: 'POST /api/expert/questions/:qid/flags', expect: holder(200), world: {}, request: json({ reason: 'Rude language' }) },
  { route: 'POST /api/expert/questions/:qid/ends', expect: holder(200), world: {} },

  // The admin area.
  { route: 'GET /api/admin/error-reports', expect: admins(200) },
  { route: 'GET /api/admin/experts', expect: admins(200) },
  {
    route: 'POST /api/admin/experts',
    expect: admins(200),
    request: () => ({
      payload: { email: `x-${uniqueSuffix()}@test.test`, name: 'New Expert', password: 'expert-pass-1', subject_ids: [1] },
    }),
  },
  { route: 'GET /api/admin/students', expect: admins(200), request: () => ({ url: '/api/admin/students?query=s-' }) },
  { route: 'GET /api/admin/students/:uid', expect: admins(200) },
  { route: 'POST /api/admin/students/:uid/ledger', expect: admins(200), request: json({ kind: 'session', amount: 1, reason: 'matrix' }) },
  { route: 'GET /api/admin/maintenance', expect: admins(200) },
  { route: 'PUT /api/admin/maintenance', expect: admins(200), request: json({ on: false }) },
  { route: 'GET /api/admin/moderation-events', expect: admins(200) },
  { route: 'GET /api/admin/flagged-sessions', expect: admins(200) },
  {
    route: 'POST /api/admin/preset-accounts',
    expect: admins(200),
    request: () => ({ payload: { accounts: [{ email: `p-${uniqueSuffix()}@test.test` }] } }),
  },
  { route: 'GET /api/admin/packages', expect: admins(200) },
  {
    route: 'POST /api/admin/packages',
    expect: admins(200),
    request: () => ({
      payload: {
        product_id: `m_${uniqueSuffix()}`,
        description: 'Matrix package',
        subdescription: '',
        price_cents: 500,
        sessions: 1,
        writing_credits: 0,
        confirmation_required: false,
        plan: null,
        is_active: false,
        position: 99,
      },
    }),
  },
  {
    route: 'PATCH /api/admin/packages/:product_id',
    expect: admins(200),
    request: () => ({ url: '/api/admin/packages/sessions_1', payload: { is_active: true } }),
  },
  { route: 'GET /api/admin/parents-offers', expect: admins(200) },
  {
    route: 'POST /api/admin/parents-offers',
    expect: admins(200),
    request: ({ w }) => ({ payload: { uid: w.callers.student.id, sessions: 1 } }),
  },
  { route: 'GET /api/admin/purchases', expect: admins(200) },
  {
    route: 'POST /api/admin/purchases/:id/refunds',
    expect: admins(200),
    request: ({ x }) => ({ url: `/api/admin/purchases/${x.purchaseId}/refunds` }),
  },
  { route: 'GET /api/admin/reservations', expect: admins(200) },
  {
    route: 'POST /api/admin/reservations',
    expect: admins(200),
    request: () => ({ payload: { reservations: [{ order_number: `M-${uniqueSuffix()}`, product_id: 'sessions_1' }] } }),
  },
  { route: 'GET /api/admin/writing-problems', expect: admins(200) },
  { route: 'GET /api/admin/data-deletion-requests', expect: admins(200) },
  {
    // A student made for the cell: an admin's request erases it.
    route: 'POST /api/admin/data-deletion-requests',
    expect: admins(200),
    request: async ({ t }) => ({ payload: { uid: (await t.student()).id } }),
  },
];

describe(`authorisation matrix: every route, every caller (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let shared: AuthorizationWorld;
  let extras: MatrixExtras;
  beforeAll(async () => {
    t = await createEngineTestApp();
    shared = await buildWorld(t, { withFiles: true, writing: 'claimed' });
    extras = await buildExtras(t, shared.callers.admin);
  }, 60_000);
  afterAll(async () => t.close());

  it('has one row for every registered route, and no row for a route that does not exist', async () => {
    const registered = await registeredRoutes(t.app);
    const rows = MATRIX.map((r) => r.route).sort();
    expect(rows.filter((r, i) => rows.indexOf(r) !== i)).toEqual([]);
    const missing = registered.filter((r) => !rows.includes(r)).map((r) => `no row for ${r}`);
    const unknown = rows.filter((r) => !registered.includes(r)).map((r) => `a row for the unregistered ${r}`);
    if (missing.length + unknown.length) throw new Error([...missing, ...unknown].join('\n'));
  });

  async function run(row: MatrixRow, role: MatrixRole, w: AuthorizationWorld): Promise<number> {
    const caller = role === 'guest' ? null : w.callers[role];
    const request = (await row.request?.({ t, w, x: extras, role, caller })) ?? {};
    const [method = 'GET', path = ''] = row.route.split(' ');
    const url = request.url ?? path.replace(':qid', String(w.qid)).replace(':uid', String(w.callers.student.id));
    if (/[:*]/.test(url)) throw new Error(`the row of ${row.route} must give its url`);
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...(caller?.headers ?? {}), ...(request.headers ?? {}) },
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
    });
    if (res.statusCode >= 500) throw new Error(`${row.route} as ${role} answered ${res.statusCode}: ${res.body}`);
    return res.statusCode;
  }

  it.each(MATRIX.map((row) => [row.route, row] as const))('%s', async (_route, row) => {
    // A row with its own world gives each caller the table lets through a new one, and its other callers one between
    // them: whatever a wrongly admitted caller changes stays in the row (which fails on that cell anyway).
    let refusedWorld: Promise<AuthorizationWorld> | undefined;
    const worldOf = (role: MatrixRole): Promise<AuthorizationWorld> => {
      if (!row.world) return Promise.resolve(shared);
      if (row.expect[role] < 300) return buildWorld(t, row.world);
      refusedWorld ??= buildWorld(t, row.world);
      return refusedWorld;
    };
    const answered = {} as Expected;
    for (const role of MATRIX_ROLES) answered[role] = await run(row, role, await worldOf(role));
    // One line per wrong cell, so that a failure names the callers.
    const wrong = MATRIX_ROLES.filter((role) => answered[role] !== row.expect[role]).map(
      (role) => `${role}: answered ${answered[role]}, the table says ${row.expect[role]}`,
    );
    if (wrong.length) throw new Error(`${row.route}\n${wrong.join('\n')}`);
  });
});
