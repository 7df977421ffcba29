import { randomUUID } from 'node:crypto';
import { analyticsEvents, DEMO_ACCOUNTS } from '@photostudy/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The real Redis store when TEST_REDIS_URL is set (each app on its own prefix, so runs never share counters).
const redisEnv = (): Record<string, string> =>
  process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, RATE_LIMIT_REDIS_PREFIX: `ps:rl:test:${randomUUID()}:` } : {};

const label = `${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'}, ${process.env.TEST_REDIS_URL ? 'redis' : 'memory'}`;

describe(`sign-in rate limits (${label})`, () => {
  let small: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    // Small limits, no TRUST_PROXY (the default): X-Forwarded-For is not believed.
    small = await createTestApp({
      AUTH_RATE_LIMIT_PER_IP: '5',
      AUTH_RATE_LIMIT_PER_IDENTITY: '2',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '4',
      AUTH_RATE_LIMIT_WINDOW_S: '600',
      ...redisEnv(),
    });
    // The default limits, behind a proxy at 127.0.0.1 (where inject's calls come from unless told otherwise).
    proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1', ...redisEnv() });
  });
  afterAll(async () => {
    await small?.close();
    await proxied?.close();
  });

  const check = (t: TestApp, who: Record<string, string>, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/preset-checks',
      remoteAddress,
      headers,
      payload: { type: 'preset', device_id: 'd', ...who },
    });
  const signIn = (t: TestApp, who: Record<string, string>, password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/preset-logins',
      remoteAddress,
      payload: { type: 'preset', device_id: 'd', ...who, password },
    });

  it('limits per identity from one address, then per address, answering 429 RATE_LIMITED with retry_after_s', async () => {
    const ip = '203.0.113.7';
    expect((await check(small, { email: 'a@example.test' }, ip)).statusCode).toBe(200);
    expect((await check(small, { email: 'A@example.test ' }, ip)).statusCode).toBe(200);
    const third = await check(small, { email: 'a@example.test' }, ip);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after_s: expect.any(Number) });
    expect(Number(third.headers['retry-after'])).toBe(third.json().retry_after_s);
    // The same identity from another address has its own counter.
    expect((await check(small, { email: 'a@example.test' }, '203.0.113.8')).statusCode).toBe(200);

    expect((await check(small, { email: 'b@example.test' }, ip)).statusCode).toBe(200);
    expect((await check(small, { email: 'c@example.test' }, ip)).statusCode).toBe(200);
    // The sixth call from the address, whatever the identity.
    expect((await check(small, { email: 'd@example.test' }, ip)).statusCode).toBe(429);
    expect((await check(small, { email: 'd@example.test' }, '198.51.100.9')).statusCode).toBe(200);

    // The events are recorded without holding up the answer: wait for them.
    await vi.waitFor(async () => {
      const events = await small.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'rate_limited'));
      expect(events.map((e) => e.data.rule)).toEqual(expect.arrayContaining(['preset:id_ip', 'preset:ip']));
    });
  });

  it('believes no X-Forwarded-For without TRUST_PROXY: 100 calls with a rotating header are limited after the per-IP max', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await check(small, { email: `rotating-${i}@example.test` }, '192.0.2.10', {
        'x-forwarded-for': `10.9.${i >> 8}.${i & 255}`,
      });
      answers.push(res.statusCode);
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(95);
  });

  it('believes X-Forwarded-For from the proxy named by TRUST_PROXY', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await check(proxied, { email: `rotating-${i}@example.test` }, '127.0.0.1', {
        'x-forwarded-for': `10.8.${i >> 8}.${i & 255}`,
      });
      answers.push(res.statusCode);
    }
    expect(answers.every((s) => s === 200)).toBe(true);
    // The same header from a client that is not the proxy is not believed.
    const client = () => check(proxied, { email: 'direct@example.test' }, '198.51.100.20', { 'x-forwarded-for': '10.7.0.1' });
    for (let i = 0; i < 10; i++) expect((await client()).statusCode).toBe(200);
    expect((await client()).statusCode).toBe(429);
  });

  it.each([
    ['an email', { email: DEMO_ACCOUNTS.preset.email }, DEMO_ACCOUNTS.preset.password],
    ['a User ID', { id: DEMO_ACCOUNTS.child.loginId }, DEMO_ACCOUNTS.child.password],
  ])('after an attacker’s wrong passwords from one address, the owner of %s signs in from another', async (_kind, who, password) => {
    const attacker = '203.0.113.66';
    const owner = '198.51.100.77';
    // The default limits: 10 failures per identity and address.
    for (let i = 0; i < 10; i++)
      expect((await signIn(proxied, who, `wrong-password-${i}`, attacker)).json().code).toBe('INVALID_CREDENTIALS');
    for (let i = 0; i < 3; i++) expect((await signIn(proxied, who, `wrong-password-x${i}`, attacker)).json().code).toBe('RATE_LIMITED');
    // The attacker's address stays refused for this account, even with the right password.
    expect((await signIn(proxied, who, password, attacker)).json().code).toBe('RATE_LIMITED');

    expect((await check(proxied, who, owner)).statusCode).toBe(200);
    const ownerSignIn = await signIn(proxied, who, password, owner);
    expect(ownerSignIn.statusCode).toBe(200);
    expect(ownerSignIn.json()).toMatchObject({ status: 1, type: 'preset' });
  });

  it('counts only failed passwords per identity: right passwords never lock the owner out', async () => {
    const owner = '198.51.100.78';
    for (let i = 0; i < 4; i++)
      expect((await signIn(small, { email: DEMO_ACCOUNTS.expert.email }, DEMO_ACCOUNTS.expert.password, owner)).statusCode).toBe(200);
  });

  it('holds back many addresses against one account at the per-account ceiling', async () => {
    const who = { email: DEMO_ACCOUNTS.writer.email };
    for (const ip of ['203.0.113.101', '203.0.113.102']) {
      for (let i = 0; i < 2; i++) expect((await signIn(small, who, 'wrong-password', ip)).json().code).toBe('INVALID_CREDENTIALS');
      expect((await signIn(small, who, 'wrong-password', ip)).json().code).toBe('RATE_LIMITED');
    }
    // Four failures across addresses: the account's ceiling holds for the window, from any address.
    expect((await signIn(small, who, 'wrong-password', '203.0.113.103')).json().code).toBe('RATE_LIMITED');
    await vi.waitFor(async () => {
      const events = await small.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'rate_limited'));
      expect(events.map((e) => e.data.rule)).toEqual(expect.arrayContaining(['password:id_ip', 'password:id']));
    });
  });

  it('still limits credential stuffing from one address (many accounts, one address)', async () => {
    const ip = '192.0.2.99';
    const answers: string[] = [];
    for (let i = 0; i < 8; i++)
      answers.push((await signIn(small, { email: `stuffed-${i}@example.test` }, 'guessed-password', ip)).json().code);
    expect(answers).toEqual([...Array(5).fill('INVALID_CREDENTIALS'), ...Array(3).fill('RATE_LIMITED')]);
  });

  it('limits code guessing per identity and address', async () => {
    const verify = () =>
      small.app.inject({
        method: 'POST',
        url: '/api/identity-verifies',
        remoteAddress: '192.0.2.50',
        payload: { type: 'email', email: 'guess@example.test', code: '000000', device_id: 'd' },
      });
    expect((await verify()).json().code).toBe('CODE_EXPIRED');
    expect((await verify()).json().code).toBe('CODE_EXPIRED');
    expect((await verify()).json().code).toBe('RATE_LIMITED');
  });

  it('limits password-recovery requests', async () => {
    const recover = () =>
      small.app.inject({
        method: 'POST',
        url: '/api/password-recovery',
        remoteAddress: '192.0.2.60',
        payload: { email: 'someone@example.test' },
      });
    expect((await recover()).statusCode).toBe(200);
    expect((await recover()).statusCode).toBe(200);
    expect((await recover()).statusCode).toBe(429);
  });

  it('limits the email login step', async () => {
    const login = () =>
      small.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: '192.0.2.70',
        payload: { type: 'email', email: 'preset@demo.test', device_id: 'd', recaptcha_token: 't' },
      });
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(429);
  });
});
