import type { DbExecutor } from '@photostudy/db';
import {
  hasAskDebit,
  hasRefund,
  insertDebitIfCovered,
  insertEntry,
  type LedgerRow,
  listEntries,
  lockAccount,
  paidForOf,
  sumByKind,
} from './ledger.repository';

/** The two balances: STEM/Business sessions and Writing credits. */
export type BalanceKind = 'session' | 'writing';

/** Balances as the status bundle shows them. */
export interface Balance {
  sessionCount: number;
  creditCount: number;
}

/** One grant of an operator import (preset accounts). */
export interface Grant {
  accountId: number;
  kind: BalanceKind;
  delta: number;
  actorId: number | null;
  note: string;
  createdAt: Date;
}

/**
 * The one ledger of brief section 6 and the only way money moves: every balance change is a row, the
 * balance is the sum, and changes happen in the caller's transaction. Writers take the one account
 * lock first, so concurrent changes of one account are serialised and a balance never goes below zero.
 */
export class LedgerService {
  /** Current balances of an account. */
  async balance(db: DbExecutor, accountId: number): Promise<Balance> {
    const totals = await sumByKind(db, accountId);
    return { sessionCount: Math.max(0, totals.session), creditCount: Math.max(0, totals.writing) };
  }

  /**
   * Credits what a purchase, a renewal or a redeemed reservation grants (one row per balance it adds to), under
   * the account lock; answers the balances after it. Must run inside the transaction that records the purchase.
   */
  async credit(
    tx: DbExecutor,
    input: {
      accountId: number;
      sessions: number;
      writingCredits: number;
      reason: 'purchase' | 'reservation';
      purchaseId?: number;
      note?: string;
    },
  ): Promise<Balance> {
    if (!(await lockAccount(tx, input.accountId))) throw new Error(`no account ${input.accountId} to credit`);
    const parts: [BalanceKind, number][] = [
      ['session', input.sessions],
      ['writing', input.writingCredits],
    ];
    for (const [kind, delta] of parts) {
      if (!Number.isInteger(delta) || delta < 0) throw new Error(`bad ${kind} credit ${delta}`);
      if (delta === 0) continue;
      await insertEntry(tx, {
        accountId: input.accountId,
        kind,
        delta,
        reason: input.reason,
        purchaseId: input.purchaseId ?? null,
        note: input.note ?? null,
      });
    }
    return this.balance(tx, input.accountId);
  }

  /**
   * Takes back what a refunded purchase credited, bounded per balance by what is still unused:
   * min(credited, current balance), so a refund never takes the balance below zero. Answers what was taken
   * and the balances after it. Callers make it once per purchase (the purchase row is locked and marked).
   */
  async reversePurchase(
    tx: DbExecutor,
    input: { accountId: number; purchaseId: number; sessions: number; writingCredits: number; actorId: number | null; note: string },
  ): Promise<{ sessions: number; writingCredits: number; balance: Balance }> {
    await lockAccount(tx, input.accountId);
    const totals = await sumByKind(tx, input.accountId);
    const taken = {
      session: Math.max(0, Math.min(input.sessions, totals.session)),
      writing: Math.max(0, Math.min(input.writingCredits, totals.writing)),
    };
    for (const kind of ['session', 'writing'] as const) {
      if (taken[kind] === 0) continue;
      await insertEntry(tx, {
        accountId: input.accountId,
        kind,
        delta: -taken[kind],
        reason: 'purchase_refund',
        purchaseId: input.purchaseId,
        actorId: input.actorId,
        note: input.note,
      });
    }
    return { sessions: taken.session, writingCredits: taken.writing, balance: await this.balance(tx, input.accountId) };
  }

  /**
   * The one lock of an account row: balance changes take it, and so does other work that must run one
   * at a time per account (an expert's claims, a student's reposts against their asks). False when the
   * account does not exist. Must run inside a transaction.
   */
  lockAccount(tx: DbExecutor, accountId: number): Promise<boolean> {
    return lockAccount(tx, accountId);
  }

