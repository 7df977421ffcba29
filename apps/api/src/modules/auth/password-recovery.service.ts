import { OPAQUE_TOKEN_BYTES, PASSWORD_RECOVERY_LINK_TTL_S, VERIFICATION_CODE_RESEND_THROTTLE_S } from '@photostudy/contracts';
import { type Database, hashPassword } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import { appError } from '../../errors/app-error';
import { accountDirectory } from '../account/account-directory.service';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import type { MailService } from '../mail/mail.service';
import { mailLanguage } from '../mail/templates';
import {
  consumeRecovery,
  deleteRecovery,
  findAccountAccess,
  findLatestRecovery,
  findLiveRecovery,
  insertRecovery,
  retireRecoveries,
  revokeAccountTokens,
  upsertAuthState,
} from './auth.repository';
import { addSeconds, type Clock, epochS } from '../../core/clock';
import { usesPassword, validEmailOrThrow } from './identity';
import { opaqueToken, sha256Hex } from '../../core/secrets';
import { assertPasswordLength } from './preset.service';

/**
 * Password recovery (spec 000 sections 2 and 4): a single-use link valid 24 hours, emailed only to
 * password accounts; the request always answers the same so it does not reveal accounts.
 */
export class PasswordRecoveryService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      mail: MailService;
      analytics: AnalyticsRecorder;
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  /** `POST /api/password-recovery`: emails a link when a password account has this email; same answer either way. */
  async request(rawEmail: string, audit: Record<string, unknown>): Promise<void> {
    const { db, clock, analytics } = this.deps;
    const email = validEmailOrThrow(rawEmail);
    const account = await accountDirectory.byEmail(db, email);
    const now = clock.now();
    let outcome = 'no_account';
    if (account && usesPassword(account)) {
      const access = await findAccountAccess(db, account.id);
      const latest = await findLatestRecovery(db, account.id);
      if (access?.revokedAt) outcome = 'revoked';
      else if (latest && now.getTime() - latest.createdAt.getTime() < VERIFICATION_CODE_RESEND_THROTTLE_S * 1000) outcome = 'throttled';
      else {
        const code = opaqueToken(OPAQUE_TOKEN_BYTES);
        const id = await insertRecovery(db, {
          accountId: account.id,
          codeHash: sha256Hex(code),
          createdAt: now,
          expiresAt: addSeconds(now, PASSWORD_RECOVERY_LINK_TTL_S),
        });
        try {
          await this.deps.mail.sendPasswordRecovery(email, mailLanguage(account.language), `${this.deps.publicUrl}/new-password/${code}`);
          outcome = 'sent';
        } catch (err) {
          await deleteRecovery(db, id);
          this.deps.log.error({ err }, 'password recovery email could not be sent');
          outcome = 'mail_failed';
        }
      }
    }
    await analytics.record('password_recovery_requested', { accountId: account?.id ?? null, data: { ...audit, email, outcome } });
  }

  /** `GET /api/password-recovery/{code}`: whether the link can still be used. */
  async check(code: string): Promise<{ is_valid: true; expires_at: number }> {
    const row = await findLiveRecovery(this.deps.db, sha256Hex(code), this.deps.clock.now());
    if (!row) throw appError('INVALID_EXPIRED_LINK');
    return { is_valid: true, expires_at: epochS(row.expiresAt) };
  }

  /** `PUT /api/password-recovery`: sets the new password once, signing the account out everywhere. */
  async reset(code: string, password: string, audit: Record<string, unknown>): Promise<void> {
    const { db, clock } = this.deps;
    assertPasswordLength(password);
    const codeHash = sha256Hex(code);
    if (!(await findLiveRecovery(db, codeHash, clock.now()))) throw appError('INVALID_EXPIRED_LINK');
    const passwordHash = await hashPassword(password);
    const now = clock.now();
    const accountId = await db.transaction(async (tx) => {
      const id = await consumeRecovery(tx, codeHash, now);
      if (id === undefined) throw appError('INVALID_EXPIRED_LINK');
      await accountDirectory.setPassword(tx, id, passwordHash, now);
      await retireRecoveries(tx, id, now);
      await revokeAccountTokens(tx, id, now);
      await upsertAuthState(tx, id, { tokensValidAfter: now, updatedAt: now });
      return id;
    });
    await this.deps.analytics.record('password_reset', { accountId, data: audit });
  }
}
