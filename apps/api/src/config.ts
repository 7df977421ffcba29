import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_TIMER_DEFAULTS_S, STATUS_REFRESH_INTERVAL_DEV_S, STATUS_REFRESH_INTERVAL_S, TOKEN_REFRESH_THRESHOLD_DEV_S, TOKEN_REFRESH_THRESHOLD_PROD_S } from '@photostudy/contracts';
import { type AuthSettings, loadAuthSettings } from './modules/auth/auth.config';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every setting of the API process, read once from the environment (README lists them). */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
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
  timersS: Record<keyof typeof SERVER_TIMER_DEFAULTS_S, number>;
  /** Accounts: tokens, mail, captcha secret, rate limits, social providers. */
  auth: AuthSettings;
}

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function readVersion(): string {
  const file = resolve(repoRoot, 'apps/api/package.json');
  if (!existsSync(file)) return '0.0.0';
  return (JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0';
}


/** Builds the configuration from an environment (process.env by default). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const nodeEnv = env.NODE_ENV ?? 'development';
  const isProduction = nodeEnv === 'production';
  const timersS = Object.fromEntries(
    Object.entries(SERVER_TIMER_DEFAULTS_S).map(([name, fallback]) => [name, readInt(env, name, fallback)]),
  ) as AppConfig['timersS'];
  const captchaProvider = (env.CAPTCHA_PROVIDER ?? 'none') as AppConfig['captchaProvider'];
  if (!['none', 'recaptcha', 'turnstile'].includes(captchaProvider)) throw new Error(`CAPTCHA_PROVIDER "${captchaProvider}" is not supported`);
  const port = readInt(env, 'PORT', 3000);
  return {
    nodeEnv,
    isProduction,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    version: env.APP_VERSION ?? readVersion(),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    opsSecret: env.OPS_SECRET || undefined,
    webDistDir: resolve(env.WEB_DIST_DIR ?? resolve(repoRoot, 'apps/web/dist')),
    statusRefreshIntervalS: readInt(env, 'STATUS_REFRESH_INTERVAL_S', isProduction ? STATUS_REFRESH_INTERVAL_S : STATUS_REFRESH_INTERVAL_DEV_S),
    tokenRefreshThresholdS: isProduction ? TOKEN_REFRESH_THRESHOLD_PROD_S : TOKEN_REFRESH_THRESHOLD_DEV_S,
    captchaProvider,
    captchaSiteKey: env.CAPTCHA_SITE_KEY ?? null,
    paymentGateway: env.BRAINTREE_MERCHANT_ID ? 'braintree' : 'sandbox',
    timersS,
    auth: loadAuthSettings(env, { isProduction, port, captchaProvider }),
  };
}
