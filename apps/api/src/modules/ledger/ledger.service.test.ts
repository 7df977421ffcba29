import { accounts, type DatabaseHandle } from '@photostudy/db';
import { openTestDatabase, testDatabaseKind } from '@photostudy/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LedgerService } from './ledger.service';

const ledger = new LedgerService();

describe(`ledger (${testDatabaseKind()})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(async () => handle.close());

  async function newAccount(sessions: number): Promise<number> {
    const [row] = await handle.db
      .insert(accounts)
      .values({ email: `l${Math.random()}@t.test` })
      .returning({ id: accounts.id });
    if (sessions > 0)
      await handle.db.transaction((tx) => ledger.adjust(tx, { accountId: row!.id, kind: 'session', delta: sessions, reason: 'grant' }));
    return row!.id;
  }

  it('debits one session and refunds it once', async () => {
    const id = await newAccount(2);
    expect(await handle.db.transaction((tx) => ledger.debit(tx, id, 'session', null))).toBe(true);
    expect(await ledger.balance(handle.db, id)).toEqual({ sessionCount: 1, creditCount: 0 });
    expect(await handle.db.transaction((tx) => ledger.refund(tx, id, 'session', 99))).toBe(true);
    expect(await handle.db.transaction((tx) => ledger.refund(tx, id, 'session', 99))).toBe(false);
    expect((await ledger.balance(handle.db, id)).sessionCount).toBe(2);
    const rows = await ledger.entries(handle.db, id);
    expect(rows.map((r) => r.reason)).toEqual(['refund', 'ask_debit', 'grant']);
  });

  it('keeps a Writing problem apart from a question of the same id: its debit and refund name the problem', async () => {
    const id = await newAccount(1);
    await handle.db.transaction((tx) => ledger.adjust(tx, { accountId: id, kind: 'writing', delta: 1, reason: 'grant' }));
    expect(await handle.db.transaction((tx) => ledger.debit(tx, id, 'session', 7))).toBe(true);
    expect(await handle.db.transaction((tx) => ledger.debit(tx, id, 'writing', 7))).toBe(true);
    expect(await handle.db.transaction((tx) => ledger.refund(tx, id, 'session', 7))).toBe(true);
    // Question 7's refund does not stand in for Writing problem 7's.
    expect(await handle.db.transaction((tx) => ledger.refund(tx, id, 'writing', 7))).toBe(true);
    expect(await handle.db.transaction((tx) => ledger.refund(tx, id, 'writing', 7))).toBe(false);
    expect(await ledger.balance(handle.db, id)).toEqual({ sessionCount: 1, creditCount: 1 });
    const writingRows = (await ledger.entries(handle.db, id)).filter((r) => r.kind === 'writing' && r.reason !== 'grant');
    expect(writingRows.map((r) => ({ reason: r.reason, questionId: r.questionId, writingProblemId: r.writingProblemId }))).toEqual([
      { reason: 'refund', questionId: null, writingProblemId: 7 },
      { reason: 'ask_debit', questionId: null, writingProblemId: 7 },
    ]);
  });

  it('refuses a debit on an empty balance and writes nothing', async () => {
    const id = await newAccount(0);
    expect(await handle.db.transaction((tx) => ledger.debit(tx, id, 'session', null))).toBe(false);
    expect(await ledger.entries(handle.db, id)).toHaveLength(0);
  });

  it('never removes more than the balance', async () => {
    const id = await newAccount(3);
    const row = await handle.db.transaction((tx) => ledger.adjust(tx, { accountId: id, kind: 'session', delta: -10, reason: 'revoke' }));
    expect(row?.delta).toBe(-3);
    expect((await ledger.balance(handle.db, id)).sessionCount).toBe(0);
    expect(
      await handle.db.transaction((tx) => ledger.adjust(tx, { accountId: id, kind: 'session', delta: -1, reason: 'revoke' })),
    ).toBeNull();
  });

  it('lets exactly one of many concurrent debits through on a balance of one', async () => {
    const id = await newAccount(1);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => handle.db.transaction((tx) => ledger.debit(tx, id, 'session', null))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await ledger.balance(handle.db, id)).sessionCount).toBe(0);
  });
});
