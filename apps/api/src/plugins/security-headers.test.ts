import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { appDirectives, type BrowserSources, docsDirectives, policyHost } from './security-headers-policy';

/** The directives of a Content-Security-Policy header, by name. */
function parsePolicy(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

const NO_HOSTS: BrowserSources = {
  realtime: { host: null, port: null, useTls: null },
  sentryDsn: null,
  braintree: false,
  recaptcha: false,
};

describe('the apps\u2019 policy, from the configuration', () => {
  it('reaches only its own origin when nothing is configured', () => {
    const policy = appDirectives(NO_HOSTS, { host: 'localhost:3000', isSecure: false });
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:3000']);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-eval'"]);
    expect(policy['frame-src']).toEqual(["'self'", 'https://docs.google.com']);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
    expect(appDirectives(NO_HOSTS, { host: 'app.example', isSecure: true })['connect-src']).toContain('wss://app.example');
  });

  it('adds the hosted realtime server, Sentry, Braintree and reCAPTCHA when configured', () => {
    const policy = appDirectives(
      {
        realtime: { host: 'ws-eu.pusher.com', port: 443, useTls: true },
        sentryDsn: 'https://abc@o1.ingest.sentry.io/42',
        braintree: true,
        recaptcha: true,
      },
      { host: 'app.example', isSecure: true },
    );
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['wss://ws-eu.pusher.com', 'https://o1.ingest.sentry.io']));
    expect(policy['connect-src']).toContain('https://api.braintreegateway.com');
    expect(policy['connect-src']).not.toContain('wss://app.example');
    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://js.braintreegateway.com', 'https://www.google.com/recaptcha/']));
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://assets.braintreegateway.com', 'https://*.paypal.com']));
    expect(policy).toHaveProperty('upgrade-insecure-requests', []);
    const custom = appDirectives(
      { ...NO_HOSTS, realtime: { host: 'rt.example', port: 6001, useTls: false } },
      { host: null, isSecure: false },
    );
    expect(custom['connect-src']).toEqual(["'self'", 'ws://rt.example:6001']);
  });

  it('reports violations of either policy to /api/csp-reports by report-uri (no report-to: Chromium would batch them)', () => {
    for (const policy of [
      appDirectives(NO_HOSTS, { host: 'localhost:3000', isSecure: false }),
      docsDirectives({ host: null, isSecure: true }),
    ]) {
      expect(policy['report-uri']).toEqual(['/api/csp-reports']);
      expect(policy['report-to']).toBeUndefined();
    }
  });

  it('writes only plain hosts into the policy', () => {
    expect(policyHost('localhost:3000')).toBe('localhost:3000');
    expect(policyHost('[::1]:3000')).toBe('[::1]:3000');
    for (const forged of ['a.example; script-src *', 'a b', '', 'a.example/x', undefined]) expect(policyHost(forged)).toBeNull();
  });

  it('needs no inline script in either app\u2019s index.html', () => {
    for (const app of ['web', 'console']) {
      const html = readFileSync(fileURLToPath(new URL(`../../../${app}/index.html`, import.meta.url)), 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        expect(attributes).toMatch(/\bsrc=/);
        expect(body?.trim()).toBe('');
      }
    }
  });
});

describe(`security headers (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    const web = join(mkdtempSync(join(tmpdir(), 'ps-headers-')), 'web');
    mkdirSync(web);
    writeFileSync(join(web, 'index.html'), '<!doctype html><script type="module" src="/assets/index.js"></script>');
    t = await createTestApp({
      WEB_DIST_DIR: web,
      TRUST_PROXY: '127.0.0.1',
      SENTRY_BROWSER_DSN: 'https://abc@o1.ingest.sentry.io/42',
      CAPTCHA_PROVIDER: 'recaptcha',
      CAPTCHA_SECRET: 'test-captcha-secret',
    });
  });
  afterAll(async () => t.close());

  const common = (headers: Record<string, unknown>) => {
    const policy = parsePolicy(headers['content-security-policy']);
    expect(policy['report-uri']).toEqual(['/api/csp-reports']);
    expect(policy['report-to']).toBeUndefined();
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  };

  it('gives an app page the apps\u2019 policy with the configured hosts, and no HSTS over http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ask', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    common(res.headers);
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const policy = parsePolicy(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws://localhost:3000', 'https://o1.ingest.sentry.io']);
    expect(policy['script-src']).toContain('https://www.google.com/recaptcha/');
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy).not.toHaveProperty('upgrade-insecure-requests');
    const forged = await t.app.inject({ method: 'GET', url: '/ask', headers: { host: "evil.example; script-src 'unsafe-inline'" } });
    expect(forged.statusCode).toBe(200);
    expect(parsePolicy(forged.headers['content-security-policy'])['script-src']).not.toContain("'unsafe-inline'");
  });

  it('puts the same headers on an API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system-status' });
    expect(res.statusCode).toBe(200);
    common(res.headers);
    expect(parsePolicy(res.headers['content-security-policy'])['frame-ancestors']).toEqual(["'self'"]);
    // The second answer of a kind gets the headers helmet made for the first.
    const again = await t.app.inject({ method: 'GET', url: '/api/system-status' });
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'cross-origin-opener-policy'])
      expect(again.headers[name], name).toBe(res.headers[name]);
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(missing.statusCode).toBe(404);
    common(missing.headers);
  });

  it('gives the API docs their own policy, without the apps\u2019 hosts or eval', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(400);
      common(res.headers);
      const policy = parsePolicy(res.headers['content-security-policy']);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['connect-src']).toEqual(["'self'"]);
      expect(policy['img-src']).toEqual(["'self'", 'data:']);
    }
  });

  it('sends HSTS and upgrades requests only over https (here a trusted proxy\u2019s x-forwarded-proto)', async () => {
    const secure = await t.app.inject({ method: 'GET', url: '/', headers: { host: 'app.example', 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
    const policy = parsePolicy(secure.headers['content-security-policy']);
    expect(policy).toHaveProperty('upgrade-insecure-requests');
    expect(policy['connect-src']).toContain('wss://app.example');
    const untrusted = await t.app.inject({
      method: 'GET',
      url: '/',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const api = await t.app.inject({ method: 'GET', url: '/api/system-status', headers: { 'x-forwarded-proto': 'https' } });
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('leaves the partner sign-on popup\u2019s way back without an opener policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/asu-auth?message=x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    common(res.headers);
  });

  it('takes the reports its policy asks for at the endpoint it names', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/ask', headers: { host: 'localhost:3000' } });
    const endpoint = parsePolicy(page.headers['content-security-policy'])['report-uri']?.[0];
    expect(endpoint).toBe('/api/csp-reports');
    const report = await t.app.inject({
      method: 'POST',
      url: String(endpoint),
      headers: { 'content-type': 'application/reports+json' },
      payload: JSON.stringify([
        {
          type: 'csp-violation',
          body: { documentURL: 'http://localhost:3000/ask', effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
        },
      ]),
    });
    expect(report.statusCode).toBe(204);
    // The answer to a report carries the headers too.
    common(report.headers);
  });
});
