import { AUTH_RATE_LIMIT_PER_IDENTITY, AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_WINDOW_S } from '@photostudy/contracts';

/** Social sign-in providers that may be configured through `OIDC_<NAME>_*`. */
export const OIDC_PROVIDER_NAMES = ['google', 'facebook', 'apple'] as const;
/** A social sign-in provider name. */
export type OidcProviderName = (typeof OIDC_PROVIDER_NAMES)[number];

/** One configured OpenID Connect provider. */
export interface OidcProviderSettings {
  name: OidcProviderName;
  issuer: string;
  clientId: string;
  /** When unset, found through the issuer's discovery document. */
  jwksUrl: string | undefined;
}

/** Partner sign-on providers (university and corporate login) configured through `OIDC_<NAME>_*`. */
export const PARTNER_PROVIDER_NAMES = ['university', 'corporate'] as const;
/** A partner sign-on provider name. */
export type PartnerProviderName = (typeof PARTNER_PROVIDER_NAMES)[number];

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
  rateLimit: { windowS: number; perIp: number; perIdentity: number };
  oidcProviders: OidcProviderSettings[];
  partnerProviders: PartnerProviderSettings[];
}

function readPositiveInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/** Reads the accounts settings from the environment; production refuses to start without a JWT secret. */
export function loadAuthSettings(
  env: NodeJS.ProcessEnv,
  opts: { isProduction: boolean; port: number; captchaProvider: string },
): AuthSettings {
  const jwtSecret = env.JWT_SECRET || undefined;
  if (opts.isProduction && !jwtSecret) throw new Error('JWT_SECRET must be set in production');
  if (jwtSecret && jwtSecret.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
  const captchaSecret = env.CAPTCHA_SECRET || undefined;
  if (opts.captchaProvider !== 'none' && !captchaSecret)
    throw new Error(`CAPTCHA_SECRET must be set for CAPTCHA_PROVIDER=${opts.captchaProvider}`);
  const oidcProviders: OidcProviderSettings[] = [];
  for (const name of OIDC_PROVIDER_NAMES) {
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    if (!issuer && !clientId) continue;
    if (!issuer || !clientId) throw new Error(`${prefix}ISSUER and ${prefix}CLIENT_ID must be set together`);
    oidcProviders.push({ name, issuer, clientId, jwksUrl: env[`${prefix}JWKS_URL`] || undefined });
  }
  const partnerProviders: PartnerProviderSettings[] = [];
  for (const name of PARTNER_PROVIDER_NAMES) {
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const issuer = env[`${prefix}ISSUER`];
    const clientId = env[`${prefix}CLIENT_ID`];
    const clientSecret = env[`${prefix}CLIENT_SECRET`];
    if (!issuer && !clientId && !clientSecret) continue;
    if (!issuer || !clientId || !clientSecret)
      throw new Error(`${prefix}ISSUER, ${prefix}CLIENT_ID and ${prefix}CLIENT_SECRET must be set together`);
    partnerProviders.push({ name, issuer, clientId, clientSecret });
  }
  const minScore = env.CAPTCHA_MIN_SCORE ? Number(env.CAPTCHA_MIN_SCORE) : 0.5;
  if (!(minScore >= 0 && minScore <= 1)) throw new Error('CAPTCHA_MIN_SCORE must be between 0 and 1');
  return {
    jwtSecret,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'PhotoStudy <no-reply@photostudy.local>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${opts.port}`).replace(/\/+$/, ''),
    captchaSecret,
    captchaVerifyUrl: env.CAPTCHA_VERIFY_URL || undefined,
    captchaMinScore: minScore,
    rateLimit: {
      windowS: readPositiveInt(env, 'AUTH_RATE_LIMIT_WINDOW_S', AUTH_RATE_LIMIT_WINDOW_S),
      perIp: readPositiveInt(env, 'AUTH_RATE_LIMIT_PER_IP', AUTH_RATE_LIMIT_PER_IP),
      perIdentity: readPositiveInt(env, 'AUTH_RATE_LIMIT_PER_IDENTITY', AUTH_RATE_LIMIT_PER_IDENTITY),
    },
    oidcProviders,
    partnerProviders,
  };
}
