import { adminErrorReportListSchema, ERROR_REPORTS_PER_MINUTE } from '@photostudy/contracts';
import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';

const LEGACY = 'application/csp-report';
const REPORTING = 'application/reports+json';

/** A legacy `report-uri` body as Chromium sends it (fields the server does not keep included). */
const legacyReport = (over: Record<string, unknown> = {}) => ({
  'csp-report': {
    'document-uri': 'https://app.example/new-password/rec0very?token=t0k&tab=2',
    referrer: 'https://app.example/',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'original-policy': "default-src 'self'; script-src 'self'; report-uri /api/csp-reports",
    disposition: 'enforce',
    'blocked-uri': 'https://x.example/a.js?access_token=abc',
    'line-number': 12,
    'column-number': 7,
    'source-file': 'https://app.example/assets/index.js',
    'status-code': 200,
    'script-sample': '',
    ...over,
  },
});

/** One Reporting API report of a batch (`application/reports+json`). */
const reportingEntry = (body: Record<string, unknown>) => ({
  type: 'csp-violation',
  age: 12,
  url: 'https://app.example/ask',
  user_agent: 'Mozilla/5.0',
  body: {
    documentURL: 'https://app.example/ask',
    referrer: '',
    effectiveDirective: 'style-src-attr',
    originalPolicy: "default-src 'self'",
    disposition: 'enforce',
    statusCode: 200,
    ...body,
  },
});

