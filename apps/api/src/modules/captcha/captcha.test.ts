import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_TEXTS } from '@photostudy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createCaptchaVerifier, NoneCaptchaVerifier, SiteverifyCaptchaVerifier } from './captcha';

/** A fake siteverify endpoint: token 'good' passes, 'low' passes with a low v3 score, anything else fails. */
async function startSiteverify(): Promise<{ server: Server; url: string; forms: URLSearchParams[] }> {
  const forms: URLSearchParams[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });
  const server = createServer((req, res) => {
    void read(req).then((body) => {
      const form = new URLSearchParams(body);
      forms.push(form);
      const token = form.get('response');
      const answer =
        form.get('secret') !== 'the-secret'
          ? { success: false }
          : token === 'good'
            ? { success: true }
            : token === 'low'
              ? { success: true, score: 0.1 }
              : { success: false, 'error-codes': ['invalid-input-response'] };
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, forms };
}

describe('captcha verifiers', () => {
  let site: Awaited<ReturnType<typeof startSiteverify>>;
  beforeAll(async () => {
    site = await startSiteverify();
  });
  afterAll(() => site.server.close());

  it('none: any non-empty token passes', async () => {
    const none = new NoneCaptchaVerifier();
    expect(await none.verify('x')).toBe(true);
    expect(await none.verify('  ')).toBe(false);
  });

  it('recaptcha and turnstile post secret, response and remoteip to siteverify', async () => {
    for (const provider of ['recaptcha', 'turnstile'] as const) {
      const verifier = new SiteverifyCaptchaVerifier(provider, { secret: 'the-secret', url: site.url, minScore: 0.5 });
      expect(await verifier.verify('good', '10.0.0.1')).toBe(true);
      expect(await verifier.verify('bad', '10.0.0.1')).toBe(false);
      expect(await verifier.verify('low', undefined)).toBe(false);
    }
    expect(site.forms[0]?.get('remoteip')).toBe('10.0.0.1');
    expect(site.forms[0]?.get('secret')).toBe('the-secret');
  });

  it('fails closed when the provider cannot be reached', async () => {
    const verifier = new SiteverifyCaptchaVerifier('turnstile', {
      secret: 'the-secret',
      url: 'http://127.0.0.1:1/siteverify',
      minScore: 0.5,
    });
    expect(await verifier.verify('good', undefined)).toBe(false);
  });

  it('needs a secret for a real provider', () => {
    expect(() => createCaptchaVerifier({ provider: 'recaptcha', secret: undefined, url: undefined, minScore: 0.5 })).toThrow(
      /CAPTCHA_SECRET/,
    );
  });
});

describe(`captcha on the email step (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let site: Awaited<ReturnType<typeof startSiteverify>>;
  let t: TestApp;
  beforeAll(async () => {
    site = await startSiteverify();
    t = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      CAPTCHA_SITE_KEY: 'site-key',
      CAPTCHA_SECRET: 'the-secret',
      CAPTCHA_VERIFY_URL: site.url,
    });
  });
  afterAll(async () => {
    await t.close();
    site.server.close();
  });

  it('answers CAPTCHA_INVALID with the spec texts for a refused token, and sends the code for a good one', async () => {
    const login = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { type: 'email', email: 'captcha@example.test', device_id: 'd', recaptcha_token: token },
      });
    const refused = await login('bad');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      code: 'CAPTCHA_INVALID',
      title: 'Error',
      message: ERROR_TEXTS.CAPTCHA_INVALID,
      action_text: ERROR_TEXTS.CAPTCHA_RETRY,
    });
    expect((await login('good')).json()).toEqual({ type: 'email', email: 'captcha@example.test' });
  });
});
