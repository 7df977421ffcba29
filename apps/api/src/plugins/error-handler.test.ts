import { connect } from 'node:net';
import { ERRORS } from '@photostudy/contracts';
import { testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askFields, createEngineTestApp, type EngineTestApp, multipart } from '../testing/engine-test-app';

/** Sends raw bytes to a listening server and reads the whole answer (the server closes the socket). */
function rawRequest(port: number, text: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
  });
}

/** The answer is the catalogue's entry: its status and its code, with a message. */
function expectCatalogued(res: { statusCode: number; json(): unknown }, name: keyof typeof ERRORS): void {
  expect({ status: res.statusCode, code: (res.json() as { code: unknown }).code }).toEqual({
    status: ERRORS[name].status,
    code: ERRORS[name].code,
  });
  expect(typeof (res.json() as { message: unknown }).message).toBe('string');
}

describe(`every refusal from the catalogue (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  it('answers a path segment over the router limit 414 URI_TOO_LONG (it was an uncatalogued 414)', async () => {
    expectCatalogued(await t.app.inject({ method: 'GET', url: `/api/password-recovery/${'c'.repeat(12_000)}` }), 'URI_TOO_LONG');
  });

  it('answers a broken percent-escape 400 VALIDATION_FAILED naming the address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/questions/%zz' });
    expectCatalogued(res, 'VALIDATION_FAILED');
    expect(res.json()).toMatchObject({ fields: { url: 'is not a valid address' } });
  });

  it('answers unknown routes, big bodies, wrong content types and broken JSON from the catalogue', async () => {
    expectCatalogued(await t.app.inject({ method: 'OPTIONS', url: '/api/login' }), 'NOT_FOUND');
    const big = JSON.stringify({ type: 'preset', pad: 'x'.repeat(1024 * 1024 + 10) });
    expectCatalogued(
      await t.app.inject({ method: 'POST', url: '/api/preset-checks', headers: { 'content-type': 'application/json' }, payload: big }),
      'PAYLOAD_TOO_LARGE',
    );
    expectCatalogued(
      await t.app.inject({ method: 'POST', url: '/api/preset-checks', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }),
      'UNSUPPORTED_FILE_TYPE',
    );
    expectCatalogued(
      await t.app.inject({ method: 'POST', url: '/api/preset-checks', headers: { 'content-type': 'application/json' }, payload: '{"a":' }),
      'VALIDATION_FAILED',
    );
  });

  it('answers ids beyond the database integers 400 naming the field (they were 500s)', async () => {
    const student = await t.student({ balance: 2 });
    const path = await t.app.inject({ method: 'GET', url: '/api/questions/3000000000', headers: student.headers });
    expectCatalogued(path, 'VALIDATION_FAILED');
    expect(path.json()).toMatchObject({ fields: { qid: 'is out of range' } });
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/notification-reads',
      headers: student.headers,
      payload: { nids: [1, 3000000000] },
    });
    expectCatalogued(body, 'VALIDATION_FAILED');
    expect(body.json()).toMatchObject({ fields: { 'nids.1': 'is out of range' } });
    const form = multipart(askFields({ subject_id: 3000000000 }));
    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: { ...student.headers, ...form.headers },
      payload: form.payload,
    });
    expectCatalogued(ask, 'VALIDATION_FAILED');
    expect(Object.keys(ask.json().fields)).toEqual(['subject_id']);
  });

  describe("Node's own refusals on a real socket", () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as { port: number }).port;
    });

    it('answers headers over the limit 431 HEADERS_TOO_LARGE, a long request line too', async () => {
      for (const request of [
        `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        `GET /api/health?${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      ]) {
        const res = await rawRequest(port, request);
        expect(res.status).toBe(431);
        expect(JSON.parse(res.body)).toMatchObject({ code: 'HEADERS_TOO_LARGE', message: ERRORS.HEADERS_TOO_LARGE.message });
      }
    });

    it('answers an unreadable request 400 VALIDATION_FAILED', async () => {
      const res = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ code: 'VALIDATION_FAILED' });
    });
  });
});
