import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, type JWTPayload, jwtVerify } from 'jose';
import type { UnitOfWork } from '../../core/unit-of-work';
import { appError } from '../../errors/app-error';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import type { OidcProviderName, OidcProviderSettings } from '../../core/config';
import type { Clock } from '../../core/clock';
import type { CallContext } from './email-login.service';
import { findExternalAccount, linkExternalAccount } from './external-identity';
import { normalizeEmail, usesPassword } from './identity';
import { type AuthAnswer, completeSignIn } from './sign-in';
import type { TokenService } from './token.service';

const DISCOVERY_TIMEOUT_MS = 5_000;
const ID_TOKEN_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'];

type KeySet = ReturnType<typeof createRemoteJWKSet>;

/**
 * Social login (`type` google, facebook or apple): `access_token` carries an OpenID Connect ID token,
 * verified against the provider's JWKS (issuer, audience = client id, expiry). Providers are off
 * unless configured by `OIDC_<NAME>_ISSUER` and `_CLIENT_ID` (`_JWKS_URL` optional: discovery).
 */
export class SocialLoginService {
  private readonly keySets = new Map<OidcProviderName, Promise<KeySet>>();

  constructor(
    private readonly deps: {
      db: Database;
      /** Units of work: the sign-in transaction emits `account.created` after commit. */
      work: UnitOfWork;
      clock: Clock;
      tokens: TokenService;
      analytics: AnalyticsRecorder;
      providers: OidcProviderSettings[];
      log: FastifyBaseLogger;
    },
  ) {}

  /** Names of the configured providers. */
  enabledProviders(): OidcProviderName[] {
    return this.deps.providers.map((p) => p.name);
  }

  private keySetOf(provider: OidcProviderSettings): Promise<KeySet> {
    let keySet = this.keySets.get(provider.name);
    if (!keySet) {
      keySet = (async () => {
        let jwksUrl = provider.jwksUrl;
        if (!jwksUrl) {
          const res = await fetch(`${provider.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, {
            signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
          });
          if (!res.ok) throw new Error(`OIDC discovery of ${provider.name} answered ${res.status}`);
          jwksUrl = ((await res.json()) as { jwks_uri?: string }).jwks_uri;
          if (!jwksUrl) throw new Error(`OIDC discovery of ${provider.name} has no jwks_uri`);
        }
        return createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: DISCOVERY_TIMEOUT_MS });
      })();
      // A failed discovery is retried on the next login rather than cached.
      keySet.catch(() => this.keySets.delete(provider.name));
      this.keySets.set(provider.name, keySet);
    }
    return keySet;
  }

  private async verifyIdToken(provider: OidcProviderSettings, idToken: string): Promise<JWTPayload> {
    try {
      const keySet = await this.keySetOf(provider);
      const { payload } = await jwtVerify(idToken, keySet, {
        issuer: provider.issuer,
        audience: provider.clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        currentDate: this.deps.clock.now(),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      return payload;
    } catch (err) {
      // Bad signature, issuer, audience or expiry, or the provider's keys could not be fetched.
      if (!(err instanceof joseErrors.JOSEError)) this.deps.log.warn({ err, provider: provider.name }, 'ID token check failed');
      throw appError('INVALID_SOCIAL_TOKEN');
    }
  }

  /** `POST /api/login` with a social type: signs in (creating the account when new), or sends preset accounts to their password step. */
  async login(
    type: string,
    idToken: string | undefined,
    deviceId: string,
    ctx: CallContext,
  ): Promise<AuthAnswer | { type: 'preset'; email: string }> {
    const provider = this.deps.providers.find((p) => p.name === type);
    if (!provider) throw appError('PROVIDER_DISABLED');
    if (!idToken) throw appError('INVALID_SOCIAL_TOKEN');
    let claims: JWTPayload;
    try {
      claims = await this.verifyIdToken(provider, idToken);
    } catch (err) {
      await this.deps.analytics.record('login_failed', { data: { ...ctx.audit, auth_type: provider.name, reason: 'invalid_id_token' } });
      throw err;
    }
    const subject = claims.sub as string;
    const email =
      typeof claims.email === 'string' && claims.email_verified !== false && claims.email_verified !== 'false'
        ? normalizeEmail(claims.email)
        : null;
    const name = typeof claims.name === 'string' ? claims.name.slice(0, 64) : null;
    const { db, clock, analytics } = this.deps;

    const identity = { provider: provider.name, subject, email, name };
    const found = await findExternalAccount(db, identity);
    const existing = found.account;
    if (existing && usesPassword(existing)) {
      await analytics.record('login_requested', {
        accountId: existing.id,
        data: { ...ctx.audit, auth_type: provider.name, next: 'preset' },
      });
      return { type: 'preset', email: existing.email ?? email ?? '' };
    }
    const result = await this.deps.work.run(async ({ tx, emit }) => {
      const { account, isNew } = await linkExternalAccount(tx, identity, found, {
        authType: provider.name,
        acceptLanguage: ctx.acceptLanguage,
        now: clock.now(),
      });
      if (!account) throw appError('APPLICATION_ERROR');
      const answer = await completeSignIn(tx, this.deps.tokens, { account, authType: provider.name, deviceId, isNew });
      if (isNew) emit('account.created', { accountId: account.id, authType: provider.name, audit: ctx.audit });
      return { answer, accountId: account.id, isNew };
    });
    await analytics.record('social_login', {
      accountId: result.accountId,
      data: { ...ctx.audit, provider: provider.name, is_new_account: result.isNew },
    });
    return result.answer;
  }
}