describe(`CSP reports (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let admin: TestAccount;
  let address = 0;
  beforeAll(async () => {
    // Behind a proxy at 127.0.0.1 (inject's address), so that X-Forwarded-For names each caller.
    t = await createEngineTestApp({ TRUST_PROXY: '127.0.0.1' });
    admin = await t.admin();
  });
  afterAll(async () => t.close());

  /** Posts a report body as the given content type, from a new address unless one is given. */
  const post = (type: string, payload: unknown, from = `198.51.100.${++address}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/csp-reports',
      headers: { 'content-type': type, 'x-forwarded-for': from },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
  const listed = async (query = '?source=csp') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/error-reports${query}`, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    return adminErrorReportListSchema.parse(res.json()).reports;
  };

  it('stores a legacy report-uri body (no login) under source csp, its urls without credentials', async () => {
    const res = await post(LEGACY, legacyReport());
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const [stored] = await listed();
    expect(stored).toEqual({
      id: expect.any(Number),
      source: 'csp',
      message: 'CSP: script-src-elem blocked https://x.example/a.js?access_token=***',
      stack: [
        'directive: script-src-elem',
        'blocked: https://x.example/a.js?access_token=***',
        'document: https://app.example/new-password/***?token=***&tab=2',
        'source: https://app.example/assets/index.js:12:7',
        'disposition: enforce',
      ].join('\n'),
      url: 'https://app.example/new-password/***?token=***&tab=2',
      release: null,
      uid: null,
      request_id: null,
      created: expect.any(Number),
    });
  });

  it('reads the directive of an older browser that sends only the violated one, with its sources', async () => {
    const older = legacyReport({ 'effective-directive': undefined, 'violated-directive': "style-src 'self'", 'blocked-uri': 'inline' });
    expect((await post(LEGACY, older)).statusCode).toBe(204);
    expect((await listed())[0]?.message).toBe('CSP: style-src blocked inline');
  });

  it('keeps a long URL, clipped to what the table keeps', async () => {
    const long = `https://app.example/ask?q=${'a'.repeat(3000)}`;
    expect((await post(LEGACY, legacyReport({ 'document-uri': long, 'blocked-uri': long }))).statusCode).toBe(204);
    const [stored] = await listed();
    expect(stored?.url).toBe(long.slice(0, 2000));
    expect(stored?.message).toBe(`CSP: script-src-elem blocked ${long}`.slice(0, 1000));
  });

  it('stores each violation of a Reporting API batch once, report-only ones marked, and lists them under ?source=csp', async () => {
    const eval_ = reportingEntry({ effectiveDirective: 'script-src', blockedURL: 'eval', sample: 'new Function', lineNumber: 3 });
    const batch = [
      reportingEntry({ blockedURL: 'inline', sourceFile: 'https://app.example/assets/x.js', lineNumber: 1, columnNumber: 9 }),
      eval_,
      eval_,
      reportingEntry({ effectiveDirective: 'img-src', blockedURL: 'https://img.example/p.png', disposition: 'report' }),
    ];
    const res = await post(REPORTING, batch);
    expect(res.statusCode).toBe(204);
    const reports = await listed();
    expect(reports.slice(0, 3).map((r) => r.message)).toEqual([
      'CSP (report only): img-src blocked https://img.example/p.png',
      'CSP: script-src blocked eval',
      'CSP: style-src-attr blocked inline',
    ]);
    expect(reports[1]?.stack).toBe(
      ['directive: script-src', 'blocked: eval', 'document: https://app.example/ask', 'disposition: enforce', 'sample: new Function'].join(
        '\n',
      ),
    );
    expect(reports[2]?.stack).toContain('source: https://app.example/assets/x.js:1:9');
    expect(reports.every((r) => r.source === 'csp' && r.uid === null)).toBe(true);
    // The other sources' lists do not show them, and the unfiltered list does.
    const student = await t.student();
    const web = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { ...student.headers, 'x-forwarded-for': '198.51.100.250' },
      payload: { source: 'web', message: 'not a CSP report' },
    });
    expect(web.statusCode).toBe(200);
    expect((await listed()).map((r) => r.message)).not.toContain('not a CSP report');
    expect((await listed('?source=web')).every((r) => r.source === 'web')).toBe(true);
    expect((await listed('')).map((r) => r.source)).toEqual(expect.arrayContaining(['csp', 'web']));
  });

  it('takes the same bodies as application/json, and stores at most 10 distinct violations of one body', async () => {
    const many = Array.from({ length: 30 }, (_, i) => reportingEntry({ blockedURL: `https://cdn.example/${i}.css` }));
    const before = (await listed()).length;
    expect((await post('application/json', many)).statusCode).toBe(204);
    const after = await listed();
    expect(after.length - before).toBe(10);
    expect(after[0]?.message).toBe('CSP: style-src-attr blocked https://cdn.example/9.css');
  });

  it('refuses malformed bodies with catalogued codes and stores nothing', async () => {
    const before = (await listed()).length;
    const cases: [string, unknown, number, string][] = [
      [LEGACY, '{"csp-report":', 400, 'VALIDATION_FAILED'],
      [LEGACY, '', 400, 'VALIDATION_FAILED'],
      [LEGACY, { 'csp-report': { 'blocked-uri': 'inline', 'effective-directive': 'script-src' } }, 400, 'VALIDATION_FAILED'],
      [LEGACY, { 'csp-report': { 'document-uri': 'https://app.example/' } }, 400, 'VALIDATION_FAILED'],
      [LEGACY, { 'csp-report': { ...legacyReport()['csp-report'], 'line-number': 'twelve' } }, 400, 'VALIDATION_FAILED'],
      [LEGACY, { report: {} }, 400, 'VALIDATION_FAILED'],
      [LEGACY, '{"__proto__":{"polluted":1},"csp-report":{}}', 400, 'VALIDATION_FAILED'],
      [REPORTING, [], 400, 'VALIDATION_FAILED'],
      [REPORTING, [{ type: 'deprecation', body: { id: 'x' } }], 400, 'VALIDATION_FAILED'],
      [REPORTING, [reportingEntry({ effectiveDirective: undefined })], 400, 'VALIDATION_FAILED'],
      [REPORTING, [reportingEntry({ disposition: 'maybe' })], 400, 'VALIDATION_FAILED'],
      [REPORTING, [reportingEntry({ documentURL: 'https://app.example/\u0000' })], 400, 'VALIDATION_FAILED'],
      [REPORTING, Array.from({ length: 101 }, () => ({ type: 'csp-violation', body: {} })), 400, 'VALIDATION_FAILED'],
      [REPORTING, [reportingEntry({ sample: 'x'.repeat(17_000) })], 413, 'PAYLOAD_TOO_LARGE'],
      [LEGACY, legacyReport({ 'script-sample': 'x'.repeat(17_000) }), 413, 'PAYLOAD_TOO_LARGE'],
      ['text/plain', 'hello', 400, 'VALIDATION_FAILED'],
      ['application/xml', '<csp-report/>', 415, 'UNSUPPORTED_FILE_TYPE'],
    ];
    for (const [type, payload, status, code] of cases) {
      const res = await post(type, payload);
      const label = `${type} ${JSON.stringify(payload).slice(0, 80)}`;
      expect({ status: res.statusCode, code: res.json().code }, label).toEqual({ status, code });
      expect(typeof res.json().message).toBe('string');
    }
    expect(await listed()).toHaveLength(before);
  });

  it('parses the report content types on this route only', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { 'content-type': LEGACY, 'x-forwarded-for': '198.51.100.251' },
      payload: JSON.stringify({ source: 'web', message: 'as a CSP report' }),
    });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 415, code: 'UNSUPPORTED_FILE_TYPE' });
  });

  it(`limits each address to ${ERROR_REPORTS_PER_MINUTE} report bodies a minute (RATE_LIMITED), on a counter of its own`, async () => {
    const from = '203.0.113.77';
    for (let i = 0; i < ERROR_REPORTS_PER_MINUTE; i++)
      expect((await post(LEGACY, legacyReport({ 'blocked-uri': `https://loop.example/${i}.js` }), from)).statusCode).toBe(204);
    const limited = await post(LEGACY, legacyReport({ 'blocked-uri': 'https://loop.example/too-many.js' }), from);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', retry_after_s: expect.any(Number) });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await listed()).map((r) => r.message)).not.toContain('CSP: script-src-elem blocked https://loop.example/too-many.js');
    // Another address still reports, and this one's browser errors still reach /api/error-reports.
    expect((await post(LEGACY, legacyReport(), '203.0.113.78')).statusCode).toBe(204);
    const error = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: { 'x-forwarded-for': from },
      payload: { source: 'web', message: 'still reported' },
    });
    expect(error.statusCode).toBe(200);
  });

  it('lists csp reports for admins only', async () => {
    const student = await t.student();
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/error-reports?source=csp', headers: student.headers });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/error-reports?source=csp' })).statusCode).toBe(401);
  });
});
