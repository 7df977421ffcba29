import { ADMIN_LIST_LIMIT, OPAQUE_TOKEN_BYTES, PARENTS_OFFER_DEFAULT_SESSIONS, type parentsOptingSchema } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Clock } from '../../core/clock';
import type { InterfaceLanguage } from '../../core/language';
import { opaqueToken } from '../../core/secrets';
import type { UnitOfWork, UnitScope } from '../../core/unit-of-work';
import { appError } from '../../errors/app-error';
import type { AccountRow } from '../account/account-directory.service';
import type { AccountService } from '../account/account.service';
import { publishBalance } from '../ledger/balance-updated';
import type { LedgerService } from '../ledger/ledger.service';
import type { SmsSender } from '../sms/sms-sender';
import { normalizeParentPhone, parentPhoneOrNull } from './parents-phone';
import { acceptedSms, offerSms, optingTexts } from './parents-texts';
import { type AdminParentsOfferWire, presentAdminOffer } from './parents.presenter';
import {
  answeredSince,
  answerOffer,
  findOfferByCode,
  findOpenOffer,
  insertOffer,
  latestPhone,
  listOffers,
  type ParentsOfferRow,
} from './parents.repository';

/** The page's answer (`GET` and `PUT /api/parents-opting/{code}`). */
export type ParentsOptingWire = z.infer<typeof parentsOptingSchema>;

/** After a parent answered an offer, no automatic offer is made for the account for this long. */
const ANSWERED_OFFER_QUIET_S = 7 * 24 * 3600;

function firstName(account: Pick<AccountRow, 'name'> | null): string | null {
  return account?.name?.trim().split(/\s+/)[0] || null;
}

function languageOf(account: Pick<AccountRow, 'language'> | null): InterfaceLanguage {
  return account?.language === 'es' ? 'es' : 'en';
}

/**
 * Parents' credit offers (`/parents-opting/{code}`): made by an admin or when a User-ID (child) account runs out of
 * sessions, answered once by a parent; an acceptance grants the offer's free sessions through the ledger in the same
 * transaction. Texts to the parent go through the SMS sender after commit and never fail the call.
 */
export class ParentsService {
  constructor(
    private readonly deps: {
      db: Database;
      work: UnitOfWork;
      ledger: LedgerService;
      accounts: AccountService;
      sms: SmsSender;
      clock: Clock;
      publicUrl: string;
      log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
    },
  ) {}

  private urlOf(code: string): string {
    return `${this.deps.publicUrl}/parents-opting/${code}`;
  }

  // After commit: a text that cannot be sent is logged; the offer stands and the admin area shows its link.
  private textAfterCommit(scope: UnitScope, to: string, body: string): void {
    scope.afterCommit(async () => {
      try {
        await this.deps.sms.send(to, body);
      } catch (err) {
        this.deps.log.error({ err }, 'text to a parent failed');
      }
    });
  }

  private view(row: ParentsOfferRow, account: AccountRow | null, language: InterfaceLanguage): ParentsOptingWire {
    const texts = optingTexts(language, row.state, { childFirstName: firstName(account), sessions: row.sessions });
    return {
      type: row.state,
      title: texts.title,
      body: texts.body,
      sub_body: texts.subBody,
      phone: row.phone,
      accepted: row.state === 'optin' ? null : row.state === 'accepted',
    };
  }

  private async newOffer(
    scope: UnitScope,
    account: AccountRow,
    input: { sessions: number; origin: 'admin' | 'out_of_sessions'; phone: string | null; createdBy: number | null },
  ): Promise<ParentsOfferRow> {
    const row = await insertOffer(scope.tx, {
      // 256 random bits, base64url: the link's whole secret.
      code: opaqueToken(OPAQUE_TOKEN_BYTES),
      accountId: account.id,
      sessions: input.sessions,
      origin: input.origin,
      phone: input.phone,
      createdBy: input.createdBy,
      createdAt: this.deps.clock.now(),
    });
    if (row.phone) {
      const facts = { childFirstName: firstName(account), sessions: row.sessions };
      this.textAfterCommit(scope, row.phone, offerSms(languageOf(account), facts, this.urlOf(row.code)));
    }
    return row;
  }

