import {
  CHANNELS,
  compareQueueOrder,
  expertQueueSchema,
  previousSessionsSchema,
  questionListSchema,
  questionSchema,
} from '@photostudy/contracts';
import { questionFlags, questions } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMER_KINDS } from './engine-context';
import { askFields, createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';

describe(`expert API (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  const ask = (student: TestAccount, subjectId: number) => t.ask(student, askFields({ subject_id: subjectId }));
  const post = (who: TestAccount, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });
  const queueOf = async (who: TestAccount) =>
    expertQueueSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/expert/queue', headers: who.headers })).json())
      .questions.map((q) => q.qid);

  it('lists the queue by subject, oldest first; a pass hides a question from that expert only; a claim from everyone', async () => {
    const physics = await t.expert({ subjectIds: [6] });
    const colleague = await t.expert({ subjectIds: [6] });
    const chemistry = await t.expert({ subjectIds: [5] });
    const first = await ask(await t.student(), 6);
    const second = await ask(await t.student(), 6);
    const chem = await ask(await t.student(), 5);
    expect(await queueOf(physics)).toEqual([first, second]);
    expect(await queueOf(chemistry)).toEqual([chem]);

    expect((await post(physics, `/api/expert/questions/${first}/rejects`)).json()).toEqual({ ok: true });
    expect(await queueOf(physics)).toEqual([second]);
    expect(await queueOf(colleague)).toEqual([first, second]);
    // The queue item is readable before claiming, by experts of the subject only.
    expect((await t.app.inject({ method: 'GET', url: `/api/expert/questions/${second}`, headers: physics.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/expert/questions/${second}`, headers: chemistry.headers })).statusCode).toBe(
      404,
    );
    expect((await post(chemistry, `/api/expert/questions/${second}/claims`)).statusCode).toBe(404);

    await post(colleague, `/api/expert/questions/${second}/claims`);
    expect(await queueOf(physics)).toEqual([]);
    expect(await queueOf(colleague)).toEqual([first]);
  });

  it('lists the queue in the order the consoles keep it: by the second of the ask, then by qid', async () => {
    const expert = await t.expert({ subjectIds: [3] });
    const [early, late, older] = [await ask(await t.student(), 3), await ask(await t.student(), 3), await ask(await t.student(), 3)];
    // Two asks of one second whose exact times run against their qids (concurrent asks commit out of order), and one of
    // the second before: the wire's `created` is in seconds, so the consoles and the batcher order by it, then qid.
    const askedAt = (qid: number, at: string) =>
      t.db
        .update(questions)
        .set({ createdAt: new Date(at) })
        .where(eq(questions.id, qid));
    await askedAt(early, '2026-11-30T10:00:00.900Z');
    await askedAt(late, '2026-11-30T10:00:00.100Z');
    await askedAt(older, '2026-11-30T09:59:59.999Z');
    const listed = expertQueueSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/expert/queue', headers: expert.headers })).json(),
    ).questions;
    expect(listed.map((q) => q.qid)).toEqual([older, early, late]);
    expect([...listed].sort(compareQueueOrder)).toEqual(listed);
  });

  it('puts a rejected claim back in the queue and offers it again to the others', async () => {
    const student = await t.student();
    const rejecter = await t.expert({ subjectIds: [7] });
    const other = await t.expert({ subjectIds: [7] });
    t.online(rejecter.id, other.id);
    const qid = await ask(student, 7);
    await post(rejecter, `/api/expert/questions/${qid}/claims`);
    expect(await t.pendingTimers(TIMER_KINDS.matchWindow, qid)).toHaveLength(0);
    const res = await post(rejecter, `/api/expert/questions/${qid}/rejects`);
    expect(res.statusCode).toBe(200);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'questionRejected')).toEqual([{ qid }]);
    const offersOn = (channel: string) => t.publisher.on(channel, 'questionOffered').filter((o) => (o as { qid: number }).qid === qid);
    // The ask went once to the subject; the requeue goes per expert, the rejecter left out even on the wire.
    expect(offersOn(CHANNELS.subjectQueue(7))).toHaveLength(1);
    expect(offersOn(CHANNELS.privateExpert(other.id))).toHaveLength(1);
    expect(offersOn(CHANNELS.privateExpert(rejecter.id))).toHaveLength(0);
    expect(await t.pendingTimers(TIMER_KINDS.matchWindow, qid)).toHaveLength(1);
    expect(await t.pendingTimers(TIMER_KINDS.claimWindow, qid)).toHaveLength(0);
    const q = await t.app.inject({ method: 'GET', url: `/api/questions/${qid}`, headers: student.headers });
    expect(q.json()).toMatchObject({ state: 'connecting', expert: null });
    // Gone from the rejecter's queue (still readable there as a question of the subject, should they look it up).
    expect(await queueOf(rejecter)).not.toContain(qid);
    expect(await queueOf(other)).toContain(qid);
    expect((await post(other, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/expert/questions/${qid}`, headers: rejecter.headers })).statusCode).toBe(404);
  });

  it("keeps start idempotent, refuses ending before the start, and lists the expert's questions", async () => {
    const expert = await t.expert({ subjectIds: [2] });
    const student = await t.student();
    const qid = await ask(student, 2);
    await post(expert, `/api/expert/questions/${qid}/claims`);
    expect((await post(expert, `/api/expert/questions/${qid}/ends`)).statusCode).toBe(409);
    const started = await post(expert, `/api/expert/questions/${qid}/starts`);
    const again = await post(expert, `/api/expert/questions/${qid}/starts`);
    expect(again.statusCode).toBe(200);
    expect(again.json().discussion).toEqual(started.json().discussion);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'questionAnswered')).toHaveLength(1);
    expect((await post(expert, `/api/expert/questions/${qid}/rejects`)).statusCode).toBe(409);
    const list = questionListSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/expert/questions?page=1', headers: expert.headers })).json(),
    );
    expect(list.questions.map((q) => q.qid)).toEqual([qid]);
    expect(list.questions[0]!.author.uid).toBe(student.id);
  });

  it('flags a claimed question before any message: dead, Expert Flagged, refunded, the student told why, kept for review', async () => {
    const expert = await t.expert({ subjectIds: [10] });
    const student = await t.student({ balance: 1 });
    const qid = await ask(student, 10);
    await post(expert, `/api/expert/questions/${qid}/claims`);
    const res = await post(expert, `/api/expert/questions/${qid}/flags`, { reason: 'Not a homework question.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: 'dead', flagged: true, flag_reason: 'Not a homework question.', discussion: null });
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'discussionSessionEnded')).toEqual([
      { qid, reason: 'expert_flag', ended: expect.any(Number) },
    ]);
    const status = await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: student.headers });
    expect(status.json().balance.session_count).toBe(1);
    // What the student's app reads after the event: why it ended, the refund, and a system message saying both.
    const seen = questionSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/questions/${qid}`, headers: student.headers })).json(),
    );
    expect(seen).toMatchObject({ state: 'dead', end_reason: 'expert_flag', refunded: true, flag_reason: 'Not a homework question.' });
    expect(seen.messages).toEqual([
      expect.objectContaining({
        sender: { uid: 0 },
        message_type: 'system',
        body: 'The expert could not take this question: Not a homework question. Your session was refunded.',
        es_body: 'El experto no pudo aceptar esta pregunta: Not a homework question. Se te devolvió la sesión.',
      }),
    ]);
    const flags = await t.db.select().from(questionFlags).where(eq(questionFlags.questionId, qid));
    expect(flags).toMatchObject([{ byRole: 'expert', accountId: expert.id, reason: 'Not a homework question.' }]);
    expect((await post(expert, `/api/expert/questions/${qid}/flags`, { reason: '' })).statusCode).toBe(400);
  });

  it('keeps the session paid when the expert flags after the chat began, and tells the student the reason', async () => {
    const expert = await t.expert({ subjectIds: [10] });
    const student = await t.student({ balance: 1 });
    const qid = await ask(student, 10);
    await post(expert, `/api/expert/questions/${qid}/claims`);
    await post(expert, `/api/expert/questions/${qid}/starts`);
    expect((await post(student, `/api/questions/${qid}/messages`, { body: 'rude words' })).statusCode).toBe(200);
    const res = await post(expert, `/api/expert/questions/${qid}/flags`, { reason: 'Abusive language' });
    expect(res.json()).toMatchObject({ state: 'dead', end_reason: 'expert_flag', refunded: false });
    expect(res.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'rude words',
      'The expert flagged this session: Abusive language.',
      'Session ended',
    ]);
    const status = await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: student.headers });
    expect(status.json().balance.session_count).toBe(0);
  });

  it('gives a free repost to another expert: not offered to, queued for or claimable by the expert rated low; marked with the reason and the previous chat', async () => {
    const rated = await t.expert({ subjectIds: [4] });
    const other = await t.expert({ subjectIds: [4] });
    t.online(rated.id, other.id);
    const student = await t.student({ balance: 1 });
    const first = await ask(student, 4);
    await post(rated, `/api/expert/questions/${first}/claims`);
    await post(rated, `/api/expert/questions/${first}/starts`);
    await post(rated, `/api/expert/questions/${first}/messages`, { body: 'Just use the formula.' });
    await post(student, `/api/questions/${first}/ends`);
    expect((await post(student, `/api/questions/${first}/rates`, { stage: 'rating', point: 1 })).json()).toEqual({ can_repost: true });
    await post(student, `/api/questions/${first}/rates`, {
      stage: 'choosing_reason',
      point: 1,
      reason: { id: 1, content: '' },
      is_repost: true,
    });
    t.publisher.sent.length = 0;
    const reposted = await post(student, `/api/questions/${first}/reposts`);
    expect(reposted.statusCode).toBe(200);
    const repost = reposted.json().qid as number;

    const offersTo = (who: TestAccount) =>
      t.publisher.on(CHANNELS.privateExpert(who.id), 'questionOffered').filter((o) => (o as { qid: number }).qid === repost);
    expect(offersTo(rated)).toEqual([]);
    expect(offersTo(other)).toEqual([expect.objectContaining({ qid: repost, is_repost: true })]);
    expect(await queueOf(rated)).not.toContain(repost);
    expect(await queueOf(other)).toContain(repost);
    const queued = expertQueueSchema
      .parse((await t.app.inject({ method: 'GET', url: '/api/expert/queue', headers: other.headers })).json())
      .questions.find((q) => q.qid === repost);
    expect(queued).toMatchObject({ is_repost: true, previous_question_ids: [first] });

    const refused = await post(rated, `/api/expert/questions/${repost}/claims`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'REPOST_FOR_ANOTHER_EXPERT' });

    const read = (who: TestAccount, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
    expect(questionSchema.parse((await read(other, `/api/expert/questions/${repost}`)).json())).toMatchObject({
      is_repost: true,
      repost_reason: 'The explanation was hard to follow',
    });
    const previous = previousSessionsSchema.parse((await read(other, `/api/expert/questions/${repost}/previous`)).json());
    expect(previous.questions.map((q) => q.qid)).toEqual([first]);
    expect(previous.questions[0]!.messages.map((m) => m.body)).toEqual(['Just use the formula.', 'Session ended']);
    expect((await read(await t.expert({ subjectIds: [5] }), `/api/expert/questions/${repost}/previous`)).statusCode).toBe(404);
    expect((await post(other, `/api/expert/questions/${repost}/claims`)).statusCode).toBe(200);
  });
});
