import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ChannelsConfig, channelsConfigFromEnv } from '@photostudy/channels';
import {
  AUTH_RATE_LIMIT_PER_IDENTITY,
  AUTH_RATE_LIMIT_PER_IP,
  AUTH_RATE_LIMIT_WINDOW_S,
  DATA_DELETION_DELAY_S,
  ERROR_REPORTS_KEPT,
  SERVER_TIMER_DEFAULTS_S,
  SHARED_SESSION_VIEW_WINDOW_S,
  STATUS_REFRESH_INTERVAL_DEV_S,
  STATUS_REFRESH_INTERVAL_S,
  TOKEN_REFRESH_THRESHOLD_DEV_S,
  TOKEN_REFRESH_THRESHOLD_PROD_S,
  WRITING_MONTHLY_LIMIT,
  WRITING_WEEKLY_LIMIT,
} from '@photostudy/contracts';
import { z } from 'zod';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Social sign-in providers that may be configured through `OIDC_<NAME>_*`. */
export const OIDC_PROVIDER_NAMES = ['google', 'facebook', 'apple'] as const;
/** A social sign-in provider name. */
export type OidcProviderName = (typeof OIDC_PROVIDER_NAMES)[number];
/** Partner sign-on providers (university and corporate login) configured through `OIDC_<NAME>_*`. */
export const PARTNER_PROVIDER_NAMES = ['university', 'corporate'] as const;
/** A partner sign-on provider name. */
export type PartnerProviderName = (typeof PARTNER_PROVIDER_NAMES)[number];

/** One configured OpenID Connect provider. */
export interface OidcProviderSettings {
  name: OidcProviderName;
  issuer: string;
  clientId: string;
  /** When unset, found through the issuer's discovery document. */
  jwksUrl: string | undefined;
  /** The app secret (`OIDC_<NAME>_CLIENT_SECRET`) that signs the provider's data-deletion callbacks; unset: no callback. */
  clientSecret: string | undefined;
}

