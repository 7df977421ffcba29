import { PASSWORD_MIN_LENGTH_CHARS, type Role } from '@photostudy/contracts';
import { type Database, hashPassword, verifyPassword } from '@photostudy/db';
import { appError } from '../../errors/app-error';
import { type AccountRow, accountDirectory } from '../account/account-directory.service';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import type { Clock } from '../../core/clock';
import { normalizeEmail, normalizeLoginId } from './identity';
import { type AuthAnswer, completeSignIn } from './sign-in';
import type { TokenService } from './token.service';

/** Email or User ID as the preset screens send them. */
export interface PresetIdentifier {
  email?: string | undefined;
  id?: string | undefined;
}

/** Throws the spec's short-password error. */
export function assertPasswordLength(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH_CHARS) throw appError('PASSWORD_TOO_SHORT');
}

/**
 * Preset and User-ID accounts (spec 000 section 4): the check step, then the password step, where
 * the first login of an administrator-created account creates its password.
 */
export class PresetService {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: { db: Database; clock: Clock; tokens: TokenService; analytics: AnalyticsRecorder }) {}

  private find(identifier: PresetIdentifier): Promise<AccountRow | undefined> {
    if (identifier.email?.trim()) return accountDirectory.byEmail(this.deps.db, normalizeEmail(identifier.email));
    return accountDirectory.byLoginId(this.deps.db, normalizeLoginId(identifier.id ?? ''));
  }

  // Unknown accounts cost one argon2 verify too, so timing does not tell them apart.
  private async burnVerify(password: string): Promise<void> {
    this.dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verifyPassword(await this.dummyHash, password);
  }

  /**
   * `POST /api/preset-checks`. Only an administrator-created account still waiting for its password
   * answers differently (the flow must show 'Create your password'); unknown and existing accounts
   * look the same until the password step.
   */
  async check(identifier: PresetIdentifier): Promise<{ status: 0 | 1; is_first_login: boolean }> {
    const account = await this.find(identifier);
    const isFirstLogin = account?.isPresetPending === true;
    return { status: isFirstLogin ? 0 : 1, is_first_login: isFirstLogin };
  }

  /** `POST /api/preset-logins`: password login, or password creation on the first login. */
  async login(input: PresetIdentifier & { password: string; deviceId: string }, audit: Record<string, unknown>): Promise<AuthAnswer> {
    const { db, clock, analytics } = this.deps;
    assertPasswordLength(input.password);
    const identity = input.email?.trim() ? { email: normalizeEmail(input.email) } : { login_id: normalizeLoginId(input.id ?? '') };
    const account = await this.find(input);
    const fail = async (reason: string) => {
      await analytics.record('login_failed', {
        accountId: account?.id ?? null,
        data: { ...audit, ...identity, auth_type: 'preset', reason },
      });
      return appError('INVALID_CREDENTIALS');
    };
    if (!account) {
      await this.burnVerify(input.password);
      throw await fail('unknown_account');
    }
    if (account.isPresetPending) {
      const passwordHash = await hashPassword(input.password);
      const created = await db.transaction(async (tx) => {
        if (!(await accountDirectory.setPassword(tx, account.id, passwordHash, clock.now(), { onlyIfPending: true }))) return null;
        return completeSignIn(tx, this.deps.tokens, { account, authType: 'preset', deviceId: input.deviceId, isNew: true });
      });
      if (created) {
        await analytics.record('preset_password_created', { accountId: account.id, data: audit });
        await analytics.record('preset_login', { accountId: account.id, data: { ...audit, first_login: true } });
        return created;
      }
      // Someone completed the first login a moment ago: check against the password set then.
      const fresh = await this.find(input);
      return this.passwordLogin(fresh ?? account, input, audit, fail);
    }
    return this.passwordLogin(account, input, audit, fail);
  }

  private async passwordLogin(
    account: AccountRow,
    input: { password: string; deviceId: string },
    audit: Record<string, unknown>,
    fail: (reason: string) => Promise<Error>,
  ): Promise<AuthAnswer> {
    if (!account.passwordHash) {
      await this.burnVerify(input.password);
      throw await fail('no_password');
    }
    if (!(await verifyPassword(account.passwordHash, input.password))) throw await fail('wrong_password');
    const answer = await this.deps.db.transaction((tx) =>
      completeSignIn(tx, this.deps.tokens, {
        account: { id: account.id, role: account.role as Role, email: account.email },
        authType: 'preset',
        deviceId: input.deviceId,
        isNew: false,
      }),
    );
    await this.deps.analytics.record('preset_login', { accountId: account.id, data: { ...audit, first_login: false, role: account.role } });
    return answer;
  }
}
