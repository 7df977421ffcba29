import type { Database } from '@photostudy/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import { authenticatePlugin } from '../../plugins/authenticate';
import { createRateLimitStore, type RateLimitStore } from '../../plugins/rate-limit';
import { accountRoutes } from '../account/account.routes';
import { AccountService } from '../account/account.service';
import { AnalyticsRecorder } from '../analytics/analytics.service';
import { type CaptchaVerifier, createCaptchaVerifier } from '../captcha/captcha';
import { MailService } from '../mail/mail.service';
import { createMailer, type Mailer } from '../mail/mailer';
import { mailboxRoutes } from '../mail/mailbox.routes';
import { authRoutes } from './auth.routes';
import { type Clock, systemClock } from './clock';
import { EmailLoginService } from './email-login.service';
import { deriveKey, resolveJwtSecret } from './jwt-secret';
import { PartnerSignOnService } from './partner-sign-on.service';
import { partnerSignOnRoutes } from './partner-sign-on.routes';
import { PasswordRecoveryService } from './password-recovery.service';
import { PresetService } from './preset.service';
import { SocialLoginService } from './social-login.service';
import { TokenService } from './token.service';

/** The accounts system's services, for other modules to use. */
export interface AccountsModule {
  clock: Clock;
  tokens: TokenService;
  analytics: AnalyticsRecorder;
  mailer: Mailer;
  mail: MailService;
  captcha: CaptchaVerifier;
  accounts: AccountService;
  social: SocialLoginService;
  partner: PartnerSignOnService;
  rateLimits: RateLimitStore;
}

/**
 * Registers the accounts system: the authenticate hook (`request.account`), sign-in, token, recovery
 * and account routes, and the dev mailbox outside production. Register it before any module whose
 * routes use `requireAccount` / `requireRole`.
 */
export async function registerAccounts(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Database; clock?: Clock | undefined },
): Promise<AccountsModule> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const settings = config.auth;
  const secret = resolveJwtSecret(settings.jwtSecret, config.dataDir);
  const analytics = new AnalyticsRecorder(db, clock, app.log);
  const mailer = createMailer({
    smtpUrl: settings.smtpUrl,
    mailFrom: settings.mailFrom,
    isProduction: config.isProduction,
    db,
    clock,
    log: app.log,
  });
  const mail = new MailService(mailer);
  const captcha = createCaptchaVerifier({
    provider: config.captchaProvider,
    secret: settings.captchaSecret,
    url: settings.captchaVerifyUrl,
    minScore: settings.captchaMinScore,
  });
  const rateLimits = createRateLimitStore(config.redisUrl, clock);
  const tokens = new TokenService({ db, clock, secret, analytics });
  const accounts = new AccountService({ db, clock, analytics });
  const social = new SocialLoginService({ db, clock, tokens, analytics, providers: settings.oidcProviders, log: app.log });

  await app.register(authenticatePlugin, { tokens, db });
  await app.register(authRoutes, {
    db,
    clock,
    settings,
    tokens,
    analytics,
    limits: rateLimits,
    social,
    emailLogin: new EmailLoginService({
      db,
      clock,
      tokens,
      mail,
      captcha,
      analytics,
      codeKey: deriveKey(secret, 'verification-code'),
      log: app.log,
    }),
    preset: new PresetService({ db, clock, tokens, analytics }),
    recovery: new PasswordRecoveryService({ db, clock, mail, analytics, publicUrl: settings.publicUrl, log: app.log }),
  });
  const partner = new PartnerSignOnService({
    db,
    clock,
    tokens,
    analytics,
    providers: settings.partnerProviders,
    publicUrl: settings.publicUrl,
    log: app.log,
  });
  await app.register(partnerSignOnRoutes, { partner, settings, analytics, limits: rateLimits });
  await app.register(accountRoutes, { accounts });
  if (!config.isProduction) await app.register(mailboxRoutes, { db });
  app.addHook('onClose', async () => {
    await mailer.close();
    await rateLimits.close();
  });
  return { clock, tokens, analytics, mailer, mail, captcha, accounts, social, partner, rateLimits };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The accounts system's services (mailer, analytics, tokens, account service...). */
    accounts: AccountsModule;
  }
}
