import type { DbExecutor } from '@photostudy/db';
import { hasRefund, insertEntry, type LedgerRow, listEntries, lockAccount, sumByKind } from './ledger.repository';

/** The two balances: STEM/Business sessions and Writing credits. */
export type BalanceKind = 'session' | 'writing';

/** Balances as the status bundle shows them. */
export interface Balance {
  sessionCount: number;
  creditCount: number;
}

/**
 * The one ledger of brief section 6: every balance change is a row, the balance is the sum, and
 * changes happen in the caller's transaction. Writers lock the account row first, so concurrent
 * debits of one account are serialised and a balance never goes below zero.
 */
export const ledger = {
  /** Current balances of an account. */
  async balance(db: DbExecutor, accountId: number): Promise<Balance> {
    const totals = await sumByKind(db, accountId);
    return { sessionCount: Math.max(0, totals.session), creditCount: Math.max(0, totals.writing) };
  },

  /**
   * Takes one unit of `kind` for a question; false (and nothing written) when the balance is empty.
   * Must run inside a transaction.
   */
  async debit(tx: DbExecutor, accountId: number, kind: BalanceKind, questionId: number | null): Promise<boolean> {
    if (!(await lockAccount(tx, accountId))) return false;
    const totals = await sumByKind(tx, accountId);
    if (totals[kind] < 1) return false;
    await insertEntry(tx, { accountId, kind, delta: -1, reason: 'ask_debit', questionId });
    return true;
  },

  /** Gives back the unit debited for a question, once (a second call is a no-op). */
  async refund(tx: DbExecutor, accountId: number, kind: BalanceKind, questionId: number, note?: string): Promise<boolean> {
    await lockAccount(tx, accountId);
    if (await hasRefund(tx, accountId, questionId)) return false;
    await insertEntry(tx, { accountId, kind, delta: 1, reason: 'refund', questionId, note: note ?? null });
    return true;
  },

  /**
   * Adds (positive) or removes (negative) units with a reason: purchases, operator grants and revokes.
   * A removal never takes the balance below zero: it removes at most what there is.
   */
  async adjust(
    tx: DbExecutor,
    input: { accountId: number; kind: BalanceKind; delta: number; reason: 'purchase' | 'grant' | 'revoke'; note?: string; actorId?: number },
  ): Promise<LedgerRow | null> {
    if (!Number.isInteger(input.delta) || input.delta === 0) return null;
    if (!(await lockAccount(tx, input.accountId))) return null;
    let delta = input.delta;
    if (delta < 0) {
      const totals = await sumByKind(tx, input.accountId);
      delta = -Math.min(-delta, totals[input.kind]);
      if (delta === 0) return null;
    }
    return insertEntry(tx, { accountId: input.accountId, kind: input.kind, delta, reason: input.reason, note: input.note ?? null, actorId: input.actorId ?? null });
  },

  /** The ledger rows of an account, newest first. */
  entries(db: DbExecutor, accountId: number, limit?: number): Promise<LedgerRow[]> {
    return listEntries(db, accountId, limit);
  },
};