/** One configured partner: an OpenID Connect provider used with the authorization-code flow. */
export interface PartnerProviderSettings {
  name: PartnerProviderName;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Settings of the accounts system (README lists the variables). */
export interface AuthSettings {
  /** HS256 secret of the access tokens; required in production, generated into DATA_DIR/jwt-secret otherwise. */
  jwtSecret: string | undefined;
  /** Real SMTP server (`smtp://user:pass@host:587`); the dev outbox when unset. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Base address of links in emails (password recovery). */
  publicUrl: string;
  captchaSecret: string | undefined;
  /** Overrides the provider's siteverify address (self-hosted proxies, tests). */
  captchaVerifyUrl: string | undefined;
  /** reCAPTCHA v3 answers below this score are refused. */
  captchaMinScore: number;
  /**
   * Sign-in limits per window: calls per address (`perIp`), per identity from one address (`perIdentity`, calls or
   * failed passwords), per identity across addresses (`perAccount`, a much higher ceiling).
   */
  rateLimit: { windowS: number; perIp: number; perIdentity: number; perAccount: number };
  oidcProviders: OidcProviderSettings[];
  partnerProviders: PartnerProviderSettings[];
}

/** Braintree credentials (`BRAINTREE_*`): all four set, or none (the built-in sandbox gateway runs). */
export interface BraintreeSettings {
  merchantId: string;
  publicKey: string;
  privateKey: string;
  environment: 'sandbox' | 'production';
}

/** A Twilio-style SMS provider (`SMS_*`): account, token and sender all set, or none (the dev outbox runs). */
export interface SmsSettings {
  /** Base address of the provider's REST API (`SMS_PROVIDER_URL`, Twilio's by default). */
  url: string;
  accountSid: string;
  authToken: string;
  /** The sender number or messaging service (`SMS_FROM`). */
  from: string;
}

/** Error reporting: Sentry when a DSN is set (no network otherwise), else stored reports, at most `keptReports`. */
export interface ErrorReportingSettings {
  /** The server's Sentry DSN (`SENTRY_DSN`). */
  sentryDsn: string | undefined;
  /** The DSN the browser apps report to (`SENTRY_BROWSER_DSN`), answered by the client config. */
  browserSentryDsn: string | null;
  /** `SENTRY_ENVIRONMENT`, else `NODE_ENV`. */
  environment: string;
  /** Stored error reports kept (`ERROR_REPORTS_KEPT`); older ones are dropped. */
  keptReports: number;
}

/** Every setting of the API process and its embedded channels server, parsed once from the environment. */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections this process opens at most (`DATABASE_POOL_SIZE`); PGlite has one. */
  databasePoolSize: number;
  redisUrl: string | undefined;
  /** Prefix of the rate-limit counters in Redis (`RATE_LIMIT_REDIS_PREFIX`), for deployments sharing one Redis. */
  rateLimitRedisPrefix: string;
  /** Fastify's `trustProxy` (`TRUST_PROXY`): false (no forwarding header is believed), or the proxies' addresses/CIDRs. */
  trustProxy: TrustProxy;
  version: string;
  logLevel: string;
  /** Secret for the operator endpoints (maintenance switch); generated per data folder when unset. */
  opsSecret: string | undefined;
  webDistDir: string;
  statusRefreshIntervalS: number;
  tokenRefreshThresholdS: number;
  captchaProvider: 'none' | 'recaptcha' | 'turnstile';
  captchaSiteKey: string | null;
  paymentGateway: 'sandbox' | 'braintree';
  /** Set when `paymentGateway` is 'braintree'. */
  braintree: BraintreeSettings | null;
  timersS: Record<keyof typeof SERVER_TIMER_DEFAULTS_S, number>;
  /** Writing problems a student may submit per week (Monday 00:00 UTC) and per calendar month (UTC). */
  writing: { weeklyLimit: number; monthlyLimit: number };
  /** Texts to parents go through this provider; null: the dev outbox (dropped with a warning in production). */
  sms: SmsSettings | null;
  /** How long after a data-deletion request its erasure job runs. */
  dataDeletionDelayS: number;
  /** A logged-in viewer's window on another student's shared session, from their first opening (`SHARED_SESSION_WINDOW_S`). */
  sharedSessionWindowS: number;
  /** Wolfram|Alpha app id of the shared pages' short answer (`WOLFRAM_APP_ID`); null: no lookup. */
  wolframAppId: string | null;
  /** Accounts: tokens, mail, captcha secret, rate limits, social providers. */
  auth: AuthSettings;
  errorReporting: ErrorReportingSettings;
  /** The realtime server (`PUSHER_*`, `CHANNELS_*`), read by packages/channels' own rules. */
  channels: ChannelsConfig;
}

/** Whose `X-Forwarded-For` is believed: nobody's, or these proxies' addresses/CIDRs (or proxy-addr's range names). */
export type TrustProxy = false | string[];

/** Unless `AUTH_RATE_LIMIT_PER_ACCOUNT` is set, the per-identity ceiling across addresses is this many times the per-address one. */
const AUTH_RATE_LIMIT_PER_ACCOUNT_FACTOR = 10;

/** PostgreSQL connections per API process unless `DATABASE_POOL_SIZE` says otherwise (node-postgres' own default). */
const DATABASE_POOL_SIZE_DEFAULT = 10;

// proxy-addr's names of address ranges, accepted besides addresses and CIDRs.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** A configuration that cannot start the server; the message names every bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

// An unset or empty variable is "not set", as a shell `VAR=` is meant.
const optional = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

function integer(fallback: number, rule: 'non-negative' | 'positive') {
  return optional.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0 || (rule === 'positive' && value === 0)) {
      ctx.addIssue({ code: 'custom', message: `must be a ${rule} integer, got "${raw}"` });
      return z.NEVER;
    }
    return value;
  });
}

const timerFields = Object.fromEntries(
  Object.entries(SERVER_TIMER_DEFAULTS_S).map(([name, fallback]) => [name, integer(fallback, 'non-negative')]),
) as {
  [K in keyof typeof SERVER_TIMER_DEFAULTS_S]: ReturnType<typeof integer>;
};

