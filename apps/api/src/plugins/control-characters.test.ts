import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askFields, createEngineTestApp, type EngineTestApp, multipart } from '../testing/engine-test-app';
import { controlCharacterFields } from './control-characters';

const BODY_TEXT = { test: (s: string) => /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(s) }; // eslint-disable-line no-control-regex
const refusal = { code: 'VALIDATION_FAILED', fields: expect.any(Object) };

describe('controlCharacterFields', () => {
  it('names every string holding a refused character by its dotted path, and names with one', () => {
    const body = { email: 'a\u0000b', items: [{ text: 'ok' }, { text: 'bell\u0007' }], 'key\u0001': 'x', note: 'two\nlines\tand\r' };
    expect(controlCharacterFields(body, BODY_TEXT)).toEqual({
      email: 'must not contain control characters',
      'items.1.text': 'must not contain control characters',
      'key?': 'must not contain control characters',
    });
  });

  it('walks a 100,000-deep body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(Object.keys(controlCharacterFields(deep, BODY_TEXT))).toHaveLength(1);
  });
});

describe(`control characters in requests (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  it.each(['/api/preset-checks', '/api/preset-logins'])(
    'answers %s with NUL in the email 400 naming the email (it was a 500)',
    async (url) => {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { type: 'preset', device_id: 'd1', email: '\u0000\u0001\u0002', password: 'whatever-123' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: 'must not contain control characters' } });
    },
  );

  it('refuses control characters in query values and path segments, tab and line breaks included', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=a%09b' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ fields: { to: 'must not contain control characters' } });
    const path = await t.app.inject({ method: 'GET', url: '/api/parents-opting/ab%00cd' });
    expect(path.statusCode).toBe(400);
    expect(path.json()).toMatchObject({ fields: { code: 'must not contain control characters' } });
  });

  it('lets line breaks and tabs through in body text', async () => {
    const student = await t.student();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/error-reports',
      headers: student.headers,
      payload: { source: 'web', message: 'line one\nline two\tend\r\n' },
    });
    expect(res.statusCode).toBeLessThan(300);
  });

  it('refuses NUL in a multipart form field by its name (the forms check their own parts)', async () => {
    const student = await t.student({ balance: 2 });
    const form = multipart(askFields({ title: 'Solve x + 1 = 2 \u0000 step by step please' }));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { ...student.headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ ...refusal, fields: { title: 'must not contain control characters' } });
  });
});
