import { CHANNELS, EXPERT_PRIVATE_EVENTS, STUDENT_PRIVATE_EVENTS, questionSchema } from '@photostudy/contracts';
import { ledgerEntries } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TIMER_KINDS } from './engine-context';
import { askFields, createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';

describe(`withdrawing a waiting question (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  let nextSubject = 0;
  /** Each test asks in its own subject so that offers and withdrawals of other tests stay out of its experts' channels. */
  const freshSubject = () => (nextSubject++ % 10) + 1;

  const ask = (student: TestAccount, subjectId: number) => t.ask(student, askFields({ subject_id: subjectId }));
  const post = (who: TestAccount, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const withdraw = (student: TestAccount, qid: number) => post(student, `/api/questions/${qid}/withdrawals`);
  const balanceOf = async (who: TestAccount) =>
    (await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: who.headers })).json().balance.session_count as number;
  const refundRows = (qid: number) =>
    t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.questionId, qid), eq(ledgerEntries.reason, 'refund')));
  const queueOf = async (expert: TestAccount) =>
    ((await t.app.inject({ method: 'GET', url: '/api/expert/queue', headers: expert.headers })).json().questions as { qid: number }[]).map(
      (q) => q.qid,
    );
  const withdrawnOn = (channel: string, qid: number) =>
    t.publisher.on(channel, EXPERT_PRIVATE_EVENTS.questionWithdrawn).filter((e) => (e as { qid: number }).qid === qid);
  const withdrawnFor = (expert: TestAccount, qid: number) => withdrawnOn(CHANNELS.privateExpert(expert.id), qid);

  it('withdraws a question nobody claimed yet: dead, student_end, refunded once, out of every queue, its timers gone', async () => {
    const subject = freshSubject();
    const student = await t.student({ balance: 2 });
    const [first, second] = [await t.expert({ subjectIds: [subject] }), await t.expert({ subjectIds: [subject] })];
    t.online(first.id, second.id);
    const qid = await ask(student, subject);
    expect(await balanceOf(student)).toBe(1);
    expect(await queueOf(first)).toContain(qid);

    const res = await withdraw(student, qid);
    expect(res.statusCode).toBe(200);
    expect(questionSchema.parse(res.json())).toMatchObject({
      qid,
      state: 'dead',
      end_reason: 'student_end',
      refunded: true,
      answered: false,
      expert: null,
      discussion: null,
    });
    expect(await balanceOf(student)).toBe(2);
    expect(await refundRows(qid)).toHaveLength(1);
    // The student's other open tabs hear the new balance at once.
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), STUDENT_PRIVATE_EVENTS.balanceUpdated)).toEqual([
      { balance: { session_count: 2, credit_count: 0 } },
    ]);

    // The consoles drop it from their queues at once (one event for the subject), and a fresh queue read no longer lists it.
    // Within the subject queue's window after the offer: gathered, then sent alone (SUBJECT_QUEUE_BATCH_MS).
    await vi.waitFor(() => expect(withdrawnOn(CHANNELS.subjectQueue(subject), qid)).toEqual([{ qid }]));
    expect([...withdrawnFor(first, qid), ...withdrawnFor(second, qid)]).toEqual([]);
    expect(await queueOf(first)).not.toContain(qid);
    expect(await t.pendingTimers(TIMER_KINDS.matchWindow, qid)).toHaveLength(0);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), STUDENT_PRIVATE_EVENTS.discussionSessionEnded)).toContainEqual({
      qid,
      reason: 'student_end',
      ended: expect.any(Number),
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/ask-config', headers: student.headers })).json()).toMatchObject({
      can_ask: true,
      open_question: null,
    });

    // Again: answered unchanged, never a second refund; the match window firing late does nothing either.
    const again = await withdraw(student, qid);
    expect(again.json()).toMatchObject({ state: 'dead', end_reason: 'student_end', refunded: true });
    expect(await t.fire(TIMER_KINDS.matchWindow, qid)).toBe(0);
    expect(await refundRows(qid)).toHaveLength(1);
    expect(await balanceOf(student)).toBe(2);

    // An expert too late to claim it is told it is gone.
    const late = await post(first, `/api/expert/questions/${qid}/claims`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'QUESTION_TAKEN' });
  });

  it('withdraws a question claimed but not started: the claiming expert is told, cannot start it, and the student is refunded', async () => {
    const subject = freshSubject();
    const student = await t.student({ balance: 1 });
    const expert = await t.expert({ subjectIds: [subject] });
    t.online(expert.id);
    const qid = await ask(student, subject);
    expect((await post(expert, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);

    const res = await withdraw(student, qid);
    expect(res.json()).toMatchObject({ state: 'dead', end_reason: 'student_end', refunded: true, discussion: null });
    expect(await balanceOf(student)).toBe(1);
    expect(await refundRows(qid)).toHaveLength(1);
    expect(t.publisher.on(CHANNELS.privateExpert(expert.id), EXPERT_PRIVATE_EVENTS.assignmentChanged)).toContainEqual({
      qid,
      state: 'dead',
    });
    expect(await t.pendingTimers(TIMER_KINDS.claimWindow, qid)).toHaveLength(0);
    const start = await post(expert, `/api/expert/questions/${qid}/starts`);
    expect(start.statusCode).toBe(409);
    // The expert is free again: no question held.
    const other = await ask(await t.student({ balance: 1 }), subject);
    expect((await post(expert, `/api/expert/questions/${other}/claims`)).statusCode).toBe(200);
  });

  it('withdraws a question back in the queue after a rejection: refunded, withdrawn once for the subject', async () => {
    const subject = freshSubject();
    const student = await t.student({ balance: 1 });
    const [rejecting, waiting] = [await t.expert({ subjectIds: [subject] }), await t.expert({ subjectIds: [subject] })];
    t.online(rejecting.id, waiting.id);
    const qid = await ask(student, subject);
    await post(rejecting, `/api/expert/questions/${qid}/claims`);
    expect((await post(rejecting, `/api/expert/questions/${qid}/rejects`)).statusCode).toBe(200);
    // The claim's withdrawal: a claim within the subject queue's window after the offer is gathered and goes out when
    // the window closes, which may be after the rejection answered (the requeue's offer goes to each expert, not
    // through the window). Cleared only once it is out.
    await vi.waitFor(() => expect(withdrawnOn(CHANNELS.subjectQueue(subject), qid)).toHaveLength(1));
    t.publisher.sent.length = 0;

    const res = await withdraw(student, qid);
    expect(res.json()).toMatchObject({ state: 'dead', end_reason: 'student_end', refunded: true });
    expect(await balanceOf(student)).toBe(1);
    // The rejecting expert hears it too: harmless (a withdrawal of a question it does not hold), and this is no repost to keep from anyone.
    // Within the subject queue's window after the offer: gathered, then sent alone (SUBJECT_QUEUE_BATCH_MS).
    await vi.waitFor(() => expect(withdrawnOn(CHANNELS.subjectQueue(subject), qid)).toEqual([{ qid }]));
    expect([...withdrawnFor(waiting, qid), ...withdrawnFor(rejecting, qid)]).toEqual([]);
    expect(await queueOf(waiting)).not.toContain(qid);
  });

  it('withdraws a waiting free repost without refunding what it did not cost', async () => {
    const subject = freshSubject();
    const student = await t.student({ balance: 1 });
    const expert = await t.expert({ subjectIds: [subject] });
    const first = await ask(student, subject);
    await post(expert, `/api/expert/questions/${first}/claims`);
    await post(expert, `/api/expert/questions/${first}/starts`);
    await post(expert, `/api/expert/questions/${first}/messages`, { body: 'Use the formula.' });
    await post(student, `/api/questions/${first}/ends`);
    await post(student, `/api/questions/${first}/rates`, { stage: 'rating', point: 1 });
    await post(student, `/api/questions/${first}/rates`, {
      stage: 'choosing_reason',
      point: 1,
      reason: { id: 1, content: '' },
      is_repost: true,
    });
    const repost = (await post(student, `/api/questions/${first}/reposts`)).json().qid as number;
    expect(await balanceOf(student)).toBe(0);

    t.online(expert.id);
    t.publisher.sent.length = 0;
    const res = await withdraw(student, repost);
    expect(res.json()).toMatchObject({ state: 'dead', end_reason: 'student_end', refunded: false });
    // The expert of the first session never hears of the repost, not even its withdrawal.
    expect(withdrawnOn(CHANNELS.subjectQueue(subject), repost)).toEqual([]);
    expect(withdrawnFor(expert, repost)).toEqual([]);
    expect(await balanceOf(student)).toBe(0);
    expect(await refundRows(repost)).toHaveLength(0);
  });

  it('answers a question the match window already killed unchanged, refunded once', async () => {
    const subject = freshSubject();
    const student = await t.student({ balance: 1 });
    const qid = await ask(student, subject);
    expect(await t.fire(TIMER_KINDS.matchWindow, qid)).toBe(1);
    const res = await withdraw(student, qid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'dead', end_reason: null, refunded: true });
    expect(await refundRows(qid)).toHaveLength(1);
    expect(await balanceOf(student)).toBe(1);
  });

  it('leaves a started discussion alone: the expert got it, so nothing ends and nothing is refunded', async () => {
    const subject = freshSubject();
    const student = await t.student({ balance: 1 });
    const expert = await t.expert({ subjectIds: [subject] });
    const qid = await ask(student, subject);
    await post(expert, `/api/expert/questions/${qid}/claims`);
    await post(expert, `/api/expert/questions/${qid}/starts`);

    const res = await withdraw(student, qid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'in_progress', end_reason: null, refunded: false, discussion: { status: 'STARTED' } });
    expect(await balanceOf(student)).toBe(0);
    expect(await refundRows(qid)).toHaveLength(0);
    expect((await post(expert, `/api/expert/questions/${qid}/messages`, { body: 'Still here.' })).statusCode).toBe(200);
  });

  it('gives one winner when a withdrawal races a claim: the claim gets 409 or loses the question, one refund either way', async () => {
    const subject = freshSubject();
    for (let round = 0; round < 6; round++) {
      const student = await t.student({ balance: 1 });
      const expert = await t.expert({ subjectIds: [subject] });
      const qid = await ask(student, subject);
      const [claim, withdrawal] = await Promise.all([post(expert, `/api/expert/questions/${qid}/claims`), withdraw(student, qid)]);
      expect(withdrawal.json()).toMatchObject({ state: 'dead', end_reason: 'student_end', refunded: true });
      if (claim.statusCode !== 200) expect(claim.json()).toMatchObject({ code: 'QUESTION_TAKEN' });
      expect((await post(expert, `/api/expert/questions/${qid}/starts`)).statusCode).not.toBe(200);
      expect(await refundRows(qid)).toHaveLength(1);
      expect(await balanceOf(student)).toBe(1);
    }
  });

  it('gives one winner when a withdrawal races the start: a started session is answered unchanged, an unstarted one withdrawn', async () => {
    const subject = freshSubject();
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const student = await t.student({ balance: 1 });
      const expert = await t.expert({ subjectIds: [subject] });
      const qid = await ask(student, subject);
      await post(expert, `/api/expert/questions/${qid}/claims`);
      const [start, withdrawal] = await Promise.all([post(expert, `/api/expert/questions/${qid}/starts`), withdraw(student, qid)]);
      const answer = withdrawal.json();
      if (start.statusCode === 200) {
        outcomes.add('started');
        expect(answer).toMatchObject({ state: 'in_progress', refunded: false, discussion: { status: 'STARTED' } });
        expect(await balanceOf(student)).toBe(0);
        expect(await refundRows(qid)).toHaveLength(0);
      } else {
        outcomes.add('withdrawn');
        expect(start.statusCode).toBe(409);
        expect(answer).toMatchObject({ state: 'dead', end_reason: 'student_end', refunded: true, discussion: null });
        expect(await balanceOf(student)).toBe(1);
        expect(await refundRows(qid)).toHaveLength(1);
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