/** The environment the API reads, variable by variable (README's table); cross-variable rules follow. */
export const envSchema = z.object({
  NODE_ENV: optional.transform((v) => v ?? 'development'),
  PORT: integer(3000, 'non-negative'),
  HOST: optional,
  DATA_DIR: optional,
  DATABASE_URL: optional,
  DATABASE_POOL_SIZE: integer(DATABASE_POOL_SIZE_DEFAULT, 'positive'),
  REDIS_URL: optional,
  RATE_LIMIT_REDIS_PREFIX: optional.transform((v) => v ?? 'ps:rl:'),
  TRUST_PROXY: optional.transform((raw, ctx): TrustProxy => {
    if (raw === undefined) return false;
    const entries = raw.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    // Fastify 5 ignores hop counts (they cannot tell a proxy from a client) and `true` would believe any client.
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `must be the proxies' addresses or CIDRs separated by commas (not "${bad.join(', ')}")` });
      return z.NEVER;
    }
    return entries;
  }),
  APP_VERSION: optional,
  LOG_LEVEL: optional,
  OPS_SECRET: optional,
  WEB_DIST_DIR: optional,
  STATUS_REFRESH_INTERVAL_S: optional,
  CAPTCHA_PROVIDER: optional.pipe(
    z.enum(['none', 'recaptcha', 'turnstile'], { message: 'is not supported (none, recaptcha or turnstile)' }).default('none'),
  ),
  CAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_SECRET: optional,
  CAPTCHA_VERIFY_URL: optional,
  CAPTCHA_MIN_SCORE: optional.transform((raw, ctx) => {
    const value = raw === undefined ? 0.5 : Number(raw);
    if (!(value >= 0 && value <= 1)) {
      ctx.addIssue({ code: 'custom', message: 'must be between 0 and 1' });
      return z.NEVER;
    }
    return value;
  }),
  BRAINTREE_MERCHANT_ID: optional,
  BRAINTREE_PUBLIC_KEY: optional,
  BRAINTREE_PRIVATE_KEY: optional,
  BRAINTREE_ENVIRONMENT: optional.pipe(z.enum(['sandbox', 'production'], { message: 'must be sandbox or production' }).optional()),
  JWT_SECRET: optional.refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  SMTP_URL: optional,
  MAIL_FROM: optional,
  PUBLIC_URL: optional,
  AUTH_RATE_LIMIT_WINDOW_S: integer(AUTH_RATE_LIMIT_WINDOW_S, 'positive'),
  AUTH_RATE_LIMIT_PER_IP: integer(AUTH_RATE_LIMIT_PER_IP, 'positive'),
  AUTH_RATE_LIMIT_PER_IDENTITY: integer(AUTH_RATE_LIMIT_PER_IDENTITY, 'positive'),
  // 0 stands for unset: the default follows AUTH_RATE_LIMIT_PER_IDENTITY.
  AUTH_RATE_LIMIT_PER_ACCOUNT: integer(0, 'positive'),
  WRITING_WEEKLY_LIMIT: integer(WRITING_WEEKLY_LIMIT, 'non-negative'),
  WRITING_MONTHLY_LIMIT: integer(WRITING_MONTHLY_LIMIT, 'non-negative'),
  SENTRY_DSN: optional.pipe(z.url({ message: 'must be a DSN address' }).optional()),
  SENTRY_BROWSER_DSN: optional.pipe(z.url({ message: 'must be a DSN address' }).optional()),
  SENTRY_ENVIRONMENT: optional,
  ERROR_REPORTS_KEPT: integer(ERROR_REPORTS_KEPT, 'positive'),
  SMS_PROVIDER_URL: optional.pipe(z.url({ message: 'must be an http(s) address' }).optional()),
  SMS_ACCOUNT_SID: optional,
  SMS_AUTH_TOKEN: optional,
  SMS_FROM: optional,
  DATA_DELETION_DELAY_S: integer(DATA_DELETION_DELAY_S, 'non-negative'),
  SHARED_SESSION_WINDOW_S: integer(SHARED_SESSION_VIEW_WINDOW_S, 'positive'),
  WOLFRAM_APP_ID: optional,
  ...timerFields,
});