  /**
   * Takes one unit of `kind` for what it pays for (a question for 'session', a Writing problem for 'writing');
   * false (and nothing written) when the balance is empty. Must run inside a transaction.
   */
  async debit(tx: DbExecutor, accountId: number, kind: BalanceKind, paidForId: number | null): Promise<boolean> {
    if (!(await lockAccount(tx, accountId))) return false;
    return insertDebitIfCovered(tx, { accountId, kind, ...paidForOf(kind, paidForId) });
  }

  /** Gives back the unit debited for a question (or a Writing problem, kind 'writing'), once (a second call is a no-op). */
  async refund(tx: DbExecutor, accountId: number, kind: BalanceKind, paidForId: number, note?: string): Promise<boolean> {
    await lockAccount(tx, accountId);
    if (await hasRefund(tx, accountId, kind, paidForId)) return false;
    await insertEntry(tx, { accountId, kind, delta: 1, reason: 'refund', note: note ?? null, ...paidForOf(kind, paidForId) });
    return true;
  }

  /** Refunds a question only when it was paid for by an ask debit (a free repost refunds nothing). */
  async refundAskDebit(tx: DbExecutor, accountId: number, kind: BalanceKind, questionId: number, note: string): Promise<boolean> {
    if (!(await hasAskDebit(tx, questionId))) return false;
    return this.refund(tx, accountId, kind, questionId, note);
  }

  /** Whether the unit paid for a question (or Writing problem, kind 'writing') was given back. */
  isRefunded(db: DbExecutor, accountId: number, kind: BalanceKind, paidForId: number): Promise<boolean> {
    return hasRefund(db, accountId, kind, paidForId);
  }

  /** A free repost: a zero row for the audit trail, under the account lock (serialised with asks). */
  async recordRepost(tx: DbExecutor, accountId: number, questionId: number, note: string): Promise<void> {
    await lockAccount(tx, accountId);
    await insertEntry(tx, { accountId, kind: 'session', delta: 0, reason: 'repost', questionId, note });
  }

  /** Operator grants (preset-accounts import), each under its account's lock. */
  async grant(tx: DbExecutor, grants: readonly Grant[]): Promise<void> {
    for (const g of grants) {
      if (!Number.isInteger(g.delta) || g.delta === 0) continue;
      await lockAccount(tx, g.accountId);
      await insertEntry(tx, {
        accountId: g.accountId,
        kind: g.kind,
        delta: g.delta,
        reason: 'grant',
        actorId: g.actorId,
        note: g.note,
        createdAt: g.createdAt,
      });
    }
  }

  /**
   * Adds (positive) or removes (negative) units with a reason: purchases, operator grants and revokes.
   * A removal never takes the balance below zero: it removes at most what there is.
   */
  async adjust(
    tx: DbExecutor,
    input: {
      accountId: number;
      kind: BalanceKind;
      delta: number;
      reason: 'purchase' | 'grant' | 'revoke';
      note?: string;
      actorId?: number;
    },
  ): Promise<LedgerRow | null> {
    if (!Number.isInteger(input.delta) || input.delta === 0) return null;
    if (!(await lockAccount(tx, input.accountId))) return null;
    let delta = input.delta;
    if (delta < 0) {
      const totals = await sumByKind(tx, input.accountId);
      delta = -Math.min(-delta, totals[input.kind]);
      if (delta === 0) return null;
    }
    return insertEntry(tx, {
      accountId: input.accountId,
      kind: input.kind,
      delta,
      reason: input.reason,
      note: input.note ?? null,
      actorId: input.actorId ?? null,
    });
  }

  /** The ledger rows of an account, newest first. */
  entries(db: DbExecutor, accountId: number, limit?: number): Promise<LedgerRow[]> {
    return listEntries(db, accountId, limit);
  }
}
