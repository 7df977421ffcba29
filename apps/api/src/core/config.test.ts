import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills every default from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      host: '0.0.0.0',
      captchaProvider: 'none',
      paymentGateway: 'sandbox',
      logLevel: 'info',
      databasePoolSize: 10,
    });
    expect(config.timersS).toMatchObject({ MATCH_WINDOW_S: 300, CLAIM_WINDOW_S: 120, DISCUSSION_DURATION_S: 1200 });
    expect(config.writing).toEqual({ weeklyLimit: 3, monthlyLimit: 10 });
    expect(config.auth).toMatchObject({
      publicUrl: 'http://localhost:3000',
      captchaMinScore: 0.5,
      oidcProviders: [],
      partnerProviders: [],
    });
    expect(config.channels).toMatchObject({ mode: 'embedded', usedDefaults: true });
  });

  it('reads the variables it is given', () => {
    const config = loadConfig({
      PORT: '4000',
      MATCH_WINDOW_S: '5',
      OIDC_GOOGLE_ISSUER: 'https://g',
      OIDC_GOOGLE_CLIENT_ID: 'id',
      PUSHER_CLUSTER: 'eu',
      WRITING_WEEKLY_LIMIT: '5',
      WRITING_MONTHLY_LIMIT: '20',
      DATABASE_POOL_SIZE: '24',
    });
    expect(config.port).toBe(4000);
    expect(config.databasePoolSize).toBe(24);
    expect(config.writing).toEqual({ weeklyLimit: 5, monthlyLimit: 20 });
    expect(config.timersS.MATCH_WINDOW_S).toBe(5);
    expect(config.auth.oidcProviders).toEqual([{ name: 'google', issuer: 'https://g', clientId: 'id', jwksUrl: undefined }]);
    expect(config.channels.mode).toBe('external');
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a non-negative integer/],
    [{ MATCH_WINDOW_S: '-1' }, /MATCH_WINDOW_S must be a non-negative integer/],
    [{ WRITING_WEEKLY_LIMIT: 'three' }, /WRITING_WEEKLY_LIMIT must be a non-negative integer/],
    [{ AUTH_RATE_LIMIT_PER_IP: '0' }, /AUTH_RATE_LIMIT_PER_IP must be a positive integer/],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE must be a positive integer/],
    [{ STATUS_REFRESH_INTERVAL_S: 'x' }, /STATUS_REFRESH_INTERVAL_S must be a non-negative integer/],
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, /CAPTCHA_PROVIDER/],
    [{ CAPTCHA_PROVIDER: 'turnstile' }, /CAPTCHA_SECRET must be set for CAPTCHA_PROVIDER=turnstile/],
    [{ CAPTCHA_MIN_SCORE: '2' }, /CAPTCHA_MIN_SCORE must be between 0 and 1/],
    [{ JWT_SECRET: 'short' }, /JWT_SECRET must be at least 32 characters/],
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY must be the proxies' addresses or CIDRs separated by commas \(not "true"\)/],
    [{ TRUST_PROXY: '2' }, /TRUST_PROXY must be the proxies' addresses or CIDRs/],
    [{ TRUST_PROXY: '10.0.0.1, 10.0.0.0/33' }, /TRUST_PROXY .*\(not "10.0.0.0\/33"\)/],
    [{ AUTH_RATE_LIMIT_PER_ACCOUNT: '0' }, /AUTH_RATE_LIMIT_PER_ACCOUNT must be a positive integer/],
    [{ OIDC_APPLE_ISSUER: 'https://a' }, /OIDC_APPLE_ISSUER and OIDC_APPLE_CLIENT_ID must be set together/],
    [
      { OIDC_CORPORATE_ISSUER: 'https://c', OIDC_CORPORATE_CLIENT_ID: 'x' },
      /OIDC_CORPORATE_ISSUER, OIDC_CORPORATE_CLIENT_ID, and OIDC_CORPORATE_CLIENT_SECRET must be set together/,
    ],
    [{ CHANNELS_MODE: 'cloud' }, /CHANNELS_MODE/],
    [{ PUSHER_PORT: 'x' }, /PUSHER_PORT/],
    [
      { BRAINTREE_MERCHANT_ID: 'm' },
      /BRAINTREE_MERCHANT_ID, .* must be set together \(missing: BRAINTREE_PUBLIC_KEY, BRAINTREE_PRIVATE_KEY, BRAINTREE_ENVIRONMENT\)/,
    ],
    [
      { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 's', BRAINTREE_ENVIRONMENT: 'live' },
      /BRAINTREE_ENVIRONMENT must be sandbox or production/,
    ],
  ])('names the bad variable in %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('believes no forwarding header unless TRUST_PROXY names the proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('reads the sign-in limits and the Redis prefix of the counters', () => {
    expect(loadConfig({}).auth.rateLimit).toEqual({ windowS: 600, perIp: 60, perIdentity: 10, perAccount: 100 });
    expect(loadConfig({}).rateLimitRedisPrefix).toBe('ps:rl:');
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_IDENTITY: '1000' }).auth.rateLimit.perAccount).toBe(10_000);
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_ACCOUNT: '30', RATE_LIMIT_REDIS_PREFIX: 'x:' })).toMatchObject({
      rateLimitRedisPrefix: 'x:',
      auth: { rateLimit: { perAccount: 30 } },
    });
  });

  it('runs Braintree when all four BRAINTREE_* variables are set, the sandbox otherwise', () => {
    const env = { BRAINTREE_MERCHANT_ID: 'm', BRAINTREE_PUBLIC_KEY: 'p', BRAINTREE_PRIVATE_KEY: 's', BRAINTREE_ENVIRONMENT: 'sandbox' };
    expect(loadConfig(env)).toMatchObject({
      paymentGateway: 'braintree',
      braintree: { merchantId: 'm', publicKey: 'p', privateKey: 's', environment: 'sandbox' },
    });
    expect(loadConfig({ BRAINTREE_MERCHANT_ID: '' })).toMatchObject({ paymentGateway: 'sandbox', braintree: null });
  });

  it('names every production requirement at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /JWT_SECRET must be set in production.*PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET/,
    );
  });
});
