import { CHANNELS } from '@photostudy/contracts';
import { messages, questions } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMER_KINDS } from './engine-context';
import { askFields, createEngineTestApp, type EngineTestApp, multipart, type TestAccount } from '../../testing/engine-test-app';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe(`question engine under races, restarts and real timers (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    // Short windows: the last tests let them run out for real.
    t = await createEngineTestApp({ MATCH_WINDOW_S: '1', CLAIM_WINDOW_S: '1' });
  });
  afterAll(async () => t.close());

  function ask(student: TestAccount, fields = askFields()) {
    const body = multipart(fields);
    return t.app.inject({ method: 'POST', url: '/api/questions', headers: { ...student.headers, ...body.headers }, payload: body.payload });
  }
  const post = (who: TestAccount, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

  it('gives exactly one winner when 20 experts claim one question at once', async () => {
    const student = await t.student();
    const experts = await Promise.all(Array.from({ length: 20 }, () => t.expert({ subjectIds: [1] })));
    const qid = (await ask(student)).json().qid as number;
    const answers = await Promise.all(experts.map((e) => post(e, `/api/expert/questions/${qid}/claims`)));
    const winners = answers.filter((a) => a.statusCode === 200);
    const losers = answers.filter((a) => a.statusCode !== 200);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(loser.json()).toMatchObject({ code: 'QUESTION_TAKEN' });
    const winner = winners[0]!.json().expert.uid as number;
    const [row] = await t.db.select().from(questions).where(eq(questions.id, qid));
    expect(row?.expertId).toBe(winner);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'questionClaimed')).toEqual([{ qid, expert_uid: winner }]);
    expect(await t.pendingTimers(TIMER_KINDS.claimWindow, qid)).toHaveLength(1);
  });

  it('lets an expert hold one live question, even when claiming two at once', async () => {
    const expert = await t.expert({ subjectIds: [2] });
    const [a, b] = [await t.student(), await t.student()];
    const qa = (await ask(a, askFields({ subject_id: 2 }))).json().qid as number;
    const qb = (await ask(b, askFields({ subject_id: 2 }))).json().qid as number;
    const answers = await Promise.all([
      post(expert, `/api/expert/questions/${qa}/claims`),
      post(expert, `/api/expert/questions/${qb}/claims`),
    ]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.statusCode === 409)!.json().code).toBe('CONFLICT');
  });

  it('gives one question and one 30400 when two asks race on a balance of one', async () => {
    const student = await t.student({ balance: 1 });
    const answers = await Promise.all([ask(student), ask(student)]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 402]);
    const refused = answers.find((x) => x.statusCode === 402)!.json();
    expect(refused).toMatchObject({
      code: 30400,
      title: 'Out of sessions',
      action: 'OPEN_ASK_FLOW_STORE',
      action_text: expect.any(String),
      body: expect.any(String),
    });
    const rows = await t.db.select().from(questions).where(eq(questions.authorId, student.id));
    expect(rows).toHaveLength(1);
    const status = await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: student.headers });
    expect(status.json().balance.session_count).toBe(0);
  });

  it('gives one question and one open-question answer when two asks race on a balance of two', async () => {
    const student = await t.student({ balance: 2 });
    const answers = await Promise.all([ask(student), ask(student)]);
    expect(answers.map((x) => x.statusCode).sort()).toEqual([200, 400]);
    const ok = answers.find((x) => x.statusCode === 200)!.json();
    expect(answers.find((x) => x.statusCode === 400)!.json()).toMatchObject({ code: 400, open_question_ids: [ok.qid] });
    const status = await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: student.headers });
    expect(status.json().balance.session_count).toBe(1);
  });

  it('stores a message once when the same client_message_id arrives twice at once', async () => {
    const student = await t.student();
    const expert = await t.expert({ subjectIds: [3] });
    const qid = (await ask(student, askFields({ subject_id: 3 }))).json().qid as number;
    await post(expert, `/api/expert/questions/${qid}/claims`);
    await post(expert, `/api/expert/questions/${qid}/starts`);
    const payload = { body: 'Are you there?', client_message_id: 'retry-42' };
    const answers = await Promise.all([
      post(student, `/api/questions/${qid}/messages`, payload),
      post(student, `/api/questions/${qid}/messages`, payload),
    ]);
    expect(answers.map((x) => x.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().mid).toBe(answers[1]!.json().mid);
    const later = await post(student, `/api/questions/${qid}/messages`, payload);
    expect(later.json().mid).toBe(answers[0]!.json().mid);
    const stored = await t.db.select().from(messages).where(eq(messages.questionId, qid));
    expect(stored.filter((m) => m.clientMessageId === 'retry-42')).toHaveLength(1);
    expect(t.publisher.on(CHANNELS.presenceStudent(student.id), 'newStudentDiscussionMessage')).toHaveLength(1);
  });

  it('still runs the timers after a restart in the middle of a discussion', async () => {
    const student = await t.student();
    const expert = await t.expert({ subjectIds: [4] });
    const qid = (await ask(student, askFields({ subject_id: 4 }))).json().qid as number;
    await post(expert, `/api/expert/questions/${qid}/claims`);
    await post(expert, `/api/expert/questions/${qid}/starts`);
    await post(expert, `/api/expert/questions/${qid}/messages`, { body: 'Let us start.' });

    await t.restart();
    expect(t.publisher.sent).toHaveLength(0);
    expect(await t.fire(TIMER_KINDS.idleWarning, qid)).toBeGreaterThanOrEqual(1);
    expect(t.publisher.on(CHANNELS.presenceStudent(student.id), 'sessionIdleWarning')).toEqual([{ qid, type: 'idle_warning' }]);

    await t.restart();
    expect(await t.fire(TIMER_KINDS.discussionEnd, qid)).toBeGreaterThanOrEqual(1);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'discussionSessionEnded')).toEqual([
      { qid, reason: 'expired', ended: expect.any(Number) },
    ]);
    const q = await t.app.inject({ method: 'GET', url: `/api/questions/${qid}`, headers: student.headers });
    expect(q.json()).toMatchObject({ state: 'explained', discussion: { status: 'EXPIRED' } });
    expect(await t.pendingTimers(TIMER_KINDS.idleTimeout, qid)).toHaveLength(0);
  });

  it('lets the short windows run out for real: an unstarted claim returns to the queue, then the match fails', async () => {
    const student = await t.student();
    const slow = await t.expert({ subjectIds: [6] });
    const other = await t.expert({ subjectIds: [6] });
    t.online(slow.id, other.id);
    const qid = (await ask(student, askFields({ subject_id: 6 }))).json().qid as number;
    expect((await post(slow, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);
    await sleep(1100);
    await t.app.timerService.runDue();
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'questionRejected')).toEqual([{ qid }]);
    expect(t.publisher.on(CHANNELS.privateExpert(slow.id), 'assignmentChanged')).toEqual([{ qid, state: 'connecting' }]);
    const offersOn = (channel: string) => t.publisher.on(channel, 'questionOffered').filter((o) => (o as { qid: number }).qid === qid);
    // The ask once on the subject's channel, then the requeue to the other expert only.
    expect(offersOn(CHANNELS.subjectQueue(6))).toHaveLength(1);
    expect(offersOn(CHANNELS.privateExpert(other.id))).toHaveLength(1);
    expect(offersOn(CHANNELS.privateExpert(slow.id))).toHaveLength(0);
    // The slow expert no longer sees it; the other still can.
    const slowQueue = await t.app.inject({ method: 'GET', url: '/api/expert/queue', headers: slow.headers });
    expect(slowQueue.json().questions.map((x: { qid: number }) => x.qid)).not.toContain(qid);

    await sleep(1100);
    await t.app.timerService.runDue();
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'questionDead')).toEqual([{ qid, refunded: true }]);
  });
});
