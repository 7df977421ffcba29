import { CHANNELS } from '@photostudy/contracts';
import { analyticsEvents, ledgerEntries, notifications, writingProblems } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeClock } from '../../core/clock';
import type { EngineTestApp, TestAccount } from '../../testing/engine-test-app';
import {
  claimAndDeliver,
  createWritingTestApp,
  fresh,
  linkFields,
  mailbox,
  submitWriting,
  writer,
  writingStudent,
} from '../../testing/writing-fixtures';
import { LedgerService } from '../ledger/ledger.service';

const ledger = new LedgerService();

describe(`the Writing deadline (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let clock: FakeClock;
  let writerA: TestAccount;
  beforeAll(async () => {
    ({ t, clock } = await createWritingTestApp());
    writerA = await writer(t);
  });
  afterAll(async () => t.close());

  const problemRow = async (id: number) => (await t.db.select().from(writingProblems).where(eq(writingProblems.id, id)))[0]!;
  const refundsOf = (studentId: number, id: number) =>
    t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, studentId), eq(ledgerEntries.writingProblemId, id), eq(ledgerEntries.reason, 'refund')));
  const submitAndClaim = async () => {
    const student = await writingStudent(t, { credits: 1 });
    const id = (await submitWriting(t.app, student, linkFields())).json().id as number;
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/expert/writing/problems/${id}/claims`,
      headers: (await fresh(t, writerA)).headers,
    });
    expect(claim.statusCode).toBe(200);
    return { student, id };
  };

  it('requeues once at 48 hours, then refunds at the second deadline: once across two nodes on one database', async () => {
    const { student, id } = await submitAndClaim();
    const studentEmail = (await t.app.services.accounts.basicsWithEmail(student.id))!.email!;
    const node = await t.node();
    expect(await ledger.balance(t.db, student.id)).toEqual({ sessionCount: 0, creditCount: 0 });

    // A second early: nothing is due.
    clock.advance(48 * 3600 - 1);
    expect(await Promise.all([t.app.timerService.runDue(), node.timerService.runDue()])).toEqual([0, 0]);
    clock.advance(1);
    const ran = await Promise.all([
      t.app.timerService.runDue(),
      node.timerService.runDue(),
      t.app.timerService.runDue(),
      node.timerService.runDue(),
    ]);
    expect(ran.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await Promise.all([t.app.timerService.runDue(), node.timerService.runDue()]);
    const requeued = await problemRow(id);
    expect(requeued).toMatchObject({ state: 'waiting', requeued: true, writerId: null, claimedAt: null });
    expect(requeued.deadlineAt.toISOString()).toBe(new Date(clock.now().getTime() + 24 * 3600 * 1000).toISOString());
    const timers = await t.pendingTimers('writing.deadline', id);
    expect(timers.map((x) => x.dueAt.toISOString())).toEqual([requeued.deadlineAt.toISOString()]);
    expect(await refundsOf(student.id, id)).toEqual([]);
    // Back in every writer's queue (the one who lost it included).
    const queue = await t.app.inject({ method: 'GET', url: '/api/expert/writing/queue', headers: (await fresh(t, writerA)).headers });
    expect(queue.json().waiting.map((p: { id: number }) => p.id)).toContain(id);

    // The second window passes undelivered: refunded once, whoever runs the timer.
    clock.advance(24 * 3600);
    await Promise.all([t.app.timerService.runDue(), node.timerService.runDue(), t.app.timerService.runDue(), node.timerService.runDue()]);
    await Promise.all([t.app.timerService.runDue(), node.timerService.runDue()]);
    expect(await problemRow(id)).toMatchObject({ state: 'refunded', requeued: true });
    expect(await refundsOf(student.id, id)).toMatchObject([{ kind: 'writing', delta: 1, questionId: null }]);
    expect(await ledger.balance(t.db, student.id)).toEqual({ sessionCount: 0, creditCount: 1 });
    expect(await t.pendingTimers('writing.deadline', id)).toEqual([]);
    // Told once: one mail, one notification, one analytics row.
    const refundMails = (await mailbox(t.app, studentEmail)).filter((m) => m.subject === 'Your PhotoStudy Writing credit was returned');
    expect(refundMails).toHaveLength(1);
    expect(refundMails[0]?.text).toContain('No writer delivered the review of your Writing problem');
    const notes = await t.db.select().from(notifications).where(eq(notifications.accountId, student.id));
    expect(notes).toMatchObject([
      {
        icon: 'writing',
        message: 'We could not review your Writing problem in time, so your Writing credit was returned to your balance.',
      },
    ]);
    const audits = await t.db
      .select()
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.name, 'writing_refunded'), eq(analyticsEvents.accountId, student.id)));
    expect(audits).toHaveLength(1);
    // The student's view, and the refunded problem no longer blocks a new one.
    const me = await fresh(t, student);
    const info = await t.app.inject({ method: 'GET', url: '/api/es/askers/me', headers: me.headers });
    expect(info.json()).toMatchObject({ credit_count: 1, weekly_used: 0, blocked_by: null, question: null });
  });

  it('tells the student and the writers on the node that ran it', async () => {
    const { student, id } = await submitAndClaim();
    t.publisher.sent.length = 0;
    clock.advance(48 * 3600);
    await t.app.timerService.runDue();
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'writingProblemUpdated')).toEqual([{ id, state: 'waiting' }]);
    expect(t.publisher.on(CHANNELS.privateExpert(writerA.id), 'writingQueueChanged')).toEqual([{ id, state: 'waiting' }]);
    clock.advance(24 * 3600);
    await t.app.timerService.runDue();
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'writingProblemUpdated')).toEqual([
      { id, state: 'waiting' },
      { id, state: 'refunded' },
    ]);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'balanceUpdated')).toEqual([
      { balance: { session_count: 0, credit_count: 1 } },
    ]);
  });

  it('runs after a restart: the timer row outlives the process', async () => {
    const { id } = await submitAndClaim();
    clock.advance(48 * 3600);
    await t.restart();
    expect(await t.app.timerService.runDue()).toBeGreaterThanOrEqual(1);
    expect(await problemRow(id)).toMatchObject({ state: 'waiting', requeued: true });
  });

  it('leaves a problem delivered in time alone, and a problem claimed in the second window is refunded if still undelivered', async () => {
    const { id } = await submitAndClaim();
    // Delivered within the promise: the timer is gone and nothing happens later.
    const writerHeaders = await fresh(t, writerA);
    const other = await writingStudent(t, { credits: 1 });
    const deliveredId = (await submitWriting(t.app, other, linkFields())).json().id as number;
    await claimAndDeliver(t.app, writerHeaders, deliveredId);
    clock.advance(48 * 3600);
    await t.app.timerService.runDue();
    expect(await problemRow(deliveredId)).toMatchObject({ state: 'delivered', requeued: false });
    expect(await problemRow(id)).toMatchObject({ state: 'waiting', requeued: true });
    // Claimed again in the second window, still not delivered at its end: refunded, the writer kept for the record.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/expert/writing/problems/${id}/claims`,
      headers: (await fresh(t, writerA)).headers,
    });
    expect(again.statusCode).toBe(200);
    clock.advance(24 * 3600);
    await t.app.timerService.runDue();
    expect(await problemRow(id)).toMatchObject({ state: 'refunded', writerId: writerA.id });
    // A refunded problem cannot be delivered any more.
    const late = await t.app.inject({
      method: 'GET',
      url: `/api/expert/writing/problems/${id}`,
      headers: (await fresh(t, writerA)).headers,
    });
    expect(late.json()).toMatchObject({ state: 'refunded' });
  });
});
