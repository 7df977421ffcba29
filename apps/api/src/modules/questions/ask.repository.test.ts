import { ledgerEntries, questions } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMER_KINDS } from './engine-context';
import { insertAskedQuestion } from './ask.repository';
import { lockAccount } from '../ledger/ledger.repository';
import { askFields, createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';

/** An ask in one statement (issue 19): what it writes, what it refuses, and that a refusal writes nothing. */
describe(`an ask in one statement (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  const askFor = (authorId: number, title = 'Solve 2x + 3 = 7 for x') => ({
    authorId,
    subjectId: 1,
    title,
    mindsetId: 1,
    mindsetTitle: 'Explain it',
    lang: 'en',
    allowSpreadsheet: false,
    sheetUrl: null,
    sheetFileId: null,
    isSheetReady: false,
    attachmentUrl: null,
    attachmentFileId: null,
    attachmentSize: null,
    isRepost: false,
    previousQuestionIds: [],
    matchWindowDueAt: new Date(Date.now() + 60_000),
  });

  /** The statement as the ask runs it: after the account lock, in one transaction. */
  const insertLocked = (authorId: number, title?: string, ask = askFor(authorId, title)) =>
    t.db.transaction(async (tx) => {
      await lockAccount(tx, authorId);
      return insertAskedQuestion(tx, ask);
    });

  const written = async (student: TestAccount) => ({
    questions: await t.db.select().from(questions).where(eq(questions.authorId, student.id)),
    debits: (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.accountId, student.id))).filter(
      (e) => e.reason === 'ask_debit',
    ),
  });

  it('stores the question as Drizzle reads it, debits one session for it and schedules its match window', async () => {
    const student = await t.student({ balance: 2 });
    const ask = askFor(student.id);
    const asked = await insertLocked(student.id, undefined, ask);
    expect(asked).not.toBeNull();
    const [stored] = await t.db.select().from(questions).where(eq(questions.id, asked!.id));
    // Every column decoded as the query builder decodes it (timestamps as dates, JSON as arrays, nulls as nulls).
    expect(asked).toEqual(stored);
    expect(asked).toMatchObject({ state: 'connecting', threadRootId: asked!.id, previousQuestionIds: [], expertId: null, answered: false });
    const { debits } = await written(student);
    expect(debits).toEqual([expect.objectContaining({ kind: 'session', delta: -1, questionId: asked!.id, writingProblemId: null })]);
    const [window] = await t.pendingTimers(TIMER_KINDS.matchWindow, asked!.id);
    expect(window?.dueAt.getTime()).toBe(ask.matchWindowDueAt.getTime());
  });

  it('writes nothing without a session left, nor while the author has an open question', async () => {
    const broke = await t.student({ balance: 0 });
    expect(await insertLocked(broke.id)).toBeNull();
    expect(await written(broke)).toEqual({ questions: [], debits: [] });

    const busy = await t.student({ balance: 3 });
    const first = await insertLocked(busy.id);
    expect(first).not.toBeNull();
    expect(await insertLocked(busy.id, 'A second question while the first waits')).toBeNull();
    const after = await written(busy);
    expect(after.questions.map((q) => q.id)).toEqual([first!.id]);
    expect(after.debits).toHaveLength(1);
  });

  it('answers the same refusals through the API as before: out of balance first, then the open question', async () => {
    const broke = await t.student({ balance: 0 });
    const refused = await t.app.inject({ method: 'POST', url: '/api/questions', headers: broke.headers, payload: askFields() });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 30400 });

    const busy = await t.student({ balance: 2 });
    const first = await t.ask(busy, askFields());
    const again = await t.app.inject({ method: 'POST', url: '/api/questions', headers: busy.headers, payload: askFields() });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ open_question_ids: [first] });
    expect((await written(busy)).debits).toHaveLength(1);
  });

  it('names the balance first when both rules refuse: the last session spent on a question still open', async () => {
    const student = await t.student({ balance: 1 });
    const first = await t.ask(student, askFields());
    const again = await t.app.inject({ method: 'POST', url: '/api/questions', headers: student.headers, payload: askFields() });
    expect(again.statusCode).toBe(402);
    expect(again.json()).toMatchObject({ code: 30400 });
    const after = await written(student);
    expect(after.questions.map((q) => q.id)).toEqual([first]);
    expect(after.debits).toHaveLength(1);
  });

  it('gives one question and one refusal for two asks racing on a balance of one', async () => {
    const student = await t.student({ balance: 1 });
    const results = await Promise.all([
      insertLocked(student.id, 'First of two racing asks'),
      insertLocked(student.id, 'Second of two racing asks'),
    ]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const after = await written(student);
    expect(after.questions).toHaveLength(1);
    expect(after.debits).toHaveLength(1);
  });
});