type Env = z.infer<typeof envSchema>;
type Raw = Record<string, string | undefined>;

function readVersion(): string {
  const file = resolve(repoRoot, 'apps/api/package.json');
  if (!existsSync(file)) return '0.0.0';
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
}

// Providers are all-or-none: half a provider is a typo, not a wish to run without it.
function providersOf<N extends string, K extends string>(
  raw: Raw,
  names: readonly N[],
  keys: readonly K[],
  problems: string[],
): ({ name: N } & Record<K, string>)[] {
  const found: ({ name: N } & Record<K, string>)[] = [];
  for (const name of names) {
    const vars = keys.map((k) => `OIDC_${name.toUpperCase()}_${k}`);
    const values = vars.map((v) => raw[v] || undefined);
    if (values.every((v) => v === undefined)) continue;
    if (values.some((v) => v === undefined)) {
      problems.push(`${vars.slice(0, -1).join(', ')}${vars.length > 2 ? ',' : ''} and ${vars.at(-1)} must be set together`);
      continue;
    }
    found.push({ name, ...Object.fromEntries(keys.map((k, i) => [k, values[i]])) } as { name: N } & Record<K, string>);
  }
  return found;
}

// Braintree is all-or-none too: a half-configured gateway would quietly fall back to the sandbox.
function braintreeOf(env: Env, problems: string[]): BraintreeSettings | null {
  const merchantId = env.BRAINTREE_MERCHANT_ID;
  const publicKey = env.BRAINTREE_PUBLIC_KEY;
  const privateKey = env.BRAINTREE_PRIVATE_KEY;
  const environment = env.BRAINTREE_ENVIRONMENT;
  if (merchantId && publicKey && privateKey && environment) return { merchantId, publicKey, privateKey, environment };
  const given = {
    BRAINTREE_MERCHANT_ID: merchantId,
    BRAINTREE_PUBLIC_KEY: publicKey,
    BRAINTREE_PRIVATE_KEY: privateKey,
    BRAINTREE_ENVIRONMENT: environment,
  };
  const missing = Object.entries(given)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length < 4) problems.push(`${Object.keys(given).join(', ')} must be set together (missing: ${missing.join(', ')})`);
  return null;
}

// The SMS provider is all-or-none too (its address has a default): half of it would quietly text nobody.
function smsOf(env: Env, problems: string[]): SmsSettings | null {
  const given = { SMS_ACCOUNT_SID: env.SMS_ACCOUNT_SID, SMS_AUTH_TOKEN: env.SMS_AUTH_TOKEN, SMS_FROM: env.SMS_FROM };
  const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = given;
  if (accountSid && authToken && from)
    return { url: (env.SMS_PROVIDER_URL ?? 'https://api.twilio.com').replace(/\/+$/, ''), accountSid, authToken, from };
  const missing = Object.entries(given)
    .filter(([, v]) => v === undefined)
    .map(([k]) => k);
  if (missing.length < 3) problems.push(`${Object.keys(given).join(', ')} must be set together (missing: ${missing.join(', ')})`);
  return null;
}