  /** `GET /api/parents-opting/{code}`: the offer's view in the caller's language. */
  async show(code: string, language: InterfaceLanguage): Promise<ParentsOptingWire> {
    const row = await findOfferByCode(this.deps.db, code);
    if (!row) throw appError('PARENTS_OFFER_NOT_FOUND');
    return this.view(row, await this.deps.accounts.student(row.accountId), language);
  }

  /**
   * `PUT /api/parents-opting/{code}`: accepts (a phone is required) or refuses, once. An acceptance grants the
   * sessions through the ledger in the transaction that answers the offer, tells the open app its balance and texts
   * the parent a confirmation after commit.
   */
  async answer(
    code: string,
    input: { phone?: string | undefined; accepted: boolean },
    language: InterfaceLanguage,
  ): Promise<ParentsOptingWire> {
    const { ledger, clock } = this.deps;
    const phone = input.accepted ? normalizeParentPhone(input.phone ?? '') : parentPhoneOrNull(input.phone);
    return this.deps.work.run(async (scope) => {
      const { tx } = scope;
      const row = await answerOffer(tx, code, { state: input.accepted ? 'accepted' : 'refused', phone, answeredAt: clock.now() });
      if (!row) throw appError((await findOfferByCode(tx, code)) ? 'PARENTS_OFFER_ANSWERED' : 'PARENTS_OFFER_NOT_FOUND');
      const account = await this.deps.accounts.student(row.accountId, tx);
      if (row.state === 'accepted') {
        await ledger.adjust(tx, {
          accountId: row.accountId,
          kind: 'session',
          delta: row.sessions,
          reason: 'grant',
          note: `parents offer ${row.id}`,
        });
        const balance = await ledger.balance(tx, row.accountId);
        publishBalance(scope, row.accountId, balance);
        scope.emit('parents.offer_accepted', { accountId: row.accountId, offerId: row.id, sessions: row.sessions });
        if (row.phone)
          this.textAfterCommit(scope, row.phone, acceptedSms(language, { childFirstName: firstName(account), sessions: row.sessions }));
      }
      return this.view(row, account, language);
    });
  }

  /** `POST /api/admin/parents-offers`: an offer for a student; with a phone, its link is texted to the parent. */
  async create(actorId: number, input: { uid: number; sessions: number; phone?: string | undefined }): Promise<AdminParentsOfferWire> {
    const phone = input.phone ? normalizeParentPhone(input.phone) : null;
    return this.deps.work.run(async (scope) => {
      const account = await this.deps.accounts.student(input.uid, scope.tx);
      if (!account) throw appError('NOT_FOUND', { message: 'Student not found.' });
      const row = await this.newOffer(scope, account, { sessions: input.sessions, origin: 'admin', phone, createdBy: actorId });
      return presentAdminOffer(row, account, this.urlOf(row.code));
    });
  }

  /** `GET /api/admin/parents-offers`: the newest offers first. */
  async list(): Promise<AdminParentsOfferWire[]> {
    const rows = await listOffers(this.deps.db, ADMIN_LIST_LIMIT);
    const accounts = await this.deps.accounts.byIds([...new Set(rows.map((r) => r.accountId))]);
    return rows.map((row) => presentAdminOffer(row, accounts.get(row.accountId) ?? null, this.urlOf(row.code)));
  }

  /**
   * A User-ID (child) account was refused an ask for want of sessions (30402): its parent gets an offer of the
   * default sessions, unless one is still open or a parent answered one in the last 7 days. The account lock makes
   * racing refusals leave one offer. The parent is texted when the account (or an earlier offer) knows a phone.
   */
  async offerWhenOutOfSessions(accountId: number): Promise<void> {
    const { clock, ledger } = this.deps;
    await this.deps.work.run(async (scope) => {
      const { tx } = scope;
      const account = await this.deps.accounts.student(accountId, tx);
      if (!account || account.authType !== 'user_id' || account.deletionRequestedAt) return;
      await ledger.lockAccount(tx, accountId);
      if (await findOpenOffer(tx, accountId)) return;
      if (await answeredSince(tx, accountId, new Date(clock.now().getTime() - ANSWERED_OFFER_QUIET_S * 1000))) return;
      const phone = parentPhoneOrNull(account.phoneNumber) ?? (await latestPhone(tx, accountId));
      await this.newOffer(scope, account, { sessions: PARENTS_OFFER_DEFAULT_SESSIONS, origin: 'out_of_sessions', phone, createdBy: null });
    });
  }
}
