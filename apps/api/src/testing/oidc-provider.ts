import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/** The user a test provider signs in. */
export interface TestOidcUser {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

/** Knobs a test turns to make the provider misbehave. */
export interface TestOidcTamper {
  /** Puts this nonce in the ID token instead of the requested one. */
  nonce?: string;
  /** Puts this audience in the ID token instead of the client id. */
  audience?: string;
  /** Makes the token endpoint answer this HTTP status. */
  tokenStatus?: number;
}

/** Options of a local OpenID Connect provider. */
export interface TestOidcProviderOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  user: TestOidcUser;
  /** Shows a consent page with 'Approve' and 'Deny' instead of approving at once. */
  hasConsentPage?: boolean;
  /** Offers only `client_secret_basic` at the token endpoint (default: both, the client picks post). */
  isBasicAuthOnly?: boolean;
}

/** A running local provider. */
export interface TestOidcProvider {
  issuer: string;
  server: Server;
  /** Mutable misbehaviour switches (reset them between tests). */
  tamper: TestOidcTamper;
  /** The user the next approval signs in (tests may swap it). */
  user: TestOidcUser;
  /** How the client authenticated at the token endpoint, per exchange. */
  tokenAuthMethods: string[];
  close: () => Promise<void>;
}

const CODE_TTL_MS = 60_000;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(html);
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(302, { location });
  res.end();
}

function consentPage(params: URLSearchParams, user: TestOidcUser): string {
  const hidden = [...params.entries()]
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  const who = escapeHtml(user.name ?? user.sub) + (user.email ? ` (${escapeHtml(user.email)})` : '');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test University Login</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f4f6fb;color:#1c2333}
main{max-width:420px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:20px;margin:0 0 8px}p{margin:0 0 20px;line-height:1.4}div{display:flex;gap:12px}
button{flex:1;font-size:15px;padding:10px;border-radius:8px;border:1px solid #c8cfdc;background:#fff;cursor:pointer}
button[value=approve]{background:#2f6fed;border-color:#2f6fed;color:#fff}</style></head>
<body><main><h1>Test University Login</h1><p>PhotoStudy asks to sign you in as <strong>${who}</strong>.</p>
<form method="post" action="/authorize">${hidden}<div><button name="decision" value="deny">Deny</button>
<button name="decision" value="approve">Approve</button></div></form></main></body></html>`;
}

/**
 * A local OpenID Connect provider for tests (authorization-code flow with PKCE S256): discovery, JWKS,
 * `/authorize` (auto-approve or a consent page), `/token` (client_secret_post or basic) issuing RS256
 * ID tokens for one configured user.
 */
export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-oidc-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, { redirectUri: string; nonce: string; challenge: string; user: TestOidcUser; expiresAt: number }>();
  let issuer = '';
  const provider: TestOidcProvider = {
    issuer,
    server: undefined as unknown as Server,
    tamper: {},
    user: options.user,
    tokenAuthMethods: [],
    close: () => new Promise<void>((resolve) => provider.server.close(() => resolve())),
  };

  const approve = (params: URLSearchParams, res: ServerResponse) => {
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      redirectUri: params.get('redirect_uri') ?? '',
      nonce: params.get('nonce') ?? '',
      challenge: params.get('code_challenge') ?? '',
      user: provider.user,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    const target = new URL(params.get('redirect_uri') ?? '');
    target.searchParams.set('code', code);
    target.searchParams.set('state', params.get('state') ?? '');
    redirect(res, target.toString());
  };

  const deny = (params: URLSearchParams, res: ServerResponse) => {
    const target = new URL(params.get('redirect_uri') ?? '');
    target.searchParams.set('error', 'access_denied');
    target.searchParams.set('error_description', 'The user denied the request');
    target.searchParams.set('state', params.get('state') ?? '');
    redirect(res, target.toString());
  };

  // Refuses (without redirecting) requests a real provider would refuse: unknown client, no PKCE.
  const badAuthorizeRequest = (params: URLSearchParams): string | null => {
    if (params.get('client_id') !== options.clientId) return 'unknown client_id';
    if (params.get('response_type') !== 'code') return 'response_type must be code';
    if (params.get('code_challenge_method') !== 'S256' || !params.get('code_challenge')) return 'PKCE S256 is required';
    if (!params.get('redirect_uri')?.startsWith('http')) return 'bad redirect_uri';
    return null;
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    if (provider.tamper.tokenStatus) return sendJson(res, provider.tamper.tokenStatus, { error: 'server_error' });
    let clientId = body.get('client_id');
    let clientSecret = body.get('client_secret');
    const basic = req.headers.authorization?.startsWith('Basic ') ? req.headers.authorization.slice(6) : null;
    if (basic) {
      const [id, secret] = Buffer.from(basic, 'base64').toString('utf8').split(':');
      clientId = decodeURIComponent(id ?? '');
      clientSecret = decodeURIComponent(secret ?? '');
    }
    provider.tokenAuthMethods.push(basic ? 'client_secret_basic' : 'client_secret_post');
    if (options.isBasicAuthOnly && !basic) return sendJson(res, 401, { error: 'invalid_client' });
    if (clientId !== options.clientId || clientSecret !== options.clientSecret) return sendJson(res, 401, { error: 'invalid_client' });
    const code = body.get('code') ?? '';
    const grant = codes.get(code);
    codes.delete(code);
    if (body.get('grant_type') !== 'authorization_code' || !grant || grant.expiresAt < Date.now())
      return sendJson(res, 400, { error: 'invalid_grant' });
    if (body.get('redirect_uri') !== grant.redirectUri) return sendJson(res, 400, { error: 'invalid_grant' });
    const challenge = createHash('sha256')
      .update(body.get('code_verifier') ?? '')
      .digest('base64url');
    if (challenge !== grant.challenge) return sendJson(res, 400, { error: 'invalid_grant', error_description: 'PKCE check failed' });
    const claims: JWTPayload = { ...grant.user, nonce: provider.tamper.nonce ?? grant.nonce };
    const idToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
      .setIssuer(issuer)
      .setAudience(provider.tamper.audience ?? options.clientId)
      .setSubject(grant.user.sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    sendJson(res, 200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const run = async () => {
      if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration')
        return sendJson(res, 200, {
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          code_challenge_methods_supported: ['S256'],
          token_endpoint_auth_methods_supported: options.isBasicAuthOnly
            ? ['client_secret_basic']
            : ['client_secret_post', 'client_secret_basic'],
        });
      if (req.method === 'GET' && url.pathname === '/jwks') return sendJson(res, 200, { keys: [jwk] });
      if (url.pathname === '/authorize') {
        const params = req.method === 'POST' ? await readBody(req) : url.searchParams;
        const problem = badAuthorizeRequest(params);
        if (problem) return sendHtml(res, 400, `<!doctype html><p>${escapeHtml(problem)}</p>`);
        if (req.method === 'POST') return params.get('decision') === 'approve' ? approve(params, res) : deny(params, res);
        return options.hasConsentPage ? sendHtml(res, 200, consentPage(params, provider.user)) : approve(params, res);
      }
      if (req.method === 'POST' && url.pathname === '/token') return token(req, res);
      sendJson(res, 404, { error: 'not_found' });
    };
    run().catch((err: unknown) => sendJson(res, 500, { error: 'server_error', detail: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  issuer = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;
  provider.issuer = issuer;
  provider.server = server;
  return provider;
}
