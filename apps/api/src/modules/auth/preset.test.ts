import { authAnswerSchema, presetAccountsAnswerSchema, presetCheckAnswerSchema, statusBundleSchema } from '@photostudy/contracts';
import { accounts, analyticsEvents, DEMO_ACCOUNTS, ledgerEntries } from '@photostudy/db';
import { eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, loginWithPassword } from '../../testing/auth-sessions';

describe(`preset and User-ID accounts (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  let adminToken: string;
  const check = (who: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/preset-checks', payload: { type: 'preset', device_id: 'd1', ...who } });
  const presetLogin = (who: Record<string, string>, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/preset-logins', payload: { type: 'preset', device_id: 'd1', ...who, password } });
  const createPresets = (payload: unknown, token = adminToken) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/preset-accounts',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await loginWithPassword(t.app, { email: DEMO_ACCOUNTS.admin.email }, DEMO_ACCOUNTS.admin.password)).access_token;
  });
  afterAll(async () => t.close());

  it('logs a preset account in with its password', async () => {
    const res = await presetLogin({ email: ' Preset@Demo.test' }, DEMO_ACCOUNTS.preset.password);
    expect(res.statusCode).toBe(200);
    expect(authAnswerSchema.parse(res.json())).toMatchObject({ status: 1, type: 'preset', email: 'preset@demo.test' });
  });

  it('logs a User-ID account in by its id, without an email', async () => {
    const res = await presetLogin({ id: 'KID-demo-1' }, DEMO_ACCOUNTS.child.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 1, type: 'preset', email: null });
  });

  it('gives experts and admins their role in the token', async () => {
    const expert = await loginWithPassword(t.app, { email: DEMO_ACCOUNTS.expert.email }, DEMO_ACCOUNTS.expert.password);
    expect(decodeJwt(expert.access_token).role).toBe('expert');
    expect(decodeJwt(adminToken).role).toBe('admin');
  });

  it('refuses short passwords with the spec text before anything else', async () => {
    const res = await presetLogin({ email: 'preset@demo.test' }, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT', message: 'Oops! Password must be at least 8 characters.' });
  });

  it('answers wrong passwords and unknown accounts alike with INVALID_CREDENTIALS', async () => {
    for (const who of [
      { email: 'preset@demo.test' },
      { email: 'nobody@example.test' },
      { id: 'no-such-kid' },
      { email: 'student@demo.test' },
    ] as Record<string, string>[]) {
      const res = await presetLogin(who, 'wrong-password-1');
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('INVALID_CREDENTIALS');
    }
    const failed = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'login_failed'));
    expect(failed.length).toBeGreaterThanOrEqual(4);
    expect(JSON.stringify(failed)).not.toContain('wrong-password-1');
  });

  it('needs exactly one of email and User ID', async () => {
    expect((await check({})).json().code).toBe('VALIDATION_FAILED');
    expect((await check({ email: 'a@example.test', id: 'kid' })).json().code).toBe('VALIDATION_FAILED');
  });

  it('creates preset accounts from a JSON list (admin only) and lets the first login create the password', async () => {
    const created = await createPresets({
      accounts: [
        { email: 'Pending@School.test', name: 'Pending Pupil', sessions: 4, writing_credits: 1 },
        { id: 'kid-new-1', password: 'kid-password-1', grade: -1, sessions: 2 },
      ],
    });
    expect(created.statusCode).toBe(200);
    const body = presetAccountsAnswerSchema.parse(created.json());
    expect(body.created).toMatchObject([
      { email: 'pending@school.test', id: null, role: 'student', is_preset_pending: true },
      { email: null, id: 'kid-new-1', role: 'student', is_preset_pending: false },
    ]);

    // Unknown and existing accounts look alike; only a pending one asks to create its password.
    expect(presetCheckAnswerSchema.parse((await check({ email: 'pending@school.test' })).json())).toEqual({
      status: 0,
      is_first_login: true,
    });
    expect((await check({ email: 'preset@demo.test' })).json()).toEqual({ status: 1, is_first_login: false });
    expect((await check({ email: 'nobody@example.test' })).json()).toEqual({ status: 1, is_first_login: false });
    expect((await check({ id: 'kid-new-1' })).json()).toEqual({ status: 1, is_first_login: false });

    // The email step points the pending account to the password step.
    const emailStep = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { type: 'email', email: 'pending@school.test', device_id: 'd1', recaptcha_token: 't' },
    });
    expect(emailStep.json()).toEqual({ type: 'preset', email: 'pending@school.test' });

    const first = await presetLogin({ email: 'pending@school.test' }, 'my-new-password');
    expect(first.statusCode).toBe(200);
    const answer = authAnswerSchema.parse(first.json());
    expect(answer.status).toBe(0);
    expect((await check({ email: 'pending@school.test' })).json().is_first_login).toBe(false);
    expect((await presetLogin({ email: 'pending@school.test' }, 'another-password')).json().code).toBe('INVALID_CREDENTIALS');
    expect((await presetLogin({ email: 'pending@school.test' }, 'my-new-password')).json().status).toBe(1);

    const bundle = statusBundleSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: bearer(answer.access_token) })).json(),
    );
    expect(bundle.balance).toEqual({ session_count: 4, credit_count: 1 });
    expect(bundle.profile).toMatchObject({ name: 'Pending Pupil', status: 0, registration_origin: 'preset' });
    expect(bundle.features).toEqual(['stem-subject', 'english-subject', 'shared_session_pool']);

    const kid = await presetLogin({ id: 'kid-new-1' }, 'kid-password-1');
    expect(kid.json()).toMatchObject({ status: 1, email: null });
  });

  it('creates a CSV batch, all or nothing', async () => {
    const csv = [
      'email,id,name,password,sessions,grade,language',
      'csv1@school.test,,Ana,,3,12,es',
      ',csv-kid-2,,kidpass-22,1,,',
      '"csv3@school.test",,"Lee, Sam",,,,',
    ].join('\r\n');
    const res = await createPresets({ csv });
    expect(res.statusCode).toBe(200);
    const created = presetAccountsAnswerSchema.parse(res.json()).created;
    expect(created.map((c) => c.email ?? c.id)).toEqual(['csv1@school.test', 'csv-kid-2', 'csv3@school.test']);
    const rows = await t.db
      .select()
      .from(accounts)
      .where(
        inArray(
          accounts.id,
          created.map((c) => c.uid),
        ),
      );
    const lee = rows.find((r) => r.email === 'csv3@school.test');
    expect(lee?.name).toBe('Lee, Sam');
    const ana = rows.find((r) => r.email === 'csv1@school.test');
    expect(ana).toMatchObject({ language: 'es', grade: 12, status: 1, authType: 'preset', isPresetPending: true });
    const grants = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, ana!.id));
    expect(grants).toMatchObject([{ kind: 'session', delta: 3, reason: 'grant' }]);

    // One bad row (an existing email) and one duplicate: nothing is created.
    const bad = await createPresets({
      csv: ['email,sessions', 'fresh@school.test,1', 'csv1@school.test,1', 'twice@school.test,', 'twice@school.test,'].join('\n'),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'row.2.email': expect.stringContaining('already exists'), 'row.4.email': expect.stringContaining('twice') },
    });
    expect(await t.db.select().from(accounts).where(eq(accounts.email, 'fresh@school.test'))).toEqual([]);

    const malformed = await createPresets({ csv: 'email,sessions\nnot-an-email,abc' });
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'row.1.sessions': expect.any(String) } });
  });

  it('creates an expert account that logs in with the expert role', async () => {
    const res = await createPresets({
      accounts: [{ email: 'new-expert@photostudy.test', role: 'expert', password: 'expert-pass-9', name: 'New Expert' }],
    });
    expect(res.json().created[0]).toMatchObject({ role: 'expert', is_preset_pending: false });
    const login = await loginWithPassword(t.app, { email: 'new-expert@photostudy.test' }, 'expert-pass-9');
    expect(decodeJwt(login.access_token).role).toBe('expert');
  });
});
