import { TOS_CURRENT_ID } from '@photostudy/contracts';
import type { Database, DbExecutor } from '@photostudy/db';
import { appError } from '../../errors/app-error';
import { isUserIdAccount } from './account-kinds';
import type { AnalyticsRecorder } from '../analytics/analytics.service';
import type { Clock } from '../../core/clock';
import type { LedgerService } from '../ledger/ledger.service';
import {
  type AccountRow,
  accountsByIds,
  expertIdsCovering,
  addExpertRating,
  findAccountBasics,
  findExpertProfile,
  findProfileRow,
  findStudent,
  findStudents,
  insertExpert,
  insertModal,
  listExperts,
  markModalsDelivered,
  pendingModals,
  updateAccount,
} from './account.repository';
import {
  type ModalActionWire,
  presentModal,
  presentProfile,
  type ProfileWire,
  type ServerModalWire,
  type StorefrontWire,
  type SubscriptionWire,
} from './account.presenter';

/** The store's part of the status bundle (the store module answers it; it sits above this module). */
export interface StoreStatus {
  storefront: StorefrontWire;
  subscription: SubscriptionWire | null;
  purchaseCount: number;
}

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

/** What revoking and restoring an account asks of the sign-in system (the auth module's token service). */
export interface AccountAccess {
  /** Closes an account's access in the caller's transaction, with the texts shown on its next call. */
  closeAccess(tx: DbExecutor, accountId: number, texts: { title: string; body: string; actionText: string }, at: Date): Promise<void>;
  /** Reopens a closed account. */
  reopenAccess(accountId: number): Promise<void>;
}

/** The logged-in account: status bundle, terms, profile, revocation and queued modals. */
export class AccountService {
  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      analytics: AnalyticsRecorder;
      ledger: LedgerService;
      /** Closes and reopens sign-in (the auth module owns tokens and sign-in state; it sits above this module). */
      access: AccountAccess;
      /** How many questions the account asked (the question engine answers; it sits above this module). */
      countQuestions: (accountId: number) => Promise<number>;
      /** Storefront, subscription and number of purchases, in the account's language (the store answers). */
      storeStatus: (accountId: number, language: string) => Promise<StoreStatus>;
      /** Unread notifications of the account (the notifications module answers; it sits above this module). */
      unreadNotifications: (accountId: number) => Promise<number>;
    },
  ) {}

  /** What other modules need to know about an account (in their transaction when given). */
  basics(accountId: number, db: DbExecutor = this.deps.db) {
    return findAccountBasics(db, accountId);
  }

  /** Basics and email of an account (the expert profile shows them). */
  async basicsWithEmail(accountId: number) {
    const row = await findProfileRow(this.deps.db, accountId);
    return row ? { id: row.id, email: row.email, name: row.name } : null;
  }

  /** The account's display name, e.g. for presence channel data. */
  async displayName(accountId: number): Promise<string | null> {
    return (await findAccountBasics(this.deps.db, accountId))?.name ?? null;
  }

  /** An expert's profile: subjects, info and running rating. */
  expertProfile(expertId: number, db: DbExecutor = this.deps.db) {
    return findExpertProfile(db, expertId);
  }

  /** Ids of the experts covering a subject (in the caller's transaction when given). */
  expertsCovering(subjectId: number, db: DbExecutor = this.deps.db): Promise<number[]> {
    return expertIdsCovering(db, subjectId);
  }

  /** Adds a rating to an expert's running sum (or corrects a changed one), in the caller's transaction. */
  addExpertRating(tx: DbExecutor, expertId: number, deltaSum: number, deltaCount: number): Promise<void> {
    return addExpertRating(tx, expertId, deltaSum, deltaCount);
  }

  private async profileOf(
    accountId: number,
    language?: string,
  ): Promise<{
    profile: ProfileWire;
    row: NonNullable<Awaited<ReturnType<typeof findProfileRow>>>;
    balance: Awaited<ReturnType<LedgerService['balance']>>;
    store: StoreStatus;
  }> {
    const { db } = this.deps;
    const row = await findProfileRow(db, accountId);
    if (!row) throw appError('UNAUTHORIZED');
    const [balance, questionCount, store] = await Promise.all([
      this.deps.ledger.balance(db, accountId),
      this.deps.countQuestions(accountId),
      this.deps.storeStatus(accountId, language ?? row.language),
    ]);
    return { profile: presentProfile(row, { questionCount, purchases: store.purchaseCount }), row, balance, store };
  }

  /**
   * `GET /api/status-updates`: profile, balance, features, modals (delivered once), storefront, subscription, notifications.
   * Server texts follow `language` (the app's Accept-Language) when given, else the account's language.
   */
  async statusBundle(accountId: number, language?: string) {
    const { db, clock } = this.deps;
    // Every open app polls this: its reads go out in one round (the store's texts wait for the account's language
    // only when the app did not send one), not four in a row.
    const rowRead = findProfileRow(db, accountId);
    const [row, balance, questionCount, store, unread, queued] = await Promise.all([
      rowRead,
      this.deps.ledger.balance(db, accountId),
      this.deps.countQuestions(accountId),
      language
        ? this.deps.storeStatus(accountId, language)
        : rowRead.then((r) => (r ? this.deps.storeStatus(accountId, r.language) : null)),
      this.deps.unreadNotifications(accountId),
      pendingModals(db, accountId),
    ]);
    if (!row || !store) throw appError('UNAUTHORIZED');
    const profile = presentProfile(row, { questionCount, purchases: store.purchaseCount });
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
      balance: { session_count: balance.sessionCount, credit_count: balance.creditCount },
      features: row.features,
      modals,
      storefront: store.storefront,
      subscription: store.subscription,
      // What a fresh load needs to light the sidebar's dot; the notifications screen lists the rows.
      notifications: { unread_count: unread },
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
    if (input.name !== undefined && isUserIdAccount(current)) throw appError('NOT_AVAILABLE_FOR_ACCOUNT');
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
      await this.deps.access.closeAccess(
        tx,
        accountId,
        {
          title: texts.title ?? 'Account suspended',
          body: texts.body ?? 'Your account has been suspended. Please contact Support.',
          actionText: texts.actionText ?? 'OK',
        },
        now,
      );
    });
    await this.deps.analytics.record('account_revoked', { accountId, data: { actor_id: actorId } });
  }

  /** Reopens a revoked account (it logs in again). */
  async restoreAccount(accountId: number): Promise<void> {
    await this.deps.access.reopenAccess(accountId);
  }

  /** Experts with their profiles, newest first (admin area). */
  experts() {
    return listExperts(this.deps.db);
  }

  /** Inserts an expert account and its profile in the caller's transaction; undefined when the email is taken. */
  insertExpert(tx: DbExecutor, values: { email: string; name: string; passwordHash: string; subjectIds: number[]; now: Date }) {
    return insertExpert(tx, values);
  }

  /** Students whose email starts with, or whose User ID or uid equals, the query (admin area). */
  findStudents(query: string): Promise<AccountRow[]> {
    return findStudents(this.deps.db, query);
  }

  /** One student account, or null for any other role (in the caller's transaction when given). */
  student(uid: number, db: DbExecutor = this.deps.db): Promise<AccountRow | null> {
    return findStudent(db, uid);
  }

  /** Accounts by id, for naming people in lists. */
  byIds(ids: number[]): Promise<Map<number, AccountRow>> {
    return accountsByIds(this.deps.db, ids);
  }
}
