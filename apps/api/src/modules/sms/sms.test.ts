import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeClock } from '../../core/clock';
import { loadConfig } from '../../core/config';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSmsSender, DroppingSmsSender, OutboxSmsSender, SmsProviderError, TwilioSmsSender } from './sms-sender';

/** What the fake provider received. */
interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

// A local stand-in for Twilio's Messages API: answers 201, or 400 with Twilio's error shape for a refused number.
async function startFakeProvider(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      received.push({ method: req.method, url: req.url, headers: req.headers, form });
      res.setHeader('content-type', 'application/json');
      if (form.get('To') === '+15550000000') {
        res.statusCode = 400;
        res.end(JSON.stringify({ code: 21211, message: "The 'To' number +15550000000 is not a valid phone number.", status: 400 }));
        return;
      }
      res.statusCode = 201;
      res.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe('the Twilio adapter (a local HTTP server, no network)', () => {
  let provider: Awaited<ReturnType<typeof startFakeProvider>>;
  beforeAll(async () => {
    provider = await startFakeProvider();
  });
  afterAll(async () => new Promise<void>((resolve) => provider.server.close(() => resolve())));

  const settings = () => ({ url: provider.url, accountSid: 'AC0123', authToken: 'secret-token', from: '+15005550006' });

  it("maps a text onto Twilio's Messages API: path, Basic auth, form fields", async () => {
    await new TwilioSmsSender(settings()).send('+15551234567', 'PhotoStudy: hello ñ & more');
    const req = provider.received.at(-1);
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(req?.headers.authorization).toBe(`Basic ${Buffer.from('AC0123:secret-token').toString('base64')}`);
    expect(req?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(req?.form ?? [])).toEqual({ To: '+15551234567', From: '+15005550006', Body: 'PhotoStudy: hello ñ & more' });
  });

  it("throws the provider's refusal with its code and message", async () => {
    const failure = await new TwilioSmsSender(settings()).send('+15550000000', 'x').catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(SmsProviderError);
    expect(failure).toMatchObject({ status: 400, providerCode: 21211, message: expect.stringContaining('not a valid phone number') });
  });
});

describe('picking the SMS sender', () => {
  const base = { NODE_ENV: 'test', PUSHER_APP_ID: 'a', PUSHER_APP_KEY: 'k', PUSHER_APP_SECRET: 's' };

  it('reads SMS_* all together (Twilio by default), and names what is missing', () => {
    expect(loadConfig(base).sms).toBeNull();
    expect(loadConfig({ ...base, SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+15005550006' }).sms).toEqual({
      url: 'https://api.twilio.com',
      accountSid: 'AC1',
      authToken: 't',
      from: '+15005550006',
    });
    expect(() => loadConfig({ ...base, SMS_ACCOUNT_SID: 'AC1' })).toThrow(
      /SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM must be set together \(missing: SMS_AUTH_TOKEN, SMS_FROM\)/,
    );
    expect(() => loadConfig({ ...base, SMS_PROVIDER_URL: 'not a url' })).toThrow(/SMS_PROVIDER_URL/);
    expect(loadConfig({ ...base, DATA_DELETION_DELAY_S: '3600' }).dataDeletionDelayS).toBe(3600);
    expect(loadConfig(base).dataDeletionDelayS).toBe(0);
  });

  it('uses the provider when configured, the outbox in development, and drops with a warning in production', async () => {
    const db = {} as never;
    const clock = new FakeClock();
    const settings = { url: 'http://127.0.0.1:9', accountSid: 'AC1', authToken: 't', from: '+1' };
    expect(createSmsSender({ settings, isProduction: true, db, clock }).kind).toBe('provider');
    expect(createSmsSender({ settings: null, isProduction: false, db, clock })).toBeInstanceOf(OutboxSmsSender);
    const warn = vi.fn();
    const dropping = createSmsSender({ settings: null, isProduction: true, db, clock, log: { warn } });
    expect(dropping).toBeInstanceOf(DroppingSmsSender);
    await dropping.send('+15551234567', 'dropped');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe(`the dev SMS outbox (${testDatabaseKind()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('stores texts and lists them per number, newest first, whether the + came encoded or not', async () => {
    const outbox = new OutboxSmsSender(t.db, new FakeClock());
    await outbox.send('+15551230001', 'first');
    await outbox.send('+15551230001', 'second');
    await outbox.send('+15551230002', 'someone else');
    const encoded = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?to=%2B15551230001' });
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json().messages.map((m: { body: string }) => m.body)).toEqual(['second', 'first']);
    expect(encoded.json().messages[0]).toMatchObject({ to: '+15551230001', created: expect.any(Number) });
    const raw = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?to=+15551230001' });
    expect(raw.json().messages).toHaveLength(2);
  });
});

describe('the dev SMS outbox in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) });
  });
  afterAll(async () => t.close());

  it('does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms-outbox?to=%2B15551230001' });
    expect(res.statusCode).toBe(404);
  });
});
