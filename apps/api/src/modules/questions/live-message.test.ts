import { CHANNELS, type Role } from '@photostudy/contracts';
import { messages, moderationEvents, questions } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAuthState } from '../auth/auth.repository';
import { TIMER_KINDS } from './engine-context';
import { appendLiveMessage } from './live-message.repository';
import { askFields, createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';

/** A chat text in one statement (issue 19): the statement's own guards, and the same effects as the unit of work. */
describe(`a live chat message in one statement (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let subjectId = 0;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  const post = (who: TestAccount, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload ? { payload } : {}) });

  /** A started discussion between a new student and a new expert (each test its own subject, so no queue is shared). */
  async function liveSession(studentOptions: Parameters<EngineTestApp['student']>[0] = {}) {
    subjectId = (subjectId % 6) + 1;
    const student = await t.student(studentOptions);
    const expert = await t.expert({ subjectIds: [subjectId] });
    const qid = await t.ask(student, askFields({ subject_id: subjectId }));
    expect((await post(expert, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);
    expect((await post(expert, `/api/expert/questions/${qid}/starts`)).statusCode).toBe(200);
    return { student, expert, qid };
  }

  /** The sender's token was issued now (in seconds), for the statement's access check. */
  const nowS = () => Math.floor(Date.now() / 1000);
  const insert = (
    qid: number,
    sender: { role: 'student' | 'expert'; id: number },
    clientMessageId: string | null = null,
    access: { roles: Role[]; tokenIssuedAt: number } = { roles: [sender.role], tokenIssuedAt: nowS() },
  ) =>
    appendLiveMessage(t.db, {
      qid,
      sender: sender.role === 'student' ? { ...sender, role: 'student', idleWarningAt: new Date() } : { ...sender, role: 'expert' },
      access,
      body: 'x = 2',
      clientMessageId,
      now: new Date(),
    });
  const textsOf = async (qid: number) =>
    (await t.db.select().from(messages).where(eq(messages.questionId, qid))).filter((m) => m.messageType === 'text');
  const issuedAtOf = (who: TestAccount) =>
    (JSON.parse(Buffer.from(who.headers.authorization.split('.')[1]!, 'base64url').toString()) as { iat: number }).iat;

  it('stores only in a live discussion, only for its author or its expert, and once per client message id', async () => {
    const { student, expert, qid } = await liveSession();
    const stranger = await t.student();
    const otherExpert = await t.expert({ subjectIds: [1] });
    expect(await insert(qid, { role: 'student', id: student.id })).toEqual({ id: expect.any(Number), authorId: student.id });
    expect(await insert(qid, { role: 'expert', id: expert.id })).toEqual({ id: expect.any(Number), authorId: student.id });
    // The roles are not interchangeable: the author is not the expert, and a stranger holds nothing.
    expect(await insert(qid, { role: 'expert', id: student.id })).toBeNull();
    expect(await insert(qid, { role: 'student', id: expert.id })).toBeNull();
    expect(await insert(qid, { role: 'student', id: stranger.id })).toBeNull();
    expect(await insert(qid, { role: 'expert', id: otherExpert.id })).toBeNull();
    expect(await insert(qid + 1_000_000, { role: 'student', id: student.id })).toBeNull();
    // A client message id is stored once; the second insert leaves the first alone.
    const first = await insert(qid, { role: 'student', id: student.id }, 'once');
    expect(first).not.toBeNull();
    expect(await insert(qid, { role: 'student', id: student.id }, 'once')).toBeNull();
    // Once the discussion has ended, nothing more is stored.
    expect((await post(expert, `/api/expert/questions/${qid}/ends`)).statusCode).toBe(200);
    expect(await insert(qid, { role: 'student', id: student.id })).toBeNull();
    expect(await insert(qid, { role: 'expert', id: expert.id })).toBeNull();
    const stored = await t.db.select().from(messages).where(eq(messages.questionId, qid));
    expect(stored.filter((m) => m.body === 'x = 2')).toHaveLength(3);
  });

  it("checks the sender's access as the authenticate hook does: its role, a revoked account, a token cut off by a password reset", async () => {
    const { student, expert, qid } = await liveSession();
    // The role is the account's, not the route's word for it.
    expect(await insert(qid, { role: 'student', id: student.id }, null, { roles: ['expert', 'admin'], tokenIssuedAt: nowS() })).toBeNull();
    expect(await insert(qid, { role: 'expert', id: expert.id }, null, { roles: ['student'], tokenIssuedAt: nowS() })).toBeNull();
    // A password reset at 12.5 s cuts off the tokens issued before 12 s; one issued in the same second passes.
    const resetAt = new Date((nowS() + 10) * 1000 + 500);
    await upsertAuthState(t.db, student.id, { tokensValidAfter: resetAt, updatedAt: resetAt });
    expect(await insert(qid, { role: 'student', id: student.id }, null, { roles: ['student'], tokenIssuedAt: nowS() + 9 })).toBeNull();
    expect(await insert(qid, { role: 'student', id: student.id }, null, { roles: ['student'], tokenIssuedAt: nowS() + 10 })).not.toBeNull();
    await upsertAuthState(t.db, student.id, { tokensValidAfter: null, updatedAt: new Date() });
    await t.app.services.accounts.revokeAccount(student.id, { title: 'Closed', body: 'Closed by us.', actionText: 'OK' });
    expect(await insert(qid, { role: 'student', id: student.id })).toBeNull();
    await t.app.services.accounts.restoreAccount(student.id);
    expect(await insert(qid, { role: 'student', id: student.id })).not.toBeNull();
    expect(await textsOf(qid)).toHaveLength(2);
    // Ended, it leaves no due timer to the next test.
    expect((await post(expert, `/api/expert/questions/${qid}/ends`)).statusCode).toBe(200);
  });

  it('answers a refused sender as the authenticate hook did, before its body, and stores nothing: 401, 30401 with the modal, 403', async () => {
    const { student, expert, qid } = await liveSession();
    const send = (who: { headers: Record<string, string> }, url = `/api/questions/${qid}/messages`) =>
      t.app.inject({ method: 'POST', url, headers: who.headers, payload: { body: 'Still here?' } });
    const expertUrl = `/api/expert/questions/${qid}/messages`;
    expect((await send({ headers: {} })).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect((await send({ headers: { authorization: 'Bearer not.a.token' } }, expertUrl)).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    // Each role's route refuses the other's token.
    expect((await send(expert)).json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await send(student, expertUrl)).json()).toMatchObject({ code: 'FORBIDDEN' });
    await t.app.services.accounts.revokeAccount(student.id, { title: 'Account closed', body: 'Closed by us.', actionText: 'Got it' });
    const revoked = await send(student);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toMatchObject({ code: 30401, title: 'Account closed', body: 'Closed by us.', action_text: 'Got it' });
    // Its account is checked before its body, as on every route: an empty text, one the schema refuses, no body.
    for (const payload of [{ body: '   ' }, { body: 'x'.repeat(5_000) }, {}]) {
      const refused = await t.app.inject({ method: 'POST', url: `/api/questions/${qid}/messages`, headers: student.headers, payload });
      expect(refused.json()).toMatchObject({ code: 30401, title: 'Account closed' });
    }
    await t.app.services.accounts.restoreAccount(student.id);
    for (const payload of [{ body: '   ' }, { body: 'x'.repeat(5_000) }, {}]) {
      const refused = await t.app.inject({ method: 'POST', url: `/api/questions/${qid}/messages`, headers: student.headers, payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { body: expect.any(String) } });
    }
    const resetAt = new Date((issuedAtOf(expert) + 1) * 1000);
    await upsertAuthState(t.db, expert.id, { tokensValidAfter: resetAt, updatedAt: resetAt });
    expect((await send(expert, expertUrl)).json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await textsOf(qid)).toEqual([]);
    expect(t.publisher.on(CHANNELS.presenceStudent(student.id), 'newDiscussionMessage')).toEqual([]);
    expect(t.publisher.on(CHANNELS.presenceStudent(student.id), 'newStudentDiscussionMessage')).toEqual([]);
    // Restored, the same tokens send again.
    expect((await send(student)).statusCode).toBe(200);
    await upsertAuthState(t.db, expert.id, { tokensValidAfter: null, updatedAt: new Date() });
    expect((await send(expert, expertUrl)).statusCode).toBe(200);
    expect((await post(expert, `/api/expert/questions/${qid}/ends`)).statusCode).toBe(200);
  });

  it("does what the unit of work did: a student's message resets the idle timers, an expert's first marks the question answered", async () => {
    const { student, expert, qid } = await liveSession();
    // Student silence: the warning went out, and the idle timeout is waiting.
    expect(await t.fire(TIMER_KINDS.idleWarning, qid)).toBe(1);
    expect(await t.pendingTimers(TIMER_KINDS.idleTimeout, qid)).toHaveLength(1);
    const before = Date.now();
    const sent = await post(student, `/api/questions/${qid}/messages`, { body: 'Here I am', client_message_id: 'c-1' });
    expect(sent.statusCode).toBe(200);
    expect(await t.pendingTimers(TIMER_KINDS.idleTimeout, qid)).toHaveLength(0);
    const [warning] = await t.pendingTimers(TIMER_KINDS.idleWarning, qid);
    const dueInMs = warning!.dueAt.getTime() - before;
    expect(dueInMs).toBeGreaterThanOrEqual(t.config.timersS.IDLE_WARNING_AFTER_S * 1000 - 1);
    expect(dueInMs).toBeLessThan(t.config.timersS.IDLE_WARNING_AFTER_S * 1000 + 5_000);
    // The answer, the stored row and the event agree.
    const [row] = await t.db.select().from(messages).where(eq(messages.id, sent.json().mid));
    expect(row).toMatchObject({ questionId: qid, senderId: student.id, body: 'Here I am', messageType: 'text', clientMessageId: 'c-1' });
    expect(t.publisher.on(CHANNELS.presenceStudent(student.id), 'newStudentDiscussionMessage')).toEqual([sent.json()]);
    expect(sent.json()).toMatchObject({ mid: row!.id, qid, body: 'Here I am', created: Math.floor(row!.createdAt.getTime() / 1000) });

    expect((await t.db.select().from(questions).where(eq(questions.id, qid)))[0]).toMatchObject({ answered: false, answeredAt: null });
    const answer = await post(expert, `/api/expert/questions/${qid}/messages`, { body: 'Good, let us start.' });
    expect(answer.statusCode).toBe(200);
    const [answered] = await t.db.select().from(questions).where(eq(questions.id, qid));
    expect(answered).toMatchObject({ answered: true, answeredAt: expect.any(Date) });
    expect((await post(expert, `/api/expert/questions/${qid}/messages`, { body: 'Step one.' })).statusCode).toBe(200);
    const [later] = await t.db.select().from(questions).where(eq(questions.id, qid));
    expect(later!.answeredAt).toEqual(answered!.answeredAt);
    // An expert's message leaves the student's idle timers as they were.
    expect(await t.pendingTimers(TIMER_KINDS.idleWarning, qid)).toEqual([warning]);
    expect(t.publisher.on(CHANNELS.presenceStudent(student.id), 'newDiscussionMessage')).toEqual([answer.json(), expect.any(Object)]);
  });

  it('leaves the texts with a contact detail to the unit of work, which masks and records them under the child rules', async () => {
    const { student, qid } = await liveSession({ authType: 'user_id' });
    const sent = await post(student, `/api/questions/${qid}/messages`, { body: 'see example.com for it' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().body).not.toContain('example.com');
    const events = await t.db.select().from(moderationEvents).where(eq(moderationEvents.questionId, qid));
    expect(events).toEqual([expect.objectContaining({ messageId: sent.json().mid, kind: 'url', isStrict: true })]);
  });

  it('answers what the unit of work answers when the statement stores nothing: a retry, a stranger, a session that is over', async () => {
    const { student, expert, qid } = await liveSession();
    const first = await post(student, `/api/questions/${qid}/messages`, { body: 'Once', client_message_id: 'again' });
    const retry = await post(student, `/api/questions/${qid}/messages`, { body: 'Once', client_message_id: 'again' });
    expect(retry.json()).toEqual(first.json());
    expect(t.publisher.on(CHANNELS.presenceStudent(student.id), 'newStudentDiscussionMessage')).toHaveLength(1);
    const stranger = await t.student();
    expect((await post(stranger, `/api/questions/${qid}/messages`, { body: 'Hi' })).json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
    const otherExpert = await t.expert({ subjectIds: [1] });
    expect((await post(otherExpert, `/api/expert/questions/${qid}/messages`, { body: 'Hi' })).json()).toMatchObject({
      code: 'SESSION_NOT_FOUND',
    });
    expect((await post(expert, `/api/expert/questions/${qid}/ends`)).statusCode).toBe(200);
    const late = await post(student, `/api/questions/${qid}/messages`, { body: 'Wait' });
    expect(late.statusCode).toBe(409);
    expect((await post(expert, `/api/expert/questions/${qid}/messages`, { body: 'Bye' })).statusCode).toBe(409);
  });

  it('stores no message after the end when messages race the end of the discussion', async () => {
    const { student, expert, qid } = await liveSession();
    const sends = Array.from({ length: 12 }, (_, i) =>
      i % 2
        ? post(student, `/api/questions/${qid}/messages`, { body: `student ${i}` })
        : post(expert, `/api/expert/questions/${qid}/messages`, { body: `expert ${i}` }),
    );
    const [end, ...answers] = await Promise.all([post(expert, `/api/expert/questions/${qid}/ends`), ...sends]);
    expect(end.statusCode).toBe(200);
    const accepted = answers.filter((a) => a.statusCode === 200);
    expect(accepted.length + answers.filter((a) => a.statusCode === 409).length).toBe(12);
    const [ended] = await t.db.select().from(questions).where(eq(questions.id, qid));
    const stored = (await t.db.select().from(messages).where(eq(messages.questionId, qid))).filter((m) => m.messageType === 'text');
    expect(stored.map((m) => m.id).sort()).toEqual(accepted.map((a) => a.json().mid as number).sort());
    for (const m of stored) expect(m.createdAt.getTime()).toBeLessThanOrEqual(ended!.endedAt!.getTime());
  });
});
