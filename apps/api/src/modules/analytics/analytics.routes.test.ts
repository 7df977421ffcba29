import { CLIENT_ANALYTICS_EVENTS_PER_MINUTE } from '@photostudy/contracts';
import { analyticsEvents } from '@photostudy/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accountIdOf, bearer, tokensFor } from '../../testing/auth-sessions';

describe(`client analytics events (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  let token: string;
  let studentId: number;
  const post = (payload: unknown, accessToken: string | null = token) =>
    t.app.inject({
      method: 'POST',
      url: '/api/analytics-events',
      headers: accessToken ? bearer(accessToken) : {},
      payload: payload as object,
    });

  beforeAll(async () => {
    t = await createTestApp();
    studentId = await accountIdOf(t.db, { email: 'preset@demo.test' });
    token = (await tokensFor(t.app, t.db, studentId)).access_token;
  });
  afterAll(async () => t.close());

  it('records a catalogued event for the caller, with secret-looking keys dropped', async () => {
    const res = await post({ event: 'chat_send_failed', data: { qid: 7, message: 'network', token: 'abc' } });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, 'client_chat_send_failed'), eq(analyticsEvents.accountId, studentId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({ qid: 7, message: 'network' });
    expect(rows[0]?.data).not.toHaveProperty('token');
  });

  it('refuses unknown names, nested data and callers without a token', async () => {
    expect((await post({ event: 'anything', data: {} })).json().code).toBe('VALIDATION_FAILED');
    expect((await post({ event: 'debug', data: { nested: { a: 1 } } })).statusCode).toBe(400);
    expect((await post({ event: 'debug', data: Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i])) })).statusCode).toBe(
      400,
    );
    expect((await post({ event: 'debug' }, null)).statusCode).toBe(401);
  });

  it('limits each account to a number of events a minute', async () => {
    const other = (await tokensFor(t.app, t.db, await accountIdOf(t.db, { email: 'student@demo.test' }))).access_token;
    const codes: number[] = [];
    for (let i = 0; i <= CLIENT_ANALYTICS_EVENTS_PER_MINUTE; i++)
      codes.push((await post({ event: 'debug', data: { i } }, other)).statusCode);
    expect(codes.slice(0, CLIENT_ANALYTICS_EVENTS_PER_MINUTE).every((code) => code === 200)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
