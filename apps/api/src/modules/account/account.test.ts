import { profileSchema, statusBundleSchema } from '@photostudy/contracts';
import { DEMO_ACCOUNTS } from '@photostudy/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accountIdOf, bearer, loginWithEmail, tokensFor } from '../../testing/auth-sessions';

describe(`status bundle and profile (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  let student: { id: number; token: string };
  let kid: { id: number; token: string };
  const statusOf = async (token: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return statusBundleSchema.parse(res.json());
  };
  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  beforeAll(async () => {
    t = await createTestApp();
    const studentId = await accountIdOf(t.db, { email: DEMO_ACCOUNTS.student.email });
    const kidId = await accountIdOf(t.db, { id: DEMO_ACCOUNTS.child.loginId });
    student = { id: studentId, token: (await tokensFor(t.app, t.db, studentId)).access_token };
    kid = { id: kidId, token: (await tokensFor(t.app, t.db, kidId)).access_token };
  });
  afterAll(async () => t.close());

  it('answers the whole bundle: profile, ledger balance, features, storefront, no subscription', async () => {
    const bundle = await statusOf(student.token);
    expect(bundle.profile).toMatchObject({
      uid: student.id,
      email: DEMO_ACCOUNTS.student.email,
      id: null,
      name: 'Demo Student',
      grade: 12,
      status: 1,
      question_count: 0,
      num_of_purchase: 0,
      order_number: null,
    });
    expect(bundle.balance).toEqual({ session_count: 5, credit_count: 2 });
    expect(bundle.features).toEqual(['stem-subject', 'english-subject', 'shared_session_pool']);
    expect(bundle.modals).toEqual([]);
    expect(bundle.storefront.title).toBe('Get more sessions');
    expect(bundle.storefront.subtitle).toBe('Learn with a live expert anytime');
    expect(bundle.storefront.packages[0]).toEqual({
      product_id: 'sessions_1',
      description: '1 Session',
      subdescription: 'Try a live expert once',
      price: '$9.99',
      confirmation_required: false,
      plan: null,
    });
    expect(bundle.storefront.packages.map((p) => [p.product_id, p.plan])).toEqual([
      ['sessions_1', null],
      ['sessions_5', null],
      ['sessions_10', null],
      ['writing_3', null],
      ['monthly_plan', 'monthly'],
    ]);
    expect(bundle.subscription).toBeNull();
    expect(bundle.notifications).toEqual({ unread_count: 0 });
  });

  it("speaks the app's language (Accept-Language) in the store's banner, else the account's", async () => {
    const spanish = await t.app.inject({
      method: 'GET',
      url: '/api/status-updates',
      headers: { ...bearer(student.token), 'accept-language': 'es' },
    });
    expect(statusBundleSchema.parse(spanish.json()).storefront.title).toBe('Consigue más sesiones');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/status-updates',
      headers: { ...bearer(student.token), 'accept-language': 'fr' },
    });
    expect(statusBundleSchema.parse(unknown.json()).storefront.title).toBe('Get more sessions');
  });

  it('shows User-ID accounts with their id and no email', async () => {
    const bundle = await statusOf(kid.token);
    expect(bundle.profile).toMatchObject({ id: DEMO_ACCOUNTS.child.loginId, email: null, name: null });
    expect(bundle.balance.session_count).toBe(2);
  });

  it('queues the terms modal until the terms are accepted', async () => {
    const fresh = await loginWithEmail(t.app, 'fresh@example.test');
    const before = await statusOf(fresh.access_token);
    expect(before.modals).toHaveLength(1);
    expect(before.modals[0]).toMatchObject({
      id: 'tos-1',
      actions: [
        { type: 'tos', tos_id: 1, accept: true },
        { type: 'tos', tos_id: 1, accept: false },
      ],
    });

    expect((await post('/api/tos-agreements', fresh.access_token, { tos_id: 99 })).json().code).toBe('VALIDATION_FAILED');
    const ok = await post('/api/tos-agreements', fresh.access_token, { tos_id: 1, allows_account_messages: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ ok: true });
    expect((await statusOf(fresh.access_token)).modals).toEqual([]);
  });

  it('completes the profile with a grade (status 1) and sets the name', async () => {
    const fresh = await loginWithEmail(t.app, 'grade@example.test');
    expect((await statusOf(fresh.access_token)).profile.status).toBe(0);
    expect((await post('/api/profile-updates', fresh.access_token, { grade: 7 })).json().code).toBe('VALIDATION_FAILED');
    expect((await post('/api/profile-updates', fresh.access_token, {})).json().code).toBe('VALIDATION_FAILED');
    const named = await post('/api/profile-updates', fresh.access_token, { name: '  Rosa  ' });
    expect(profileSchema.parse(named.json())).toMatchObject({ name: 'Rosa', status: 0 });
    const graded = await post('/api/profile-updates', fresh.access_token, { grade: -1 });
    expect(graded.statusCode).toBe(200);
    expect(graded.json()).toMatchObject({ name: 'Rosa', grade: -1, status: 1 });
  });

  it('refuses a name for User-ID accounts but takes their grade', async () => {
    const named = await post('/api/profile-updates', kid.token, { name: 'Kid' });
    expect(named.statusCode).toBe(403);
    expect(named.json().code).toBe('NOT_AVAILABLE_FOR_ACCOUNT');
    expect((await post('/api/profile-updates', kid.token, { grade: 10 })).json()).toMatchObject({ grade: 10, name: null });
  });

  it('delivers a queued server modal once', async () => {
    await t.app.services.accounts.queueModal(student.id, {
      title: 'New in the store',
      body: 'Bundles are back.',
      actions: [{ type: 'in_app', text: 'Open store', in_app: 'open_store' }],
    });
    const first = await statusOf(student.token);
    expect(first.modals).toEqual([
      {
        id: expect.stringMatching(/^m-\d+$/),
        title: 'New in the store',
        body: 'Bundles are back.',
        actions: [{ type: 'in_app', text: 'Open store', in_app: 'open_store' }],
      },
    ]);
    expect((await statusOf(student.token)).modals).toEqual([]);
  });

  it('needs a token, checked before the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/status-updates'],
      ['POST', '/api/tos-agreements'],
      ['POST', '/api/profile-updates'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });
});
