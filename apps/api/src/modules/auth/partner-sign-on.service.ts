import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERRORS, type ErrorName, SSO_STATE_TTL_S } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { JWTPayload } from 'jose';
import type { UnitOfWork } from '../../core/unit-of-work';
import { AppError, appError } from '../../errors/app-error';
import { accountDirectory } from '../account/account-directory.service';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import type { PartnerProviderName, PartnerProviderSettings } from '../../core/config';
import type { Clock } from '../../core/clock';
import type { CallContext } from './email-login.service';
import { findExternalAccount, linkExternalAccount } from './external-identity';
import { normalizeEmail } from './identity';
import { PartnerOidcClient, PartnerProviderError } from './partner-oidc-client';
import { insertPartnerSsoState, takePartnerSsoState } from './partner-sso.repository';
import { type AuthAnswer, completeSignIn } from './sign-in';
import type { TokenService } from './token.service';

/** The browser cookie binding an attempt to the browser that started it (login CSRF protection). */
export const PARTNER_STATE_COOKIE = 'ps_sso_state';
/** The path of the partner sign-on routes (the cookie's path). */
export const PARTNER_SSO_PATH = '/api/sso';

/** The callback's query, as sent by the provider. */
export interface PartnerCallbackQuery {
  state: string | undefined;
  code: string | undefined;
  error: string | undefined;
}

const randomToken = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Partner sign-on (university and corporate login): the OpenID Connect authorization-code flow with
 * state, nonce and PKCE (S256). Attempts live in `partner_sso_states` (single use, 10 minutes) and are
 * bound to the browser by a cookie. The callback always redirects to `/asu-auth`: with the tokens, or
 * with a readable `message`.
 *
 * Accounts: an identity already linked signs in to its account; otherwise an email the provider marks
 * `email_verified` links to the student account with that email (or creates one); an unverified email
 * never links and never takes an address someone already has. Staff accounts never sign in this way.
 */
export class PartnerSignOnService {
  private readonly clients = new Map<PartnerProviderName, PartnerOidcClient>();

