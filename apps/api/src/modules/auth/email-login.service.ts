import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_LENGTH_DIGITS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_RESEND_THROTTLE_S,
  VERIFICATION_CODE_TTL_S,
} from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { UnitOfWork } from '../../core/unit-of-work';
import { appError } from '../../errors/app-error';
import { accountDirectory } from '../account/account-directory.service';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import { assertCaptcha, type CaptchaVerifier } from '../captcha/captcha';
import type { MailService } from '../mail/mail.service';
import { mailLanguage } from '../mail/templates';
import { consumeCode, countWrongTry, deleteCode, findActiveCode, findLatestCode, replaceCode } from './auth.repository';
import { addSeconds, type Clock } from '../../core/clock';
import { NEW_STUDENT_FEATURES, usesPassword, validEmailOrThrow } from './identity';
import { type AuthAnswer, completeSignIn } from './sign-in';
import type { TokenService } from './token.service';

/** Who is calling: for captcha, language and audit. */
export interface CallContext {
  ip: string;
  acceptLanguage: string | undefined;
  audit: Record<string, unknown>;
}

/**
 * Email login (spec 000 section 4): the email step sends a 6-digit code (or sends preset accounts
 * to their password step); the code step verifies it, creating the account when new.
 */
export class EmailLoginService {
  private readonly codeKey: Buffer;

  constructor(
    private readonly deps: {
      db: Database;
      /** Units of work: the sign-in transaction emits `account.created` after commit. */
      work: UnitOfWork;
      clock: Clock;
      tokens: TokenService;
      mail: MailService;
      captcha: CaptchaVerifier;
      analytics: AnalyticsRecorder;
      codeKey: Buffer;
      log: FastifyBaseLogger;
    },
  ) {
    this.codeKey = deps.codeKey;
  }

  // Keyed hash: a leaked table does not give away codes by brute force over the 10^6 space.
  private hashCode(email: string, code: string): string {
    return createHmac('sha256', this.codeKey).update(`${email}\n${code}`).digest('hex');
  }

  private newCode(): string {
    return String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH_DIGITS)).padStart(VERIFICATION_CODE_LENGTH_DIGITS, '0');
  }

  /** `POST /api/login` with type email: `{type: 'preset'}` for password accounts, else emails a code and answers `{type: 'email'}`. */
  async requestCode(
    input: { email: string | undefined; captchaToken: string | undefined },
    ctx: CallContext,
  ): Promise<{ type: 'email' | 'preset'; email: string }> {
    const { db, clock, analytics } = this.deps;
    const email = validEmailOrThrow(input.email);
    await assertCaptcha(this.deps.captcha, input.captchaToken, ctx.ip);
    const account = await accountDirectory.byEmail(db, email);
    if (account && usesPassword(account)) {
      await analytics.record('login_requested', { accountId: account.id, data: { ...ctx.audit, email, next: 'preset' } });
      return { type: 'preset', email };
    }
    const now = clock.now();
    const latest = await findLatestCode(db, email);
    if (latest) {
      const elapsedS = (now.getTime() - latest.createdAt.getTime()) / 1000;
      if (elapsedS < VERIFICATION_CODE_RESEND_THROTTLE_S) {
        throw appError('RATE_LIMITED', { retry_after_s: Math.max(1, Math.ceil(VERIFICATION_CODE_RESEND_THROTTLE_S - elapsedS)) });
      }
    }
    const code = this.newCode();
    const codeId = await db.transaction((tx) =>
      replaceCode(tx, { email, codeHash: this.hashCode(email, code), createdAt: now, expiresAt: addSeconds(now, VERIFICATION_CODE_TTL_S) }),
    );
    try {
      await this.deps.mail.sendVerificationCode(email, mailLanguage(account?.language ?? ctx.acceptLanguage), code);
    } catch (err) {
      // Nothing half-done: without the email the code must not exist (nor block a retry).
      await deleteCode(db, codeId);
      this.deps.log.error({ err }, 'verification email could not be sent');
      throw appError('APPLICATION_ERROR');
    }
    await analytics.record('login_requested', { accountId: account?.id ?? null, data: { ...ctx.audit, email, next: 'code' } });
    return { type: 'email', email };
  }

  /** `POST /api/identity-verifies`: checks the code (single use, 10 minutes, 5 tries) and signs in, creating new accounts. */
  async verifyCode(input: { email: string; code: string; deviceId: string }, ctx: CallContext): Promise<AuthAnswer> {
    const { db, clock, analytics } = this.deps;
    const email = validEmailOrThrow(input.email);
    const now = clock.now();
    const row = await findActiveCode(db, email);
    if (!row || row.expiresAt <= now) {
      await analytics.record('login_failed', {
        data: { ...ctx.audit, email, auth_type: 'email', reason: row ? 'code_expired' : 'no_code' },
      });
      throw appError('CODE_EXPIRED');
    }
    const given = Buffer.from(this.hashCode(email, input.code.trim()), 'hex');
    const expected = Buffer.from(row.codeHash, 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      const attempts = await countWrongTry(db, row.id, VERIFICATION_CODE_MAX_ATTEMPTS, now);
      const attemptsLeft = Math.max(0, VERIFICATION_CODE_MAX_ATTEMPTS - attempts);
      await analytics.record('login_failed', {
        data: { ...ctx.audit, email, auth_type: 'email', reason: 'wrong_code', attempts_left: attemptsLeft },
      });
      if (attemptsLeft === 0) throw appError('CODE_EXPIRED');
      throw appError('INVALID_CODE', { attempts_left: attemptsLeft });
    }
    const answer = await this.deps.work.run(async ({ tx, emit }) => {
      if (!(await consumeCode(tx, row.id, now))) throw appError('CODE_EXPIRED');
      let account = await accountDirectory.byEmail(tx, email);
      let isNew = false;
      if (!account) {
        account = await accountDirectory.createIfAbsent(tx, {
          email,
          authType: 'email',
          role: 'student',
          status: 0,
          features: NEW_STUDENT_FEATURES,
          language: mailLanguage(ctx.acceptLanguage),
          registrationOrigin: 'email',
          createdAt: now,
          updatedAt: now,
        });
        isNew = account !== undefined;
        // A concurrent verify created it first.
        account ??= await accountDirectory.byEmail(tx, email);
        if (!account) throw appError('APPLICATION_ERROR');
      }
      // The account turned into a password account after the code was sent: it must use its password.
      if (usesPassword(account)) throw appError('INVALID_CREDENTIALS');
      const signedIn = await completeSignIn(tx, this.deps.tokens, { account, authType: 'email', deviceId: input.deviceId, isNew });
      if (isNew) emit('account.created', { accountId: account.id, authType: 'email', audit: ctx.audit });
      return { signedIn, accountId: account.id, isNew };
    });
    await analytics.record('code_verified', { accountId: answer.accountId, data: { ...ctx.audit, is_new_account: answer.isNew } });
    return answer.signedIn;
  }
}
