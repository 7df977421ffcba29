import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authAnswerSchema, statusBundleSchema } from '@photostudy/contracts';
import { authIdentities } from '@photostudy/db';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { accountIdOf, bearer } from '../../testing/auth-sessions';

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

/** A local OpenID Connect provider: discovery document, JWKS, and ID tokens signed with its key. */
async function startOidcProvider() {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  let requests = 0;
  const server: Server = createServer((req, res) => {
    requests++;
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration')
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks`, id_token_signing_alg_values_supported: ['RS256'] }));
    else if (req.url === '/jwks') res.end(JSON.stringify({ keys: [jwk] }));
    else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sign = (
    claims: JWTPayload & { sub: string },
    opts: { audience?: string; issuer?: string; key?: PrivateKey; expiresIn?: string } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
      .setIssuer(opts.issuer ?? issuer)
      .setAudience(opts.audience ?? 'client-google')
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '5m')
      .sign(opts.key ?? privateKey);
  return { server, issuer, sign, requests: () => requests };
}

describe(`social login with OpenID Connect (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  let idp: Awaited<ReturnType<typeof startOidcProvider>>;
  let t: TestApp;
  const login = (type: string, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { type, access_token: token, device_id: 'social-dev' } });

  beforeAll(async () => {
    idp = await startOidcProvider();
    t = await createTestApp({
      OIDC_GOOGLE_ISSUER: idp.issuer,
      OIDC_GOOGLE_CLIENT_ID: 'client-google',
      // Apple is configured with its JWKS address directly (no discovery).
      OIDC_APPLE_ISSUER: idp.issuer,
      OIDC_APPLE_CLIENT_ID: 'client-apple',
      OIDC_APPLE_JWKS_URL: `${idp.issuer}/jwks`,
    });
  });
  afterAll(async () => {
    await t.close();
    idp.server.close();
  });

  it('signs a new user up (status 0), then in again (status 1) as the same account', async () => {
    const token = await idp.sign({ sub: 'google-user-1', email: 'Social.User@Example.test', email_verified: true, name: 'Social User' });
    const first = await login('google', token);
    expect(first.statusCode).toBe(200);
    const answer = authAnswerSchema.parse(first.json());
    expect(answer).toMatchObject({ status: 0, type: 'google', email: 'social.user@example.test' });
    const bundle = statusBundleSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: bearer(answer.access_token) })).json(),
    );
    expect(bundle.profile).toMatchObject({ name: 'Social User', status: 0, registration_origin: 'google' });
    expect(bundle.features).toEqual(['stem-subject', 'english-subject', 'shared_session_pool']);

    const again = authAnswerSchema.parse(
      (await login('google', await idp.sign({ sub: 'google-user-1', email: 'social.user@example.test', email_verified: true }))).json(),
    );
    expect(again).toMatchObject({ status: 1, uid: answer.uid, type: 'google' });
    // The refresh answers the family's auth type.
    expect((await t.app.inject({ method: 'POST', url: '/api/tokens', payload: { token: again.refresh_token } })).json().type).toBe(
      'google',
    );
  });

  it('links a verified email to the existing email account', async () => {
    const studentId = await accountIdOf(t.db, { email: 'student@demo.test' });
    const res = await login('google', await idp.sign({ sub: 'google-student', email: 'student@demo.test', email_verified: true }));
    expect(res.json()).toMatchObject({ status: 1, uid: studentId });
    expect(await t.db.select().from(authIdentities).where(eq(authIdentities.accountId, studentId))).toHaveLength(1);
  });

  it('sends preset accounts to their password step', async () => {
    const res = await login('google', await idp.sign({ sub: 'google-preset', email: 'preset@demo.test', email_verified: true }));
    expect(res.json()).toEqual({ type: 'preset', email: 'preset@demo.test' });
  });

  it('accepts a provider without an email (Apple hides it) using its JWKS address', async () => {
    const res = await login('apple', await idp.sign({ sub: 'apple-user-1' }, { audience: 'client-apple' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 0, type: 'apple', email: null });
  });

  it('refuses tokens for another client, another issuer, expired or signed by another key', async () => {
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const bad = [
      await idp.sign({ sub: 'x' }, { audience: 'someone-else' }),
      await idp.sign({ sub: 'x' }, { issuer: 'https://evil.example' }),
      await idp.sign({ sub: 'x' }, { expiresIn: '-1m' }),
      await idp.sign({ sub: 'x' }, { key: otherKey }),
      'not-a-jwt',
    ];
    for (const token of bad) {
      const res = await login('google', token);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('INVALID_SOCIAL_TOKEN');
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/login', payload: { type: 'google', device_id: 'd' } })).json().code).toBe(
      'INVALID_SOCIAL_TOKEN',
    );
  });

  it('answers PROVIDER_DISABLED for a provider that is not configured', async () => {
    const res = await login('facebook', await idp.sign({ sub: 'fb' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PROVIDER_DISABLED');
  });

  it('caches the provider keys', () => {
    // Discovery and JWKS for google, JWKS for apple; not one fetch per login.
    expect(idp.requests()).toBeLessThanOrEqual(4);
  });
});