  constructor(
    private readonly deps: {
      db: Database;
      /** Units of work: the sign-in transaction emits `account.created` after commit. */
      work: UnitOfWork;
      clock: Clock;
      tokens: TokenService;
      analytics: AnalyticsRecorder;
      providers: PartnerProviderSettings[];
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {
    for (const provider of deps.providers) this.clients.set(provider.name, new PartnerOidcClient(provider));
  }

  /** Names of the configured partners. */
  enabledProviders(): PartnerProviderName[] {
    return [...this.clients.keys()];
  }

  /** Whether the cookie must be `Secure` (the public address is https). */
  get isSecure(): boolean {
    return this.deps.publicUrl.startsWith('https:');
  }

  private redirectUri(name: string): string {
    return `${this.deps.publicUrl}${PARTNER_SSO_PATH}/${name}/callback`;
  }

  /** The `/asu-auth` address showing this text in the Error modal. */
  messageUrl(message: string): string {
    return `${this.deps.publicUrl}/asu-auth?${new URLSearchParams({ message })}`;
  }

  /** `GET /api/sso/{provider}/start`: stores a new attempt and answers the provider's authorization address and the state for the cookie. */
  async start(name: string, ctx: CallContext): Promise<{ location: string; state: string | null }> {
    const client = this.clients.get(name as PartnerProviderName);
    if (!client) throw appError('PROVIDER_DISABLED');
    const state = randomToken();
    const nonce = randomToken();
    const codeVerifier = randomToken();
    let location: string;
    try {
      location = await client.authorizationUrl({
        redirectUri: this.redirectUri(name),
        state,
        nonce,
        codeChallenge: sha256(codeVerifier),
      });
    } catch (err) {
      this.deps.log.warn({ err, provider: name }, 'partner sign-on discovery failed');
      await this.recordFailure(name, 'discovery', ctx);
      return { location: this.messageUrl(ERRORS.PARTNER_SIGN_ON_FAILED.message), state: null };
    }
    const now = this.deps.clock.now();
    await insertPartnerSsoState(this.deps.db, {
      stateHash: sha256(state),
      provider: name,
      nonce,
      codeVerifier,
      createdAt: now,
      expiresAt: new Date(now.getTime() + SSO_STATE_TTL_S * 1000),
    });
    await this.deps.analytics.record('login_requested', { data: { ...ctx.audit, auth_type: 'asu', provider: name } });
    return { location, state };
  }

  /** `GET /api/sso/{provider}/callback`: answers where to redirect (`/asu-auth` with tokens or with a message). */
  async callback(name: string, query: PartnerCallbackQuery, cookieState: string | undefined, ctx: CallContext): Promise<string> {
    const fail = async (error: ErrorName, reason: string) => {
      await this.recordFailure(name, reason, ctx);
      return this.messageUrl(ERRORS[error].message);
    };
    const client = this.clients.get(name as PartnerProviderName);
    if (!client) return fail('PROVIDER_DISABLED', 'provider_disabled');
    // The state is spent by any callback that names it, whatever happens next.
    const attempt = query.state ? await takePartnerSsoState(this.deps.db, sha256(query.state)) : undefined;
    if (query.error) return fail('PARTNER_SIGN_ON_DENIED', 'provider_error');
    const now = this.deps.clock.now();
    if (!query.state || !attempt || attempt.provider !== name || attempt.expiresAt <= now)
      return fail('PARTNER_SIGN_ON_EXPIRED', 'invalid_state');
    if (!cookieState || !sameText(cookieState, query.state)) return fail('PARTNER_SIGN_ON_FAILED', 'state_cookie_mismatch');
    if (!query.code) return fail('PARTNER_SIGN_ON_FAILED', 'missing_code');

    let claims: JWTPayload;
    try {
      claims = await client.exchangeCode({
        code: query.code,
        redirectUri: this.redirectUri(name),
        codeVerifier: attempt.codeVerifier,
        nonce: attempt.nonce,
        now,
      });
    } catch (err) {
      if (!(err instanceof PartnerProviderError)) throw err;
      this.deps.log.warn({ provider: name, reason: err.reason, detail: err.message }, 'partner sign-on refused');
      return fail('PARTNER_SIGN_ON_FAILED', err.reason);
    }

    let result: { answer: AuthAnswer; isNew: boolean };
    try {
      result = await this.signIn(name as PartnerProviderName, claims, ctx);
    } catch (err) {
      if (!(err instanceof AppError)) {
        this.deps.log.error({ err, provider: name }, 'partner sign-on failed');
        return fail('PARTNER_SIGN_ON_FAILED', 'application_error');
      }
      await this.recordFailure(name, String(err.code), ctx);
      return this.messageUrl(err.message);
    }
    const ssoToken = randomToken();
    const { answer, isNew } = result;
    await this.deps.analytics.record('partner_sign_on', {
      accountId: answer.uid,
      data: { ...ctx.audit, provider: name, is_new_account: isNew, sso_token_hash: sha256(ssoToken) },
    });
    const params = new URLSearchParams({
      accessToken: answer.access_token,
      refreshToken: answer.refresh_token,
      email: answer.email ?? '',
      type: answer.type,
      ssoToken,
      status: String(answer.status),
    });
    return `${this.deps.publicUrl}/asu-auth?${params}`;
  }

  private async signIn(name: PartnerProviderName, claims: JWTPayload, ctx: CallContext): Promise<{ answer: AuthAnswer; isNew: boolean }> {
    const { db, clock } = this.deps;
    const subject = claims.sub as string;
    const claimedEmail = typeof claims.email === 'string' && claims.email.length <= 254 ? normalizeEmail(claims.email) : null;
    const isVerified = claims.email_verified === true || claims.email_verified === 'true';
    const email = claimedEmail && isVerified ? claimedEmail : null;
    const displayName = typeof claims.name === 'string' ? claims.name.slice(0, 64) : null;

    const identity = { provider: name, subject, email, name: displayName };
    const found = await findExternalAccount(db, identity);
    // An unverified email never links, and never takes an address that already has an account.
    if (!found.account && claimedEmail && !isVerified && (await accountDirectory.byEmail(db, claimedEmail)))
      throw appError('PARTNER_ACCOUNT_CONFLICT');
    if (found.account && found.account.role !== 'student') throw appError('PARTNER_ACCOUNT_CONFLICT');

    return this.deps.work.run(async ({ tx, emit }) => {
      const { account, isNew } = await linkExternalAccount(tx, identity, found, {
        authType: 'asu',
        acceptLanguage: ctx.acceptLanguage,
        now: clock.now(),
      });
      if (!account || account.role !== 'student') throw appError('PARTNER_ACCOUNT_CONFLICT');
      const answer = await completeSignIn(tx, this.deps.tokens, { account, authType: 'asu', deviceId: `sso-${name}`, isNew });
      if (isNew) emit('account.created', { accountId: account.id, authType: 'asu', provider: name, audit: ctx.audit });
      return { answer, isNew };
    });
  }

  private recordFailure(provider: string, reason: string, ctx: CallContext): Promise<void> {
    return this.deps.analytics.record('login_failed', { data: { ...ctx.audit, auth_type: 'asu', provider, reason } });
  }
}
