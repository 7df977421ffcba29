import { ADMIN_LIST_LIMIT, OPAQUE_TOKEN_BYTES } from '@photostudy/contracts';
import type { DbExecutor } from '@photostudy/db';
import type { InterfaceLanguage } from '../../core/language';
import { opaqueToken } from '../../core/secrets';
import { appError } from '../../errors/app-error';
import type { AccountRow } from '../account/account-directory.service';
import { updateAccount } from '../account/account.repository';
import { findIdentity } from '../auth/auth.repository';
import { DATA_DELETION_TIMER_KIND, type DataDeletionContext } from './data-deletion-context';
import { signedOutForDeletion } from './data-deletion-texts';
import { type AdminDeletionRequestWire, type DeletionStatusWire, presentAdminRequest, presentStatus } from './data-deletion.presenter';
import {
  type DeletionRequestRow,
  findPendingRequest,
  findRequest,
  insertRequest,
  listRequests,
  setConfirmationCode,
} from './data-deletion.repository';
import { verifySignedRequest } from './signed-request';

/** Random bytes of a provider callback's confirmation code (96 bits: a receipt, not a key). */
const CONFIRMATION_CODE_BYTES = 12;

function languageOf(account: Pick<AccountRow, 'language'>): InterfaceLanguage {
  return account.language === 'es' ? 'es' : 'en';
}

/**
 * Data-deletion requests (`/data-deletion/{request_id}`): from Settings, from a social provider's signed callback, or
 * from an admin. A request signs the account out at once, refuses its sign-ins from then on and schedules the erasure
 * job (`erasure.ts`) `DATA_DELETION_DELAY_S` later; an account has at most one pending request.
 */
export class DataDeletionService {
  constructor(private readonly ctx: DataDeletionContext) {}

  private urlOf(requestId: string): string {
    return `${this.ctx.settings.publicUrl}/data-deletion/${requestId}`;
  }

  // The pending request of the account, or a new one that closes the account and schedules its erasure.
  private async start(
    tx: DbExecutor,
    account: AccountRow,
    origin: 'settings' | 'provider_callback' | 'admin',
    language: InterfaceLanguage,
    confirmationCode: string | null = null,
  ): Promise<DeletionRequestRow> {
    const { clock, ledger, access, timers, settings } = this.ctx;
    // The account lock makes two racing requests leave one.
    await ledger.lockAccount(tx, account.id);
    const pending = await findPendingRequest(tx, account.id);
    if (pending) return confirmationCode && !pending.confirmationCode ? setConfirmationCode(tx, pending.id, confirmationCode) : pending;
    const now = clock.now();
    const row = await insertRequest(tx, {
      // 256 random bits: the status page is public, so its id is its only key.
      requestId: opaqueToken(OPAQUE_TOKEN_BYTES),
      accountId: account.id,
      origin,
      confirmationCode,
      createdAt: now,
    });
    await updateAccount(tx, account.id, { deletionRequestedAt: now, updatedAt: now });
    await access.closeAccess(tx, account.id, signedOutForDeletion(language), now);
    await timers.schedule(tx, DATA_DELETION_TIMER_KIND, row.id, settings.delayS);
    return row;
  }

  /** `POST /api/data-deletion-requests`: the caller's own request (the pending one when it exists). */
  async request(accountId: number, language: InterfaceLanguage | undefined): Promise<{ request_id: string; url: string }> {
    const row = await this.ctx.work.run(async ({ tx }) => {
      const account = await this.ctx.accounts.student(accountId, tx);
      if (!account) throw appError('FORBIDDEN');
      return this.start(tx, account, 'settings', language ?? languageOf(account));
    });
    return { request_id: row.requestId, url: this.urlOf(row.requestId) };
  }

  /** `GET /api/data-deletion-requests/{request_id}`: the public status. */
  async status(requestId: string): Promise<DeletionStatusWire> {
    const row = await findRequest(this.ctx.db, requestId);
    if (!row) throw appError('DATA_DELETION_NOT_FOUND');
    return presentStatus(row);
  }

  /**
   * `POST /api/data-deletion-callbacks/{provider}`: a provider's signed request (checked with its app secret) asks to
   * erase the account linked to its user. An unknown user still gets a status page and a code, as providers expect;
   * that request is completed at once, as there is nothing to erase.
   */
  async callback(provider: string, signedRequest: string): Promise<{ url: string; confirmation_code: string }> {
    const secret = this.ctx.settings.providers.find((p) => p.name === provider)?.clientSecret;
    if (!secret) throw appError('NOT_FOUND', { message: 'No data-deletion callback for this provider.' });
    const { userId } = verifySignedRequest(signedRequest, secret);
    const code = opaqueToken(CONFIRMATION_CODE_BYTES);
    const row = await this.ctx.work.run(async ({ tx }) => {
      const identity = await findIdentity(tx, provider, userId);
      const account = identity ? await this.ctx.accounts.student(identity.accountId, tx) : null;
      if (account) return this.start(tx, account, 'provider_callback', languageOf(account), code);
      const now = this.ctx.clock.now();
      return insertRequest(tx, {
        requestId: opaqueToken(OPAQUE_TOKEN_BYTES),
        accountId: null,
        origin: 'provider_callback',
        state: 'completed',
        confirmationCode: code,
        createdAt: now,
        completedAt: now,
      });
    });
    return { url: this.urlOf(row.requestId), confirmation_code: row.confirmationCode ?? code };
  }

  /** `POST /api/admin/data-deletion-requests`: an admin asks to erase a student (the pending request when it exists). */
  async adminRequest(uid: number): Promise<{ request_id: string; url: string }> {
    const row = await this.ctx.work.run(async ({ tx }) => {
      const account = await this.ctx.accounts.student(uid, tx);
      if (!account) throw appError('NOT_FOUND', { message: 'Student not found.' });
      return this.start(tx, account, 'admin', languageOf(account));
    });
    return { request_id: row.requestId, url: this.urlOf(row.requestId) };
  }

  /** `GET /api/admin/data-deletion-requests`: the newest requests first. */
  async adminList(): Promise<AdminDeletionRequestWire[]> {
    const rows = await listRequests(this.ctx.db, ADMIN_LIST_LIMIT);
    const ids = [...new Set(rows.flatMap((r) => (r.accountId === null ? [] : [r.accountId])))];
    const accounts = await this.ctx.accounts.byIds(ids);
    return rows.map((row) => presentAdminRequest(row, row.accountId === null ? null : (accounts.get(row.accountId) ?? null)));
  }
}
