import { analyticsEvents } from '@photostudy/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../core/clock';
import { createTestApp, type TestApp } from '../testing/test-app';
import { MemoryRateLimitStore, RedisRateLimitStore } from './rate-limit';

describe('rate-limit stores', () => {
  it('memory: counts per key in fixed windows', async () => {
    const clock = new FakeClock(new Date('2030-01-01T00:00:00Z'));
    const store = new MemoryRateLimitStore(clock);
    expect(await store.hit('a', 60)).toEqual({ count: 1, resetInS: 60 });
    clock.advance(15);
    expect(await store.hit('a', 60)).toEqual({ count: 2, resetInS: 45 });
    expect((await store.hit('b', 60)).count).toBe(1);
    clock.advance(45);
    expect((await store.hit('a', 60)).count).toBe(1);
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('redis: shares counters between stores (nodes)', async () => {
    const clock = new FakeClock();
    const prefix = `ps:test:${Date.now()}:`;
    const a = new RedisRateLimitStore(process.env.TEST_REDIS_URL!, clock, prefix);
    const b = new RedisRateLimitStore(process.env.TEST_REDIS_URL!, clock, prefix);
    try {
      expect((await a.hit('k', 60)).count).toBe(1);
      expect((await b.hit('k', 60)).count).toBe(2);
      clock.advance(60);
      expect((await b.hit('k', 60)).count).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

describe(`sign-in rate limits (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '5', AUTH_RATE_LIMIT_PER_IDENTITY: '2', AUTH_RATE_LIMIT_WINDOW_S: '600' }, { clock });
  });
  afterAll(async () => t.close());

  const check = (email: string, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/preset-checks',
      headers: { 'x-forwarded-for': ip },
      payload: { type: 'preset', device_id: 'd', email },
    });

  it('limits per identity, then per IP, answering 429 RATE_LIMITED with retry_after_s', async () => {
    expect((await check('a@example.test')).statusCode).toBe(200);
    expect((await check('A@example.test ')).statusCode).toBe(200);
    const third = await check('a@example.test');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after_s: expect.any(Number) });
    expect(third.headers['retry-after']).toBeDefined();

    expect((await check('b@example.test')).statusCode).toBe(200);
    expect((await check('c@example.test')).statusCode).toBe(200);
    const byIp = await check('d@example.test');
    expect(byIp.statusCode).toBe(429);
    // Another address has its own counter.
    expect((await check('d@example.test', '198.51.100.9')).statusCode).toBe(200);

    // The events are recorded without holding up the answer: wait for them.
    await vi.waitFor(async () => {
      const events = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'rate_limited'));
      expect(events.map((e) => e.data.rule)).toEqual(expect.arrayContaining(['preset:id', 'preset:ip']));
    });

    clock.advance(600);
    expect((await check('d@example.test')).statusCode).toBe(200);
  });

  it('limits code guessing per address across the login and verify routes', async () => {
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity-verifies',
        headers: { 'x-forwarded-for': '192.0.2.50' },
        payload: { type: 'email', email: 'guess@example.test', code: '000000', device_id: 'd' },
      });
    expect((await verify()).json().code).toBe('CODE_EXPIRED');
    expect((await verify()).json().code).toBe('CODE_EXPIRED');
    expect((await verify()).json().code).toBe('RATE_LIMITED');
  });

  it('limits password-recovery requests', async () => {
    const recover = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/password-recovery',
        headers: { 'x-forwarded-for': '192.0.2.60' },
        payload: { email: 'someone@example.test' },
      });
    expect((await recover()).statusCode).toBe(200);
    expect((await recover()).statusCode).toBe(200);
    expect((await recover()).statusCode).toBe(429);
  });

  it('limits the email login step', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'x-forwarded-for': '192.0.2.70' },
        payload: { type: 'email', email: 'preset@demo.test', device_id: 'd', recaptcha_token: 't' },
      });
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(200);
    expect((await login()).statusCode).toBe(429);
  });
});
