import * as Sentry from '@sentry/node';
import { adminErrorReportListSchema, clientConfigSchema, ERROR_REPORTS_KEPT, ERROR_REPORTS_PER_MINUTE } from '@photostudy/contracts';
import { errorReports } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../core/config';
import { createEngineTestApp, type EngineTestApp, multipart, type TestAccount } from '../../testing/engine-test-app';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { redactUrl } from './error-reports.service';
import { startSentry } from './sentry';

describe('error report urls', () => {
  it('drops credential values from queries, fragments and code-bearing paths, and keeps the rest', () => {
    expect(redactUrl('/rating?token=abc&x=1')).toBe('/rating?token=***&x=1');
    expect(redactUrl('/asu-auth?ssoToken=s&accessToken=a&refreshToken=r&email=e%40x.test')).toBe(
      '/asu-auth?ssoToken=***&accessToken=***&refreshToken=***&email=e%40x.test',
    );
    expect(redactUrl('https://app.test/email?code=123456#access_token=zzz')).toBe('https://app.test/email?code=***#access_token=***');
    expect(redactUrl('/api/files/abc?exp=1&sig=s1g')).toBe('/api/files/abc?exp=1&sig=***');
    expect(redactUrl('/new-password/secret-code?a=b')).toBe('/new-password/***?a=b');
    expect(redactUrl('/api/parents-opting/XYZ')).toBe('/api/parents-opting/***');
    expect(redactUrl('/sessions/share-1')).toBe('/sessions/***');
    expect(redactUrl('/my-sessions/12?page=2')).toBe('/my-sessions/12?page=2');
    expect(redactUrl('/notification')).toBe('/notification');
  });

  it('starts no Sentry SDK without a DSN (no network)', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.errorReporting).toEqual({
      sentryDsn: undefined,
      browserSentryDsn: null,
      environment: 'test',
      keptReports: ERROR_REPORTS_KEPT,
    });
    expect(startSentry(config.errorReporting, '1.0.0')).toBeNull();
    expect(Sentry.getClient()).toBeUndefined();
    expect(() => loadConfig({ NODE_ENV: 'test', SENTRY_DSN: 'not a dsn' })).toThrow(/SENTRY_DSN/);
    expect(() => loadConfig({ NODE_ENV: 'test', ERROR_REPORTS_KEPT: '0' })).toThrow(/ERROR_REPORTS_KEPT/);
  });
});