function settingsOf(env: Env, raw: Raw, problems: string[]): Omit<AppConfig, 'channels'> {
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && !env.JWT_SECRET) problems.push('JWT_SECRET must be set in production');
  if (env.CAPTCHA_PROVIDER !== 'none' && !env.CAPTCHA_SECRET)
    problems.push(`CAPTCHA_SECRET must be set for CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`);
  const statusRefresh = integer(isProduction ? STATUS_REFRESH_INTERVAL_S : STATUS_REFRESH_INTERVAL_DEV_S, 'non-negative').safeParse(
    env.STATUS_REFRESH_INTERVAL_S,
  );
  if (!statusRefresh.success) problems.push(`STATUS_REFRESH_INTERVAL_S ${statusRefresh.error.issues[0]?.message}`);
  const social = providersOf(raw, OIDC_PROVIDER_NAMES, ['ISSUER', 'CLIENT_ID'] as const, problems);
  const partners = providersOf(raw, PARTNER_PROVIDER_NAMES, ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const, problems);
  const braintree = braintreeOf(env, problems);
  const timersS = Object.fromEntries(
    Object.keys(SERVER_TIMER_DEFAULTS_S).map((name) => [name, env[name as keyof typeof SERVER_TIMER_DEFAULTS_S]]),
  ) as AppConfig['timersS'];
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL,
    rateLimitRedisPrefix: env.RATE_LIMIT_REDIS_PREFIX,
    trustProxy: env.TRUST_PROXY,
    version: raw.APP_VERSION ?? readVersion(),
    logLevel: raw.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
    opsSecret: env.OPS_SECRET,
    webDistDir: resolve(raw.WEB_DIST_DIR ?? resolve(repoRoot, 'apps/web/dist')),
    statusRefreshIntervalS: statusRefresh.success ? statusRefresh.data : 0,
    tokenRefreshThresholdS: isProduction ? TOKEN_REFRESH_THRESHOLD_PROD_S : TOKEN_REFRESH_THRESHOLD_DEV_S,
    captchaProvider: env.CAPTCHA_PROVIDER,
    captchaSiteKey: env.CAPTCHA_SITE_KEY ?? null,
    paymentGateway: braintree ? 'braintree' : 'sandbox',
    braintree,
    timersS,
    writing: { weeklyLimit: env.WRITING_WEEKLY_LIMIT, monthlyLimit: env.WRITING_MONTHLY_LIMIT },
    errorReporting: {
      sentryDsn: env.SENTRY_DSN,
      browserSentryDsn: env.SENTRY_BROWSER_DSN ?? null,
      environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
      keptReports: env.ERROR_REPORTS_KEPT,
    },
    sms: smsOf(env, problems),
    dataDeletionDelayS: env.DATA_DELETION_DELAY_S,
    sharedSessionWindowS: env.SHARED_SESSION_WINDOW_S,
    wolframAppId: env.WOLFRAM_APP_ID ?? null,
    auth: {
      jwtSecret: env.JWT_SECRET,
      smtpUrl: env.SMTP_URL,
      mailFrom: env.MAIL_FROM ?? 'PhotoStudy <no-reply@photostudy.local>',
      publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
      captchaSecret: env.CAPTCHA_SECRET,
      captchaVerifyUrl: env.CAPTCHA_VERIFY_URL,
      captchaMinScore: env.CAPTCHA_MIN_SCORE,
      rateLimit: {
        windowS: env.AUTH_RATE_LIMIT_WINDOW_S,
        perIp: env.AUTH_RATE_LIMIT_PER_IP,
        perIdentity: env.AUTH_RATE_LIMIT_PER_IDENTITY,
        perAccount: env.AUTH_RATE_LIMIT_PER_ACCOUNT || AUTH_RATE_LIMIT_PER_ACCOUNT_FACTOR * env.AUTH_RATE_LIMIT_PER_IDENTITY,
      },
      oidcProviders: social.map((p) => ({
        name: p.name,
        issuer: p.ISSUER,
        clientId: p.CLIENT_ID,
        jwksUrl: raw[`OIDC_${p.name.toUpperCase()}_JWKS_URL`] || undefined,
        clientSecret: raw[`OIDC_${p.name.toUpperCase()}_CLIENT_SECRET`] || undefined,
      })),
      partnerProviders: partners.map((p) => ({ name: p.name, issuer: p.ISSUER, clientId: p.CLIENT_ID, clientSecret: p.CLIENT_SECRET })),
    },
  };
}

/**
 * Parses the whole environment once (server.ts and the CLI call it; nothing else reads process.env).
 * Every problem is collected, and startup stops with one message naming each bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push(`${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const settings = settingsOf(parsed.data, env, problems);
  let channels: ChannelsConfig | undefined;
  try {
    // The channels package keeps its own rules so that its standalone server reads the same variables.
    channels = channelsConfigFromEnv(env);
  } catch (err) {
    problems.push(err instanceof Error ? err.message : String(err));
  }
  if (problems.length || !channels) throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  return { ...settings, channels };
}
