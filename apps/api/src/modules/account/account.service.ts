import { TOS_CURRENT_ID } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import { appError } from '../../errors/app-error';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import { revokeAccountTokens, upsertAuthState } from '../auth/auth.repository';
import type { Clock } from '../auth/clock';
import {
  activePackages,
  countQuestions,
  findProfileRow,
  insertModal,
  ledgerSums,
  markModalsDelivered,
  pendingModals,
  updateAccount,
} from './account.repository';
import {
  type ModalActionWire,
  type NotificationWire,
  presentModal,
  presentPackage,
  presentProfile,
  type ProfileWire,
  type ServerModalWire,
  type SubscriptionWire,
} from './account.presenter';

/** Storefront banner texts of the status bundle. */
export const STOREFRONT_BANNER = { title: 'Get more sessions', subtitle: 'Learn with a live expert anytime' } as const;

/** The terms modal queued for accounts that have not accepted the current terms. */
export const TOS_MODAL: ServerModalWire = {
  id: `tos-${TOS_CURRENT_ID}`,
  title: 'Terms of Service',
  body: 'Please read and accept our Terms of Service and Privacy Policy to continue.',
  actions: [
    { type: 'tos', text: 'I agree', tos_id: TOS_CURRENT_ID, accept: true },
    { type: 'tos', text: 'No, thanks', tos_id: TOS_CURRENT_ID, accept: false },
  ],
};

/** What other modules add to the status bundle (notifications, subscription). */
export interface StatusContributors {
  notifications?: (accountId: number) => Promise<NotificationWire[]>;
  subscription?: (accountId: number) => Promise<SubscriptionWire | null>;
}

/** The logged-in account: status bundle, terms, profile, revocation and queued modals. */
export class AccountService {
  private contributors: StatusContributors = {};

  constructor(private readonly deps: { db: Database; clock: Clock; analytics: AnalyticsRecorder }) {}

  /** Lets another module fill the bundle's notifications or subscription. */
  useStatusContributors(contributors: StatusContributors): void {
    this.contributors = { ...this.contributors, ...contributors };
  }

  private async profileOf(
    accountId: number,
  ): Promise<{
    profile: ProfileWire;
    row: NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;
    sums: Awaited<ReturnType<typeof ledgerSums>>;
  }> {
    const { db } = this.deps;
    const row = await findProfileRow(db, accountId);
    if (!row) throw appError('UNAUTHORIZED');
    const [sums, questionCount] = await Promise.all([ledgerSums(db, accountId), countQuestions(db, accountId)]);
    return { profile: presentProfile(row, { questionCount, purchases: sums.purchases }), row, sums };
  }

  /** `GET /api/status-updates`: profile, balance, features, modals (delivered once), storefront, subscription, notifications. */
  async statusBundle(accountId: number) {
    const { db, clock } = this.deps;
    const { profile, row, sums } = await this.profileOf(accountId);
    const [packages, queued, notifications, subscription] = await Promise.all([
      activePackages(db),
      pendingModals(db, accountId),
      this.contributors.notifications?.(accountId) ?? Promise.resolve([]),
      this.contributors.subscription?.(accountId) ?? Promise.resolve(null),
    ]);
    const delivered = await markModalsDelivered(
      db,
      queued.map((m) => m.id),
      clock.now(),
    );
    const modals: ServerModalWire[] = [
      ...(row.tosAcceptedAt ? [] : [TOS_MODAL]),
      ...queued.filter((m) => delivered.has(m.id)).map(presentModal),
    ];
    return {
      profile,
      balance: { session_count: Math.max(0, sums.session), credit_count: Math.max(0, sums.writing) },
      features: row.features,
      modals,
      storefront: { ...STOREFRONT_BANNER, packages: packages.map(presentPackage) },
      subscription,
      notifications,
    };
  }

  /** `POST /api/tos-agreements`: records acceptance of the current terms and the messages toggle. */
  async acceptTos(accountId: number, input: { allowsAccountMessages: boolean | undefined }): Promise<void> {
    const now = this.deps.clock.now();
    await updateAccount(this.deps.db, accountId, {
      tosAcceptedAt: now,
      ...(input.allowsAccountMessages !== undefined ? { allowsAccountMessages: input.allowsAccountMessages } : {}),
      updatedAt: now,
    });
    await this.deps.analytics.record('tos_accepted', {
      accountId,
      data: { tos_id: TOS_CURRENT_ID, allows_account_messages: input.allowsAccountMessages ?? null },
    });
  }

  /** `POST /api/profile-updates`: name and grade; a grade completes the profile (status 1). User-ID accounts have no name. */
  async updateProfile(accountId: number, input: { name?: string | undefined; grade?: number | undefined }): Promise<ProfileWire> {
    const { db, clock } = this.deps;
    const current = await findProfileRow(db, accountId);
    if (!current) throw appError('UNAUTHORIZED');
    if (input.name !== undefined && current.authType === 'user_id')
      throw appError('FORBIDDEN', { message: 'User-ID accounts have no name.' });
    const grade = input.grade ?? current.grade;
    await updateAccount(db, accountId, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.grade !== undefined ? { grade: input.grade } : {}),
      status: grade !== null ? 1 : current.status,
      updatedAt: clock.now(),
    });
    await this.deps.analytics.record('profile_updated', {
      accountId,
      data: { fields: Object.keys(input).filter((k) => input[k as keyof typeof input] !== undefined) },
    });
    return (await this.profileOf(accountId)).profile;
  }

  /** Queues a server-driven modal, delivered once by the next status update. */
  async queueModal(
    accountId: number,
    modal: { title: string; body: string; actions: ModalActionWire[]; forceLogout?: boolean },
  ): Promise<void> {
    await insertModal(this.deps.db, {
      accountId,
      title: modal.title,
      body: modal.body,
      actions: modal.actions,
      isForceLogout: modal.forceLogout ?? false,
      createdAt: this.deps.clock.now(),
    });
  }

  /**
   * Closes an account's access: its refresh tokens die and every call answers 30401 with this modal
   * text until `restoreAccount`.
   */
  async revokeAccount(
    accountId: number,
    texts: { title?: string; body?: string; actionText?: string } = {},
    actorId: number | null = null,
  ): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      await upsertAuthState(tx, accountId, {
        revokedAt: now,
        revokeTitle: texts.title ?? 'Account suspended',
        revokeBody: texts.body ?? 'Your account has been suspended. Please contact Support.',
        revokeActionText: texts.actionText ?? 'OK',
        updatedAt: now,
      });
      await revokeAccountTokens(tx, accountId, now);
    });
    await this.deps.analytics.record('account_revoked', { accountId, data: { actor_id: actorId } });
  }

  /** Reopens a revoked account (it logs in again). */
  async restoreAccount(accountId: number): Promise<void> {
    await upsertAuthState(this.deps.db, accountId, { revokedAt: null, updatedAt: this.deps.clock.now() });
  }
}
