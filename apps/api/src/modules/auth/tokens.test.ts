import { ACCESS_TOKEN_TTL_S, accessClaimsSchema, REFRESH_TOKEN_TTL_S, tokenRefreshAnswerSchema } from '@photostudy/contracts';
import { accounts, analyticsEvents, refreshTokens } from '@photostudy/db';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accountIdOf, bearer, codeFromMailbox, loginWithEmail, tokensFor } from '../../testing/auth-sessions';
import { FakeClock } from '../../core/clock';

describe(`tokens and the authenticate hook (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/tokens', payload: { token } });
  const status = (access?: string) => t.app.inject({ method: 'GET', url: '/api/status-updates', headers: access ? bearer(access) : {} });

  beforeAll(async () => {
    t = await createTestApp({}, { clock });
  });
  afterAll(async () => t.close());

  it('issues an HS256 access token with sub, role, iat and exp, and an opaque refresh token stored hashed', async () => {
    const answer = await loginWithEmail(t.app, 'student@demo.test');
    const claims = decodeJwt(answer.access_token);
    expect(accessClaimsSchema.parse(claims)).toMatchObject({ sub: String(answer.uid), role: 'student' });
    expect(claims.exp! - claims.iat!).toBe(ACCESS_TOKEN_TTL_S);
    expect(answer.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.accountId, answer.uid));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(answer.refresh_token);
    expect((await status(answer.access_token)).statusCode).toBe(200);
  });

  it('answers 401 UNAUTHORIZED without a token, with garbage, a foreign signature or an expired token', async () => {
    expect((await status()).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await status('not-a-jwt')).statusCode).toBe(401);
    const foreign = await new SignJWT({ role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const forged = await status(foreign);
    expect(forged.statusCode).toBe(401);
    expect(forged.json().code).toBe('UNAUTHORIZED');

    const { access_token, refresh_token } = await tokensFor(t.app, t.db, await accountIdOf(t.db, { email: 'student@demo.test' }));
    // Used once, so the node knows it verified (issue 19: not verified again), and still refused once it expired.
    expect((await status(access_token)).statusCode).toBe(200);
    clock.advance(ACCESS_TOKEN_TTL_S - 1);
    expect((await status(access_token)).statusCode).toBe(200);
    clock.advance(1);
    const expired = await status(access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('UNAUTHORIZED');
    // The refresh token outlives the access token.
    const renewed = await refresh(refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect((await status(renewed.json().access_token)).statusCode).toBe(200);
  });

  it('rotates the refresh token on every use and revokes the whole family when a rotated one is reused', async () => {
    const first = await loginWithEmail(t.app, 'rotation@example.test');
    const r1 = await refresh(first.refresh_token);
    expect(r1.statusCode).toBe(200);
    const second = tokenRefreshAnswerSchema.parse(r1.json());
    expect(second.type).toBe('email');
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = tokenRefreshAnswerSchema.parse((await refresh(second.refresh_token)).json());

    // Another device's family must survive the reuse below.
    const other = await tokensFor(t.app, t.db, first.uid);

    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN', message: 'Your session has ended. Please log in again.' });
    // The newest token of the family is dead too.
    expect((await refresh(third.refresh_token)).json().code).toBe('INVALID_REFRESH_TOKEN');
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);

    const events = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'refresh_reuse_detected'));
    expect(events).toHaveLength(1);
    expect(events[0]!.accountId).toBe(first.uid);
    expect(JSON.stringify(events)).not.toContain(first.refresh_token);
  });

  it('lets only one of two simultaneous uses of a token win', async () => {
    const { refresh_token } = await tokensFor(t.app, t.db, await accountIdOf(t.db, { email: 'student@demo.test' }));
    const answers = await Promise.all([refresh(refresh_token), refresh(refresh_token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
  });

  it('refuses unknown and long-unused refresh tokens', async () => {
    expect((await refresh('nope')).json().code).toBe('INVALID_REFRESH_TOKEN');
    const { refresh_token } = await tokensFor(t.app, t.db, await accountIdOf(t.db, { email: 'student@demo.test' }));
    clock.advance(REFRESH_TOKEN_TTL_S + 1);
    expect((await refresh(refresh_token)).json().code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('logs out: the access token family and a given refresh token are revoked', async () => {
    const id = await accountIdOf(t.db, { email: 'student@demo.test' });
    const a = await tokensFor(t.app, t.db, id);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(a.access_token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    expect((await refresh(a.refresh_token)).statusCode).toBe(401);

    const b = await tokensFor(t.app, t.db, id);
    const byToken = await t.app.inject({ method: 'POST', url: '/api/logout', payload: { token: b.refresh_token } });
    expect(byToken.statusCode).toBe(200);
    expect((await refresh(b.refresh_token)).statusCode).toBe(401);

    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(401);
  });

  it('answers 30401 with the modal texts for a revoked account, and lets it back after restore', async () => {
    const answer = await loginWithEmail(t.app, 'revoked@example.test');
    await t.app.services.accounts.revokeAccount(answer.uid, {
      title: 'Account closed',
      body: 'Your administrator closed this account.',
      actionText: 'Got it',
    });
    const res = await status(answer.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 30401,
      title: 'Account closed',
      body: 'Your administrator closed this account.',
      action_text: 'Got it',
    });
    // Its refresh tokens died with it.
    expect((await refresh(answer.refresh_token)).json().code).toBe('INVALID_REFRESH_TOKEN');
    // Public routes still answer with the stale token.
    expect((await t.app.inject({ method: 'GET', url: '/api/system-status', headers: bearer(answer.access_token) })).statusCode).toBe(200);

    // Signing in again is refused with the same modal.
    clock.advance(61);
    await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { type: 'email', email: 'revoked@example.test', device_id: 'd', recaptcha_token: 't' },
    });
    const code = await codeFromMailbox(t.app, 'revoked@example.test');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/identity-verifies',
      payload: { type: 'email', email: 'revoked@example.test', code, device_id: 'd' },
    });
    expect(again.json()).toMatchObject({ code: 30401, title: 'Account closed' });

    await t.app.services.accounts.restoreAccount(answer.uid);
    expect((await status(answer.access_token)).statusCode).toBe(200);
  });

  it('answers 30401 for a deleted account', async () => {
    const answer = await loginWithEmail(t.app, 'deleted@example.test');
    await t.db.delete(accounts).where(eq(accounts.id, answer.uid));
    const res = await status(answer.access_token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 30401, title: expect.any(String), body: expect.any(String), action_text: expect.any(String) });
  });

  it('checks roles: a student may not use admin routes', async () => {
    const student = await tokensFor(t.app, t.db, await accountIdOf(t.db, { email: 'student@demo.test' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/preset-accounts',
      headers: bearer(student.access_token),
      payload: { accounts: [{ email: 'x@example.test' }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/preset-accounts',
      payload: { accounts: [{ email: 'x@example.test' }] },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
