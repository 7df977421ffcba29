import {
  CHANNELS,
  NOTIFICATION_PAGE_SIZE,
  notificationListSchema,
  notificationReadAnswerSchema,
  REALTIME_PAYLOADS,
  statusBundleSchema,
} from '@photostudy/contracts';
import { accounts, notifications } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainEvents } from '../../core/domain-events';
import { FakeClock } from '../../core/clock';
import { RecordingPublisher } from '../../core/realtime-publisher';
import { createEngineTestApp, type EngineTestApp, type TestAccount } from '../../testing/engine-test-app';
import { TIMER_KINDS } from '../questions/engine-context';
import { NotificationService } from './notifications.service';
import { subscribeNotifications } from './notifications.subscriber';

describe(`notifications (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  const get = (who: TestAccount | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const post = (who: TestAccount | null, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const list = async (who: TestAccount, page = 1) => {
    const res = await get(who, `/api/notifications?page=${page}`);
    expect(res.statusCode).toBe(200);
    return notificationListSchema.parse(res.json());
  };
  const rowsOf = (who: TestAccount) => t.db.select().from(notifications).where(eq(notifications.accountId, who.id));
  /** `notificationCreated` events on a student's private channel, checked against the contracts' event map. */
  const createdEvents = (who: TestAccount) =>
    t.publisher.on(CHANNELS.privateStudent(who.id), 'notificationCreated').map((e) => REALTIME_PAYLOADS.notificationCreated.parse(e));
  const seed = async (who: TestAccount, count: number) => {
    const base = Date.parse('2027-01-01T00:00:00Z');
    for (let i = 0; i < count; i++)
      await t.db
        .insert(notifications)
        .values({ accountId: who.id, message: `Note ${i}`, icon: 'purchase', createdAt: new Date(base + i * 1000) });
  };

  const ask = (student: TestAccount) => t.ask(student);
  async function startedQuestion(student: TestAccount, expert: TestAccount): Promise<number> {
    const qid = await ask(student);
    expect((await post(expert, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);
    expect((await post(expert, `/api/expert/questions/${qid}/starts`)).statusCode).toBe(200);
    return qid;
  }

  it('lists pages of 20, newest first, with the unread count; a 21st row is on page 2', async () => {
    const student = await t.student();
    await seed(student, NOTIFICATION_PAGE_SIZE + 1);
    const first = await list(student);
    expect(first.notifications).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.unread_count).toBe(21);
    expect(first.notifications[0]).toEqual({
      id: expect.any(Number),
      qid: null,
      message: 'Note 20',
      read: 0,
      icon: 'purchase',
      created: Date.parse('2027-01-01T00:00:20Z') / 1000,
      action: null,
      params: null,
    });
    expect(first.notifications.map((n) => n.message)).toEqual(Array.from({ length: 20 }, (_, i) => `Note ${20 - i}`));
    const second = await list(student, 2);
    expect(second.notifications.map((n) => n.message)).toEqual(['Note 0']);
    expect((await list(student, 3)).notifications).toEqual([]);
    expect((await get(student, '/api/notifications?page=0')).json().code).toBe('VALIDATION_FAILED');
    // Without a page, the first one.
    expect(notificationListSchema.parse((await get(student, '/api/notifications')).json()).notifications).toHaveLength(20);
  });

  it("marks only the caller's notifications read, answers and publishes the unread count, and lights the status bundle", async () => {
    const student = await t.student();
    const other = await t.student();
    await seed(student, 3);
    await seed(other, 1);
    const mine = (await list(student)).notifications.map((n) => n.id);
    const [theirs] = (await list(other)).notifications.map((n) => n.id);
    expect(statusBundleSchema.parse((await get(student, '/api/status-updates')).json()).notifications).toEqual({ unread_count: 3 });

    const res = await post(student, '/api/notification-reads', { nids: [mine[0], mine[1], theirs] });
    expect(res.statusCode).toBe(200);
    expect(notificationReadAnswerSchema.parse(res.json())).toEqual({ unread_count: 1 });
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'notificationsRead')).toEqual([{ unread_count: 1 }]);
    expect((await list(other)).unread_count).toBe(1);
    expect((await list(other)).notifications[0]?.read).toBe(0);
    const after = await list(student);
    expect(after.notifications.map((n) => [n.id, n.read])).toEqual([
      [mine[0], 1],
      [mine[1], 1],
      [mine[2], 0],
    ]);
    // Reading again changes nothing.
    expect((await post(student, '/api/notification-reads', { nids: [mine[0]] })).json()).toEqual({ unread_count: 1 });
    expect(statusBundleSchema.parse((await get(student, '/api/status-updates')).json()).notifications).toEqual({ unread_count: 1 });
    expect((await post(student, '/api/notification-reads', { nids: [] })).json().code).toBe('VALIDATION_FAILED');
  });

  it("never shows another student's notifications, and is for students only", async () => {
    const student = await t.student();
    const other = await t.student();
    await seed(other, 2);
    expect(await list(student)).toEqual({ notifications: [], unread_count: 0 });
    expect((await get(null, '/api/notifications')).statusCode).toBe(401);
    expect((await post(null, '/api/notification-reads', { nids: [1] })).statusCode).toBe(401);
    const expert = await t.expert();
    expect((await get(expert, '/api/notifications')).json().code).toBe('FORBIDDEN');
  });

  it('tells a student whose session expired, naming the expert, at once over the private channel; not one who ended it', async () => {
    const expert = await t.expert({ name: 'Maya' });
    const student = await t.student({ balance: 2 });
    const expired = await startedQuestion(student, expert);
    await post(expert, `/api/expert/questions/${expired}/messages`, { body: 'Here is how.' });
    expect(await t.fire(TIMER_KINDS.discussionEnd, expired)).toBe(1);

    const [row] = await rowsOf(student);
    expect(row).toMatchObject({
      qid: expired,
      icon: 'session_ended',
      message: 'Your session with Maya has ended. Open it to rate your expert.',
      isRead: false,
      action: null,
    });
    const events = createdEvents(student);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ unread_count: 1, notification: { id: row!.id, qid: expired, icon: 'session_ended', read: 0 } });

    const ended = await startedQuestion(student, expert);
    expect((await post(student, `/api/questions/${ended}/ends`)).statusCode).toBe(200);
    const flagged = await startedQuestion(student, await t.expert());
    expect((await post(student, `/api/questions/${flagged}/flags`, { reason: 'rude' })).statusCode).toBeLessThan(300);
    expect((await rowsOf(student)).map((n) => n.qid)).toEqual([expired]);
    expect(createdEvents(student)).toHaveLength(1);
  });

  it('tells an expert-ended unanswered session it was returned, in Spanish for a Spanish account', async () => {
    const expert = await t.expert({ name: 'Leo' });
    const student = await t.student({ balance: 1 });
    await t.db.update(accounts).set({ language: 'es' }).where(eq(accounts.id, student.id));
    const qid = await startedQuestion(student, expert);
    expect((await post(expert, `/api/expert/questions/${qid}/ends`)).statusCode).toBe(200);
    const spanishText = 'Tu sesión con Leo terminó antes de una respuesta, así que devolvimos la sesión a tu saldo.';
    const englishText = 'Your session with Leo ended before an answer, so the session was returned to your balance.';
    expect(await rowsOf(student)).toMatchObject([{ qid, icon: 'session_ended', message: englishText, messageEs: spanishText }]);
    expect(createdEvents(student).at(-1)).toMatchObject({ notification: { message: spanishText } });
    // The list speaks the app's language, whatever the account's was when the notification was written.
    const list = (language: string) =>
      t.app.inject({ method: 'GET', url: '/api/notifications?page=1', headers: { ...student.headers, 'accept-language': language } });
    expect((await list('es-MX,es;q=0.9')).json().notifications[0].message).toBe(spanishText);
    expect((await list('en-US')).json().notifications[0].message).toBe(englishText);
  });

  it('tells a student nobody took the question and the session came back', async () => {
    const student = await t.student({ balance: 1 });
    const qid = await ask(student);
    expect(await t.fire(TIMER_KINDS.matchWindow, qid)).toBe(1);
    expect(await rowsOf(student)).toMatchObject([
      {
        qid,
        icon: 'match_failed',
        message: 'No expert was available for your question, so the session was returned to your balance. Please try again.',
      },
    ]);
    expect(createdEvents(student)).toMatchObject([{ unread_count: 1, notification: { qid, icon: 'match_failed' } }]);
  });

  it("tells a student an expert's suggestion waits, opening the session at that message (chat_extended)", async () => {
    const expert = await t.expert({ name: 'Ada' });
    const student = await t.student({ balance: 1 });
    const qid = await startedQuestion(student, expert);
    const suggested = await post(expert, `/api/expert/questions/${qid}/suggestions`, {
      body: 'What is 12 / 2?',
      options: [{ body: '5' }, { body: '6' }],
      time_remaining: 60,
    });
    expect(suggested.statusCode).toBe(200);
    const mid = suggested.json().mid as number;
    const [note] = (await list(student)).notifications;
    expect(note).toEqual({
      id: expect.any(Number),
      qid,
      message: 'Ada sent you options to choose from. Open the session to answer.',
      read: 0,
      icon: 'suggestion',
      created: expect.any(Number),
      action: 'chat_extended',
      params: { mid },
    });
    expect(createdEvents(student)).toEqual([{ notification: note, unread_count: 1 }]);
  });
});

describe(`notification subscribers, one per domain event (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  let events: DomainEvents;
  let publisher: RecordingPublisher;
  let spanish: (who: TestAccount) => void;
  const clock = new FakeClock(new Date('2027-02-01T09:00:00Z'));
  beforeAll(async () => {
    t = await createEngineTestApp();
    // The module's own wiring on a bus of its own, so each event is delivered exactly as a unit of work would.
    events = new DomainEvents({ error: (obj) => expect.fail(`subscriber failed: ${JSON.stringify(obj)}`) });
    publisher = new RecordingPublisher();
    const service = new NotificationService({ db: t.db, clock, publisher });
    const languages = new Map<number, string>();
    subscribeNotifications(events, service, {
      languageOf: async (id) => languages.get(id) ?? 'en',
      nameOf: async (id) => (id === 7 ? 'Maya' : null),
    });
    spanish = (who) => void languages.set(who.id, 'es');
  });
  afterAll(async () => t.close());

  const latest = async (who: TestAccount) => {
    const [row] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.accountId, who.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    return row;
  };
  const published = (who: TestAccount) => publisher.on(CHANNELS.privateStudent(who.id), 'notificationCreated');

  it('writes each event as a row in the account language and publishes it with the unread count', async () => {
    const student = await t.student();
    const cases: [() => Promise<void>, { icon: string; message: string; qid?: number | null }][] = [
      [
        () =>
          events.deliver('question.ended', {
            qid: 11,
            authorId: student.id,
            expertId: 7,
            reason: 'expired',
            state: 'explained',
            refunded: false,
          }),
        { icon: 'session_ended', qid: 11, message: 'Your session with Maya has ended. Open it to rate your expert.' },
      ],
      [
        () =>
          events.deliver('question.ended', {
            qid: 12,
            authorId: student.id,
            expertId: 8,
            reason: 'expert_flag',
            state: 'dead',
            refunded: false,
          }),
        { icon: 'session_ended', qid: 12, message: 'Your session with your expert has ended.' },
      ],
      [
        () => events.deliver('question.dead', { qid: 13, authorId: student.id, subjectId: 1, refunded: false }),
        { icon: 'match_failed', qid: 13, message: 'No expert was available for your question. Please try again.' },
      ],
      [
        () => events.deliver('question.suggested', { qid: 14, authorId: student.id, expertId: 8, mid: 99 }),
        { icon: 'suggestion', qid: 14, message: 'Your expert sent you options to choose from. Open the session to answer.' },
      ],
      [
        () =>
          events.deliver('purchase.completed', {
            purchaseId: 1,
            accountId: student.id,
            productId: 'sessions_5',
            description: '5 Sessions',
            kind: 'purchase',
            amountCents: 3999,
            currency: 'USD',
            sessions: 5,
            writingCredits: 0,
          }),
        { icon: 'purchase', qid: null, message: 'Thank you for your purchase! 5 Sessions has been added to your balance.' },
      ],
      [
        () =>
          events.deliver('purchase.renewal_failed', {
            accountId: student.id,
            subscriptionId: 1,
            productId: 'monthly_plan',
            description: 'Monthly plan',
            reason: 'declined',
          }),
        { icon: 'payment_failed', message: expect.stringContaining('We could not renew your Monthly plan') },
      ],
      [
        () => events.deliver('writing.delivered', { problemId: 1, studentId: student.id, writerId: 8 }),
        { icon: 'writing', message: expect.stringContaining('Your Writing review is ready') },
      ],
      [
        () => events.deliver('writing.refunded', { problemId: 1, studentId: student.id, refunded: true }),
        { icon: 'writing', message: expect.stringContaining('your Writing credit was returned') },
      ],
      [
        () => events.deliver('parents.offer_accepted', { accountId: student.id, offerId: 1, sessions: 2 }),
        { icon: 'parents_offer', message: 'Your parent accepted the offer: 2 free sessions were added to your balance.' },
      ],
    ];
    for (const [index, [deliver, expected]] of cases.entries()) {
      await deliver();
      const row = await latest(student);
      expect(row).toMatchObject({ ...expected, createdAt: clock.now() });
      expect(published(student).at(-1)).toMatchObject({ unread_count: index + 1, notification: { id: row!.id, icon: expected.icon } });
    }
    expect(published(student)).toHaveLength(cases.length);
    const suggestion = (await t.db.select().from(notifications).where(eq(notifications.accountId, student.id))).find((n) => n.qid === 14);
    expect(suggestion).toMatchObject({ action: 'chat_extended', params: { mid: 99 } });
  });

  it('says nothing when the student ended or flagged the session', async () => {
    const student = await t.student();
    for (const reason of ['student_end', 'student_flag'] as const)
      await events.deliver('question.ended', { qid: 21, authorId: student.id, expertId: 7, reason, state: 'explained', refunded: false });
    expect(await latest(student)).toBeUndefined();
    expect(published(student)).toEqual([]);
  });

  it('speaks Spanish to Spanish accounts', async () => {
    const student = await t.student();
    spanish(student);
    await events.deliver('question.suggested', { qid: 31, authorId: student.id, expertId: 7, mid: 5 });
    expect((await latest(student))?.messageEs).toBe('Maya te envió opciones para elegir. Abre la sesión para responder.');
    expect(published(student).at(-1)).toMatchObject({
      notification: { message: 'Maya te envió opciones para elegir. Abre la sesión para responder.' },
    });
    await events.deliver('parents.offer_accepted', { accountId: student.id, offerId: 2, sessions: 1 });
    expect((await latest(student))?.messageEs).toBe('Tu padre, madre o tutor aceptó la oferta: se añadió 1 sesión gratis a tu saldo.');
    await events.deliver('question.dead', { qid: 32, authorId: student.id, subjectId: 1, refunded: true });
    expect(await latest(student)).toMatchObject({
      message: 'No expert was available for your question, so the session was returned to your balance. Please try again.',
      messageEs: 'No había ningún experto disponible para tu pregunta, así que devolvimos la sesión a tu saldo. Inténtalo de nuevo.',
    });
  });
});
