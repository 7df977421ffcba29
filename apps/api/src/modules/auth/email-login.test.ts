import {
  authAnswerSchema,
  ERROR_TEXTS,
  statusBundleSchema,
  VERIFICATION_CODE_RESEND_THROTTLE_S,
  VERIFICATION_CODE_TTL_S,
} from '@photostudy/contracts';
import { accounts, analyticsEvents, verificationCodes } from '@photostudy/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, codeFromMailbox } from '../../testing/auth-sessions';
import { FakeClock } from '../../core/clock';

describe(`email login (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  const login = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { type: 'email', email, device_id: 'dev-1', recaptcha_token: 'token', ...extra },
    });
  const verify = (email: string, code: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/identity-verifies', headers, payload: { type: 'email', email, code, device_id: 'dev-1' } });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => t.close());

  it('refuses an invalid email with the spec text', async () => {
    const res = await login('not-an-email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'You have entered an invalid email address. Please try again.',
      fields: { email: expect.any(String) },
    });
  });

  it('refuses a missing captcha token with the spec texts', async () => {
    const res = await login('new@example.test', { recaptcha_token: undefined });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CAPTCHA_INVALID',
      message: ERROR_TEXTS.CAPTCHA_INVALID,
      action_text: ERROR_TEXTS.CAPTCHA_RETRY,
    });
    expect((await login('new@example.test', { recaptcha_token: '' })).json().code).toBe('CAPTCHA_INVALID');
  });

  it('sends preset, expert and admin accounts to the password step without a code', async () => {
    for (const email of ['  PRESET@Demo.Test ', 'expert@demo.test', 'admin@demo.test']) {
      const res = await login(email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ type: 'preset', email: email.trim().toLowerCase() });
    }
    const mailbox = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=preset@demo.test' });
    expect(mailbox.json().items).toEqual([]);
  });

  it('signs up a new address: emailed code, status 0, both subject features, grade dialog forced', async () => {
    const email = 'New.Student@Example.test';
    const res = await login(`  ${email} `);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'email', email: 'new.student@example.test' });
    const code = await codeFromMailbox(t.app, 'new.student@example.test');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db.select().from(verificationCodes).where(eq(verificationCodes.email, 'new.student@example.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).not.toContain(code);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(VERIFICATION_CODE_TTL_S * 1000);

    const ok = await verify('new.student@example.test', ` ${code} `);
    expect(ok.statusCode).toBe(200);
    const answer = authAnswerSchema.parse(ok.json());
    expect(answer).toMatchObject({ status: 0, type: 'email', email: 'new.student@example.test' });

    const bundle = statusBundleSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: bearer(answer.access_token) })).json(),
    );
    expect(bundle.features).toEqual(['stem-subject', 'english-subject', 'shared_session_pool']);
    expect(bundle.profile).toMatchObject({ uid: answer.uid, status: 0, email: 'new.student@example.test', grade: null });
    expect(bundle.modals.map((m) => m.id)).toContain('tos-1');

    // Single use.
    expect((await verify('new.student@example.test', code)).json().code).toBe('CODE_EXPIRED');
  });

  it('logs an existing email account in with status 1', async () => {
    await login('student@demo.test');
    const res = await verify('student@demo.test', await codeFromMailbox(t.app, 'student@demo.test'));
    expect(res.json()).toMatchObject({ status: 1, type: 'email', email: 'student@demo.test' });
  });

  it('throttles resending a code, then replaces the old code', async () => {
    const email = 'throttle@example.test';
    expect((await login(email)).statusCode).toBe(200);
    const first = await codeFromMailbox(t.app, email);
    clock.advance(10);
    const again = await login(email);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after_s: VERIFICATION_CODE_RESEND_THROTTLE_S - 10 });
    clock.advance(VERIFICATION_CODE_RESEND_THROTTLE_S);
    expect((await login(email)).statusCode).toBe(200);
    const second = await codeFromMailbox(t.app, email);
    if (second !== first) expect((await verify(email, first)).json().code).toBe('INVALID_CODE');
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('counts wrong codes and kills the code at the fifth wrong try', async () => {
    const email = 'wrong@example.test';
    await login(email);
    const code = await codeFromMailbox(t.app, email);
    for (const left of [4, 3, 2, 1]) {
      const res = await verify(email, wrong(code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CODE', attempts_left: left });
    }
    const fifth = await verify(email, wrong(code));
    expect(fifth.json()).toMatchObject({ code: 'CODE_EXPIRED', message: 'The code has expired. Please request a new one.' });
    // Even the right code is dead now, and nothing was created.
    expect((await verify(email, code)).json().code).toBe('CODE_EXPIRED');
    expect(await t.db.select().from(accounts).where(eq(accounts.email, email))).toEqual([]);
  });

  it('refuses an expired code and a code never sent', async () => {
    const email = 'late@example.test';
    await login(email);
    const code = await codeFromMailbox(t.app, email);
    clock.advance(VERIFICATION_CODE_TTL_S + 1);
    expect((await verify(email, code)).json().code).toBe('CODE_EXPIRED');
    expect((await verify('never@example.test', '123456')).json().code).toBe('CODE_EXPIRED');
  });

  it('writes the code email in Spanish for a Spanish browser', async () => {
    await login('es@example.test', {}, { 'accept-language': 'es-MX,es;q=0.9' });
    const mail = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=es@example.test' })).json().items[0];
    expect(mail.subject).toMatch(/es tu código/);
    expect(mail.text).toContain('Tu código de verificación es');
    const res = await verify('es@example.test', await codeFromMailbox(t.app, 'es@example.test'), { 'accept-language': 'es-MX,es;q=0.9' });
    const [row] = await t.db.select().from(accounts).where(eq(accounts.id, res.json().uid));
    expect(row!.language).toBe('es');
  });

  it('records the auth events without codes or tokens', async () => {
    const events = await t.db.select().from(analyticsEvents);
    const names = new Set(events.map((e) => e.name));
    for (const name of ['login_requested', 'code_verified', 'login_failed', 'account_created']) expect(names).toContain(name);
    const codes = (await t.db.select().from(verificationCodes)).length;
    expect(codes).toBeGreaterThan(0);
    const data = JSON.stringify(events.map((e) => e.data));
    expect(data).not.toMatch(/"(code|password|access_token|refresh_token)":/);
    const verified = events.find((e) => e.name === 'code_verified');
    expect(verified!.data).toMatchObject({ device_id: 'dev-1', ip: expect.any(String) });
  });

  it('refuses unsupported login types', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { type: 'phone', device_id: 'd' } })).json().code).toBe(
      'PROVIDER_DISABLED',
    );
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/login', payload: { type: 'google', access_token: 'x', device_id: 'd' } })).json()
        .code,
    ).toBe('PROVIDER_DISABLED');
  });
});