describe(`error reports (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    // Behind a proxy at 127.0.0.1 (inject's address), so that X-Forwarded-For names each caller.
    t = await createEngineTestApp({ TRUST_PROXY: '127.0.0.1' });
    admin = await t.admin();
  });
  afterAll(async () => t.close());

  const report = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/error-reports', headers, payload });
  const listed = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/error-reports${query}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return adminErrorReportListSchema.parse(res.json()).reports;
  };

  it("stores a guest's browser error with the url's tokens dropped, and a signed-in one with the account", async () => {
    const guest = await report(
      {
        source: 'web',
        message: 'TypeError: x is undefined',
        stack: 'TypeError: x is undefined\n    at Page (app.js:1:2)',
        url: '/new-password/rec0very?token=t0k&code=654321&tab=2',
        release: '1.4.0',
      },
      { 'x-forwarded-for': '198.51.100.1' },
    );
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toEqual({ ok: true });
    const student = await t.student();
    expect(
      (await report({ source: 'console', message: 'Chunk failed' }, { ...student.headers, 'x-forwarded-for': '198.51.100.1' })).statusCode,
    ).toBe(200);
    // A stale token makes a guest's report, never a refusal: the page may be failing because of it.
    expect(
      (await report({ source: 'web', message: 'Stale' }, { authorization: 'Bearer stale', 'x-forwarded-for': '198.51.100.1' })).statusCode,
    ).toBe(200);

    const [stale, signedIn, first] = await listed();
    expect(first).toEqual({
      id: expect.any(Number),
      source: 'web',
      message: 'TypeError: x is undefined',
      stack: 'TypeError: x is undefined\n    at Page (app.js:1:2)',
      url: '/new-password/***?token=***&code=***&tab=2',
      release: '1.4.0',
      uid: null,
      request_id: null,
      created: expect.any(Number),
    });
    expect(signedIn).toMatchObject({ source: 'console', message: 'Chunk failed', uid: student.id, url: null, stack: null });
    expect(stale).toMatchObject({ message: 'Stale', uid: null });
    expect((await listed('?source=console')).map((r) => r.message)).toEqual(['Chunk failed']);
    expect((await report({ source: 'server', message: 'forged' })).json().code).toBe('VALIDATION_FAILED');
    expect((await report({ source: 'web', message: '  ' })).json().code).toBe('VALIDATION_FAILED');
  });

  it(`limits each address to ${ERROR_REPORTS_PER_MINUTE} reports a minute (RATE_LIMITED)`, async () => {
    const from = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE; i++)
      expect((await report({ source: 'web', message: `loop ${i}` }, from)).statusCode).toBe(200);
    const limited = await report({ source: 'web', message: 'one too many' }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after_s: expect.any(Number) });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await report({ source: 'web', message: 'elsewhere' }, { 'x-forwarded-for': '203.0.113.8' })).statusCode).toBe(200);
    expect((await listed()).map((r) => r.message)).not.toContain('one too many');
  });

  it('lists for admins only', async () => {
    const student = await t.student();
    const expert = await t.expert();
    for (const who of [student, expert]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/admin/error-reports', headers: who.headers });
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/error-reports' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/error-reports?source=nope', headers: admin.headers })).statusCode).toBe(
      400,
    );
  });

  it('stores every server failure (500) with its request id, account and redacted url, and still answers the catalogued body', async () => {
    const student = await t.student();
    const png = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const put = t.files.put.bind(t.files);
    t.files.put = async () => {
      throw new Error('disk full');
    };
    try {
      const body = multipart({}, [{ field: 'image', filename: 'a.png', data: png }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/avatar-updates?token=secret',
        headers: { ...student.headers, ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'APPLICATION_ERROR', message: 'Something went wrong.' });
      expect(res.body).not.toContain('disk full');
      const requestId = res.headers['x-request-id'];
      await vi.waitFor(async () => expect((await listed('?source=server')).map((r) => r.request_id)).toContain(requestId));
      const [stored] = await listed('?source=server');
      expect(stored).toMatchObject({
        source: 'server',
        message: 'Error: disk full',
        stack: expect.stringContaining('disk full'),
        url: '/api/avatar-updates?token=***',
        uid: student.id,
        request_id: requestId,
        release: t.config.version,
      });
    } finally {
      t.files.put = put;
    }
  });

  it('keeps catalogued 4xx answers and maintenance out of the reports', async () => {
    const before = (await listed('?source=server')).length;
    expect((await t.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    const ops = (enabled: boolean) =>
      t.app.inject({ method: 'POST', url: '/api/ops/maintenance', headers: { 'x-ops-secret': 'test-ops-secret' }, payload: { enabled } });
    expect((await ops(true)).statusCode).toBe(200);
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/home-config' })).statusCode).toBe(503);
    } finally {
      await ops(false);
    }
    expect(await listed('?source=server')).toHaveLength(before);
  });
});

describe(`error reports, bounded (${testDatabaseKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      ERROR_REPORTS_KEPT: '5',
      SENTRY_BROWSER_DSN: 'https://public@sentry.example.test/7',
      SENTRY_ENVIRONMENT: 'staging',
    });
  });
  afterAll(async () => t.close());

  it('keeps only the newest ERROR_REPORTS_KEPT reports', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/error-reports', payload: { source: 'web', message: `error ${i}` } });
      expect(res.statusCode).toBe(200);
    }
    const rows = await t.db.select().from(errorReports);
    expect(rows.map((r) => r.message).sort()).toEqual(['error 3', 'error 4', 'error 5', 'error 6', 'error 7']);
    expect((await t.db.select({ n: count() }).from(errorReports))[0]?.n).toBe(5);
  });

  it("answers the browser's Sentry DSN and environment in the client config", async () => {
    const config = clientConfigSchema.parse((await t.app.inject({ method: 'GET', url: '/api/client-config' })).json());
    expect(config.error_reporting).toEqual({ sentry_dsn: 'https://public@sentry.example.test/7', environment: 'staging' });
  });
});
