import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { PartnerProviderSettings } from '../../core/config';

const PROVIDER_TIMEOUT_MS = 5_000;
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

/** The parts of a provider's discovery document the authorization-code flow uses. */
export interface PartnerDiscovery {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  /** `client_secret_post` unless the provider only offers `client_secret_basic`. */
  clientAuth: 'client_secret_post' | 'client_secret_basic';
  keySet: ReturnType<typeof createRemoteJWKSet>;
}

/** A failure talking to the provider (discovery, token endpoint, ID token); its message is for the logs only. */
export class PartnerProviderError extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

function httpsOrLocal(raw: unknown, what: string): string {
  if (typeof raw !== 'string') throw new PartnerProviderError(`discovery has no ${what}`, 'discovery');
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new PartnerProviderError(`${what} is not http(s)`, 'discovery');
  return url.toString();
}

/**
 * One partner's OpenID Connect client: discovery (cached; a failure is retried next time), the
 * authorization address, the code exchange and the ID token check against the provider's JWKS.
 */
export class PartnerOidcClient {
  private discovery: Promise<PartnerDiscovery> | undefined;

  constructor(readonly settings: PartnerProviderSettings) {}

  /** The provider's endpoints and keys. */
  discover(): Promise<PartnerDiscovery> {
    if (!this.discovery) {
      const { issuer, name } = this.settings;
      this.discovery = (async () => {
        const res = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
        if (!res.ok) throw new PartnerProviderError(`discovery of ${name} answered ${res.status}`, 'discovery');
        const doc = (await res.json()) as Record<string, unknown>;
        if (doc.issuer !== issuer) throw new PartnerProviderError(`discovery of ${name} names another issuer`, 'discovery');
        const methods = Array.isArray(doc.token_endpoint_auth_methods_supported) ? doc.token_endpoint_auth_methods_supported : [];
        return {
          authorizationEndpoint: httpsOrLocal(doc.authorization_endpoint, 'authorization_endpoint'),
          tokenEndpoint: httpsOrLocal(doc.token_endpoint, 'token_endpoint'),
          clientAuth:
            methods.includes('client_secret_basic') && !methods.includes('client_secret_post')
              ? 'client_secret_basic'
              : 'client_secret_post',
          keySet: createRemoteJWKSet(new URL(httpsOrLocal(doc.jwks_uri, 'jwks_uri')), { timeoutDuration: PROVIDER_TIMEOUT_MS }),
        };
      })();
      this.discovery.catch(() => {
        this.discovery = undefined;
      });
    }
    return this.discovery;
  }

  /** The provider's authorization address for one attempt (PKCE S256). */
  async authorizationUrl(input: { redirectUri: string; state: string; nonce: string; codeChallenge: string }): Promise<string> {
    const { authorizationEndpoint } = await this.discover();
    const url = new URL(authorizationEndpoint);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('redirect_uri', input.redirectUri);
    url.searchParams.set('scope', 'openid email profile');
    url.searchParams.set('state', input.state);
    url.searchParams.set('nonce', input.nonce);
    url.searchParams.set('code_challenge', input.codeChallenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }

  /** Exchanges the code at the token endpoint and answers the verified ID token claims (issuer, audience, expiry, nonce). */
  async exchangeCode(input: { code: string; redirectUri: string; codeVerifier: string; nonce: string; now: Date }): Promise<JWTPayload> {
    const { tokenEndpoint, clientAuth, keySet } = await this.discover();
    const { clientId, clientSecret, issuer } = this.settings;
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
      client_id: clientId,
    });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (clientAuth === 'client_secret_basic')
      headers.authorization = `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`;
    else body.set('client_secret', clientSecret);
    let res: Response;
    try {
      res = await fetch(tokenEndpoint, { method: 'POST', headers, body, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) });
    } catch (err) {
      throw new PartnerProviderError(`token endpoint unreachable: ${(err as Error).message}`, 'token_endpoint');
    }
    if (!res.ok) throw new PartnerProviderError(`token endpoint answered ${res.status}`, 'token_endpoint');
    const tokens = (await res.json().catch(() => ({}))) as { id_token?: unknown };
    if (typeof tokens.id_token !== 'string') throw new PartnerProviderError('token answer has no id_token', 'token_endpoint');
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(tokens.id_token, keySet, {
        issuer,
        audience: clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        currentDate: input.now,
        requiredClaims: ['sub', 'exp', 'iat'],
      }));
    } catch (err) {
      throw new PartnerProviderError(`ID token refused: ${(err as Error).message}`, 'invalid_id_token');
    }
    if (claims.nonce !== input.nonce) throw new PartnerProviderError('ID token nonce does not match', 'invalid_nonce');
    if (Array.isArray(claims.aud) && claims.aud.length > 1 && claims.azp !== clientId)
      throw new PartnerProviderError('ID token azp is another client', 'invalid_id_token');
    return claims;
  }
}
