import { ERRORS } from '@photostudy/contracts';
import { analyticsEvents, authIdentities, partnerSsoStates } from '@photostudy/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../../testing/oidc-provider';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accountIdOf, bearer } from '../../testing/auth-sessions';

const PUBLIC_URL = 'http://app.test';
const CLIENT = { clientId: 'uni-client', clientSecret: 'uni-secret' };
const STUDENT = { sub: 'uni-1', email: 'Uni.Student@University.test', email_verified: true, name: 'Uni Student' };

describe(`partner sign-on, OpenID Connect authorization code (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let idp: TestOidcProvider;
  let corporateIdp: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startTestOidcProvider({ ...CLIENT, user: STUDENT });
    corporateIdp = await startTestOidcProvider({
      clientId: 'corp-client',
      clientSecret: 'corp-secret',
      user: STUDENT,
      isBasicAuthOnly: true,
    });
    t = await createTestApp({
      PUBLIC_URL,
      OIDC_UNIVERSITY_ISSUER: idp.issuer,
      OIDC_UNIVERSITY_CLIENT_ID: CLIENT.clientId,
      OIDC_UNIVERSITY_CLIENT_SECRET: CLIENT.clientSecret,
      OIDC_CORPORATE_ISSUER: corporateIdp.issuer,
      OIDC_CORPORATE_CLIENT_ID: 'corp-client',
      OIDC_CORPORATE_CLIENT_SECRET: 'corp-secret',
    });
  });
  afterEach(() => {
    idp.tamper = {};
    idp.user = STUDENT;
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
    await corporateIdp.close();
  });

  /** GET /start: the provider's authorization address and the state cookie. */
  async function start(provider = 'university') {
    const res = await t.app.inject({ method: 'GET', url: `/api/sso/${provider}/start` });
    expect(res.statusCode).toBe(302);
    const cookie = /ps_sso_state=([^;]*)/.exec(String(res.headers['set-cookie']))?.[1] ?? '';
    return { authorize: new URL(String(res.headers.location)), cookie };
  }

  /** Follows the provider's authorize step (auto-approve) and answers the callback address it redirects to. */
  async function authorize(authorizeUrl: URL): Promise<URL> {
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  }

  /** GET /callback with the query of a provider redirect: answers the /asu-auth address. */
  async function callback(callbackUrl: URL, cookie: string | null): Promise<URL> {
    const res = await t.app.inject({
      method: 'GET',
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      headers: cookie === null ? {} : { cookie: `other=1; ps_sso_state=${cookie}` },
    });
    expect(res.statusCode).toBe(302);
    expect(String(res.headers['set-cookie'])).toContain('ps_sso_state=;');
    const target = new URL(String(res.headers.location));
    expect(`${target.origin}${target.pathname}`).toBe(`${PUBLIC_URL}/asu-auth`);
    return target;
  }

  async function fullFlow(provider = 'university'): Promise<URL> {
    const { authorize: authorizeUrl, cookie } = await start(provider);
    return callback(await authorize(authorizeUrl), cookie);
  }

  it('lists the configured partners in the client configuration', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/client-config' })).json();
    expect(config.partner_providers).toEqual(['university', 'corporate']);
  });

  it('redirects to the provider with state, nonce and PKCE S256, and stores the attempt', async () => {
    const { authorize: url, cookie } = await start();
    expect(`${url.origin}${url.pathname}`).toBe(`${idp.issuer}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe(CLIENT.clientId);
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/sso/university/callback`);
    expect(q.get('scope')).toContain('openid');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBe(cookie);
    const rows = await t.db.select().from(partnerSsoStates);
    // Only hashes of the state are stored.
    expect(rows.some((row) => row.stateHash === cookie)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('signs a new student in through the whole flow; the tokens work; a second sign-on reaches the same account', async () => {
    const target = await fullFlow();
    const q = target.searchParams;
    expect(q.get('type')).toBe('asu');
    expect(q.get('email')).toBe('uni.student@university.test');
    expect(q.get('ssoToken')).toMatch(/^[\w-]{43}$/);
    expect(q.get('message')).toBeNull();
    const bundle = await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: bearer(q.get('accessToken') ?? '') });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.json().profile).toMatchObject({ name: 'Uni Student', status: 0, registration_origin: 'university' });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/tokens', payload: { token: q.get('refreshToken') } });
    expect(refreshed.json().type).toBe('asu');

    const uid = await accountIdOf(t.db, { email: 'uni.student@university.test' });
    const again = await fullFlow();
    const second = await t.app.inject({
      method: 'GET',
      url: '/api/status-updates',
      headers: bearer(again.searchParams.get('accessToken') ?? ''),
    });
    expect(second.statusCode).toBe(200);
    expect(await t.db.select().from(authIdentities).where(eq(authIdentities.accountId, uid))).toHaveLength(1);
    const events = await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'partner_sign_on'));
    expect(events.filter((e) => e.accountId === uid)).toHaveLength(2);
    expect(JSON.stringify(events)).not.toContain(again.searchParams.get('accessToken'));
  });

  it('uses client_secret_basic when the provider only offers it (corporate)', async () => {
    const target = await fullFlow('corporate');
    expect(target.searchParams.get('accessToken')).toBeTruthy();
    expect(corporateIdp.tokenAuthMethods).toEqual(['client_secret_basic']);
  });

  it('links a verified email to the existing student account, but never an unverified one', async () => {
    const studentId = await accountIdOf(t.db, { email: 'student@demo.test' });
    idp.user = { sub: 'uni-demo', email: 'student@demo.test', email_verified: true };
    const linked = await fullFlow();
    const bundle = await t.app.inject({
      method: 'GET',
      url: '/api/status-updates',
      headers: bearer(linked.searchParams.get('accessToken') ?? ''),
    });
    expect(bundle.json().profile.uid).toBe(studentId);
    expect(await t.db.select().from(authIdentities).where(eq(authIdentities.accountId, studentId))).toHaveLength(1);

    idp.user = { sub: 'uni-impostor', email: 'student@demo.test', email_verified: false };
    const refused = await fullFlow();
    expect(refused.searchParams.get('message')).toBe(ERRORS.PARTNER_ACCOUNT_CONFLICT.message);
    expect(refused.searchParams.get('accessToken')).toBeNull();
    expect(await t.db.select().from(authIdentities).where(eq(authIdentities.subject, 'uni-impostor'))).toHaveLength(0);
  });

  it('never signs staff accounts in', async () => {
    idp.user = { sub: 'uni-expert', email: 'expert@demo.test', email_verified: true };
    expect((await fullFlow()).searchParams.get('message')).toBe(ERRORS.PARTNER_ACCOUNT_CONFLICT.message);
  });

  it('refuses an unknown state, and a state used twice', async () => {
    const { authorize: url, cookie } = await start();
    const back = await authorize(url);
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect((await callback(forged, 'forged-state')).searchParams.get('message')).toBe(ERRORS.PARTNER_SIGN_ON_EXPIRED.message);

    expect((await callback(back, cookie)).searchParams.get('accessToken')).toBeTruthy();
    const replay = await callback(back, cookie);
    expect(replay.searchParams.get('message')).toBe(ERRORS.PARTNER_SIGN_ON_EXPIRED.message);
    expect(replay.searchParams.get('accessToken')).toBeNull();
  });

  it('refuses a callback from another browser (no state cookie) and spends its state', async () => {
    const { authorize: url, cookie } = await start();
    const back = await authorize(url);
    expect((await callback(back, null)).searchParams.get('message')).toBe(ERRORS.PARTNER_SIGN_ON_FAILED.message);
    expect((await callback(back, cookie)).searchParams.get('message')).toBe(ERRORS.PARTNER_SIGN_ON_EXPIRED.message);
  });

  it('refuses an expired attempt (10 minutes)', async () => {
    const { authorize: url, cookie } = await start();
    await t.db.update(partnerSsoStates).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await callback(await authorize(url), cookie)).searchParams.get('message')).toBe(ERRORS.PARTNER_SIGN_ON_EXPIRED.message);
  });

  it('refuses an ID token with the wrong nonce or for another audience', async () => {
    idp.tamper = { nonce: 'another-nonce' };
    expect((await fullFlow()).searchParams.get('message')).toBe(ERRORS.PARTNER_SIGN_ON_FAILED.message);
    idp.tamper = { audience: 'another-client' };
    expect((await fullFlow()).searchParams.get('message')).toBe(ERRORS.PARTNER_SIGN_ON_FAILED.message);
  });

  it('shows a readable message when the provider answers an error or its token endpoint fails', async () => {
    const { authorize: url, cookie } = await start();
    const back = new URL(`${PUBLIC_URL}/api/sso/university/callback`);
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_description', '<script>alert(1)</script>');
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    const denied = await callback(back, cookie);
    expect(denied.searchParams.get('message')).toBe(ERRORS.PARTNER_SIGN_ON_DENIED.message);

    idp.tamper = { tokenStatus: 500 };
    const failed = await fullFlow();
    expect(failed.searchParams.get('message')).toBe(ERRORS.PARTNER_SIGN_ON_FAILED.message);
    expect([...failed.searchParams.keys()]).toEqual(['message']);
    const reasons = (await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.name, 'login_failed'))).map(
      (e) => (e.data as { reason?: string }).reason,
    );
    expect(reasons).toEqual(expect.arrayContaining(['provider_error', 'token_endpoint', 'invalid_nonce', 'invalid_state']));
  });

  it('answers PROVIDER_DISABLED for a partner that is not configured', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/api/sso/university/start' });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('PROVIDER_DISABLED');
      expect((await bare.app.inject({ method: 'GET', url: '/api/client-config' })).json().partner_providers).toEqual([]);
      const back = await bare.app.inject({ method: 'GET', url: '/api/sso/university/callback?code=x&state=y' });
      expect(new URL(String(back.headers.location)).searchParams.get('message')).toBe(ERRORS.PROVIDER_DISABLED.message);
    } finally {
      await bare.close();
    }
  });

  it('rate-limits the start route', async () => {
    const limited = await createTestApp({
      OIDC_UNIVERSITY_ISSUER: idp.issuer,
      OIDC_UNIVERSITY_CLIENT_ID: CLIENT.clientId,
      OIDC_UNIVERSITY_CLIENT_SECRET: CLIENT.clientSecret,
      AUTH_RATE_LIMIT_PER_IP: '2',
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.app.inject({ method: 'GET', url: '/api/sso/university/start' })).statusCode);
      expect(codes).toEqual([302, 302, 429]);
    } finally {
      await limited.close();
    }
  });
});
