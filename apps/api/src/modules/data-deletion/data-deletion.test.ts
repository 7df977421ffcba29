import { accounts, authIdentities, dataDeletionRequests, hashPassword } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokensFor } from '../../testing/auth-sessions';
import { createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';
import { signRequest, verifySignedRequest } from './signed-request';

const FACEBOOK_SECRET = 'facebook-app-secret-for-tests';

describe('signed deletion requests', () => {
  it("reads a Facebook-style signed_request made with the app's secret", () => {
    const signed = signRequest({ algorithm: 'HMAC-SHA256', user_id: '10001', issued_at: 1_800_000_000 }, FACEBOOK_SECRET);
    expect(verifySignedRequest(signed, FACEBOOK_SECRET)).toEqual({ userId: '10001', issuedAt: 1_800_000_000 });
  });

  it('refuses another secret, a changed payload, another algorithm, no user, and malformed input', () => {
    const good = signRequest({ algorithm: 'HMAC-SHA256', user_id: '10001' }, FACEBOOK_SECRET);
    const [signature] = good.split('.');
    const forged = `${signature}.${Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: '10002' })).toString('base64url')}`;
    for (const bad of [
      signRequest({ algorithm: 'HMAC-SHA256', user_id: '10001' }, 'another-secret'),
      forged,
      signRequest({ algorithm: 'HMAC-SHA1', user_id: '10001' }, FACEBOOK_SECRET),
      signRequest({ algorithm: 'HMAC-SHA256' }, FACEBOOK_SECRET),
      'no-dot',
      `${good}.extra`,
      `${signature}.not-json`,
    ])
      expect(() => verifySignedRequest(bad, FACEBOOK_SECRET), bad).toThrow('The signed request is invalid.');
  });
});

describe(`data-deletion requests (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let admin: TestAccount;
  beforeAll(async () => {
    t = await createEngineTestApp({
      PUBLIC_URL: 'https://app.test',
      OIDC_FACEBOOK_ISSUER: 'https://facebook.test',
      OIDC_FACEBOOK_CLIENT_ID: 'facebook-app',
      OIDC_FACEBOOK_CLIENT_SECRET: FACEBOOK_SECRET,
      OIDC_GOOGLE_ISSUER: 'https://google.test',
      OIDC_GOOGLE_CLIENT_ID: 'google-app',
    });
    admin = await t.admin();
  });
  afterAll(async () => t.close());

  const post = (url: string, who: TestAccount | null, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const get = (url: string, who: TestAccount | null = null) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const callback = (provider: string, signedRequest: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/data-deletion-callbacks/${provider}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ signed_request: signedRequest }).toString(),
    });
  const accountRow = async (id: number) => (await t.db.select().from(accounts).where(eq(accounts.id, id)))[0];
  const linked = async (subject: string) => {
    const student = await t.student();
    await t.db.insert(authIdentities).values({ accountId: student.id, provider: 'facebook', subject, email: null, createdAt: new Date() });
    return student;
  };

  it("answers a student's own request, signs them out, and erases them when the (default, zero) delay is due", async () => {
    const student = await t.student();
    const { refresh_token: refreshToken } = await tokensFor(t.app, t.db, student.id);
    const res = await post('/api/data-deletion-requests', student);
    expect(res.statusCode).toBe(200);
    const { request_id: requestId, url } = res.json();
    expect(url).toBe(`https://app.test/data-deletion/${requestId}`);
    expect((await accountRow(student.id))?.deletionRequestedAt).toBeInstanceOf(Date);
    expect((await get('/api/status-updates', student)).json().code).toBe(30401);
    const refreshed = await post('/api/tokens', null, { token: refreshToken });
    expect(refreshed.statusCode).toBe(401);
    expect((await get(`/api/data-deletion-requests/${requestId}`)).json()).toMatchObject({ request_id: requestId, state: 'pending' });

    await t.app.timerService.runDue();
    expect(await accountRow(student.id)).toBeUndefined();
    const done = (await get(`/api/data-deletion-requests/${requestId}`)).json();
    expect(done).toMatchObject({ state: 'completed', completed: expect.any(Number) });
    expect(Object.keys(done).sort()).toEqual(['completed', 'created', 'request_id', 'state']);
  });

  it("makes each student's request their own: another student cannot ask for someone else", async () => {
    const alice = await t.student();
    const bob = await t.student();
    expect((await post('/api/admin/data-deletion-requests', bob, { uid: alice.id })).statusCode).toBe(403);
    const res = await post('/api/data-deletion-requests', bob, { uid: alice.id });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.requestId, res.json().request_id));
    expect(row?.accountId).toBe(bob.id);
    expect((await accountRow(alice.id))?.deletionRequestedAt).toBeNull();
    expect((await get('/api/status-updates', alice)).statusCode).toBe(200);
  });

  it('refuses callers who are not students, and unknown or malformed request ids', async () => {
    expect((await post('/api/data-deletion-requests', null)).statusCode).toBe(401);
    expect((await post('/api/data-deletion-requests', admin)).statusCode).toBe(403);
    expect((await post('/api/data-deletion-requests', await t.expert())).statusCode).toBe(403);
    const unknown = await get(`/api/data-deletion-requests/${'a'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('DATA_DELETION_NOT_FOUND');
    expect((await get('/api/data-deletion-requests/short')).statusCode).toBe(400);
  });

  it('lets an admin ask for a student (the pending request answers again) and lists requests newest first', async () => {
    const student = await t.student();
    const first = await post('/api/admin/data-deletion-requests', admin, { uid: student.id });
    expect(first.statusCode).toBe(200);
    const second = await post('/api/admin/data-deletion-requests', admin, { uid: student.id });
    expect(second.json()).toEqual(first.json());
    const { email } = (await accountRow(student.id)) ?? {};
    const list = await get('/api/admin/data-deletion-requests', admin);
    expect(list.json().requests[0]).toMatchObject({
      request_id: first.json().request_id,
      origin: 'admin',
      state: 'pending',
      account: email,
    });
    expect((await post('/api/admin/data-deletion-requests', admin, { uid: (await t.expert()).id })).statusCode).toBe(404);
    expect((await get('/api/admin/data-deletion-requests', student)).statusCode).toBe(401);
    await t.app.timerService.runDue();
  });

  it("takes a provider's signed callback for a linked account: status page and confirmation code, once", async () => {
    const student = await linked('fb-20001');
    const signed = signRequest({ algorithm: 'HMAC-SHA256', user_id: 'fb-20001', issued_at: 1_800_000_000 }, FACEBOOK_SECRET);
    const res = await callback('facebook', signed);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.url).toMatch(/^https:\/\/app\.test\/data-deletion\/[\w-]{43}$/);
    expect(answer.confirmation_code).toMatch(/^[\w-]{16}$/);
    expect((await callback('facebook', signed)).json()).toEqual(answer);
    const requestId = answer.url.split('/').at(-1);
    const [row] = await t.db.select().from(dataDeletionRequests).where(eq(dataDeletionRequests.requestId, requestId));
    expect(row).toMatchObject({
      accountId: student.id,
      origin: 'provider_callback',
      state: 'pending',
      confirmationCode: answer.confirmation_code,
    });
    expect((await get('/api/status-updates', student)).json().code).toBe(30401);
    await t.app.timerService.runDue();
    expect(await accountRow(student.id)).toBeUndefined();
    expect((await get(`/api/data-deletion-requests/${requestId}`)).json().state).toBe('completed');
  });

  it('refuses a bad signature and erases nothing; answers an unknown user without erasing anyone', async () => {
    const student = await linked('fb-20002');
    const forged = signRequest({ algorithm: 'HMAC-SHA256', user_id: 'fb-20002' }, 'not-the-secret');
    const bad = await callback('facebook', forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('INVALID_SIGNED_REQUEST');
    expect((await callback('facebook', 'garbage')).json().code).toBe('INVALID_SIGNED_REQUEST');
    expect((await accountRow(student.id))?.deletionRequestedAt).toBeNull();

    const before = (await t.db.select({ id: accounts.id }).from(accounts)).length;
    const unknown = await callback('facebook', signRequest({ algorithm: 'HMAC-SHA256', user_id: 'fb-nobody' }, FACEBOOK_SECRET));
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toMatchObject({ url: expect.stringContaining('/data-deletion/'), confirmation_code: expect.any(String) });
    expect((await get(`/api/data-deletion-requests/${unknown.json().url.split('/').at(-1)}`)).json().state).toBe('completed');
    await t.app.timerService.runDue();
    expect((await t.db.select({ id: accounts.id }).from(accounts)).length).toBe(before);
  });

  it('has no callback for a provider without an app secret, or an unknown provider', async () => {
    const signed = signRequest({ algorithm: 'HMAC-SHA256', user_id: '1' }, FACEBOOK_SECRET);
    expect((await callback('google', signed)).statusCode).toBe(404);
    expect((await callback('myspace', signed)).statusCode).toBe(404);
  });

  it('refuses a password sign-in while pending (ACCOUNT_DELETION_PENDING), and as unknown once erased', async () => {
    const student = await t.student();
    await t.db
      .update(accounts)
      .set({ authType: 'preset', passwordHash: await hashPassword('pending-pass-1') })
      .where(eq(accounts.id, student.id));
    const email = (await accountRow(student.id))?.email ?? '';
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/preset-logins', payload: { type: 'preset', device_id: 'd1', email, password } });
    expect((await login('pending-pass-1')).statusCode).toBe(200);
    expect((await post('/api/data-deletion-requests', student)).statusCode).toBe(200);
    const pending = await login('pending-pass-1');
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ code: 'ACCOUNT_DELETION_PENDING', message: 'This account is being deleted.' });
    expect((await login('wrong-pass-11')).json().code).toBe('INVALID_CREDENTIALS');
    await t.app.timerService.runDue();
    expect((await login('pending-pass-1')).json().code).toBe('INVALID_CREDENTIALS');
  });
});
