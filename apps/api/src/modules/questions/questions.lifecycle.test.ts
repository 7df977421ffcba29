import {
  CHANNELS,
  askConfigSchema,
  messageSchema,
  miscSettingSchema,
  questionListSchema,
  questionSchema,
  queueItemOfOffer,
  type QueueOffer,
  sessionEndedDataSchema,
} from '@photostudy/contracts';
import { analyticsEvents, ledgerEntries, messages } from '@photostudy/db';
import { testDatabaseKind } from '@photostudy/db/testing';
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TIMER_KINDS } from './engine-context';
import { askFields, createEngineTestApp, type EngineTestApp, multipart, type TestAccount } from '../../testing/engine-test-app';

describe(`question lifecycle (${testDatabaseKind()})`, () => {
  let t: EngineTestApp;
  beforeAll(async () => {
    t = await createEngineTestApp();
  });
  afterAll(async () => t.close());

  async function ask(student: TestAccount, fields = askFields(), files: Parameters<typeof multipart>[1] = []) {
    const body = multipart(fields, files);
    return t.app.inject({ method: 'POST', url: '/api/questions', headers: { ...student.headers, ...body.headers }, payload: body.payload });
  }
  const post = (who: TestAccount, url: string, payload?: unknown) =>
    t.app.inject({ method: 'POST', url, headers: who.headers, ...(payload !== undefined ? { payload: payload as object } : {}) });
  const get = (who: TestAccount | null, url: string) => t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
  const balanceOf = async (who: TestAccount) => (await get(who, '/api/status-updates')).json().balance.session_count as number;

  async function startedQuestion(student: TestAccount, expert: TestAccount): Promise<number> {
    const res = await ask(student);
    expect(res.statusCode).toBe(200);
    const qid = res.json().qid as number;
    expect((await post(expert, `/api/expert/questions/${qid}/claims`)).statusCode).toBe(200);
    expect((await post(expert, `/api/expert/questions/${qid}/starts`)).statusCode).toBe(200);
    return qid;
  }

  it('stores a text message with no suggestion (SQL NULL) and a suggestion as JSON, through the prepared insert', async () => {
    const student = await t.student({ balance: 1 });
    const expert = await t.expert();
    const qid = await startedQuestion(student, expert);
    const sent = await post(student, `/api/questions/${qid}/messages`, { body: 'Is it 7?', client_message_id: 'null-check-1' });
    expect(sent.statusCode).toBe(200);
    const again = await post(student, `/api/questions/${qid}/messages`, { body: 'Is it 7?', client_message_id: 'null-check-1' });
    expect(again.json().mid).toBe(sent.json().mid);
    const suggested = await post(expert, `/api/expert/questions/${qid}/suggestions`, {
      body: 'Which step first?',
      options: [{ body: 'Subtract 3' }, { body: 'Divide by 2' }],
    });
    expect(suggested.statusCode).toBe(200);
    const rows = await t.db
      .select({ id: messages.id, isNull: sql<boolean>`${messages.suggestion} is null`, suggestion: messages.suggestion })
      .from(messages)
      .where(eq(messages.questionId, qid))
      .orderBy(messages.id);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(sent.json().mid as number)).toMatchObject({ isNull: true, suggestion: null });
    expect(byId.get(suggested.json().mid as number)?.suggestion?.options.map((o) => o.body)).toEqual(['Subtract 3', 'Divide by 2']);
    expect(rows.filter((r) => r.id === sent.json().mid)).toHaveLength(1);
  });

  it('serves the ask configuration and the rating reasons', async () => {
    const student = await t.student({ balance: 1 });
    const res = await get(student, '/api/ask-config');
    expect(res.statusCode).toBe(200);
    const config = askConfigSchema.parse(res.json());
    expect(config).toMatchObject({
      can_ask: true,
      open_question: null,
      selected_language: 'en',
      attachment_limit: { width: 40, height: 40, size: 10 * 1024 * 1024 },
    });
    expect(config.subjects).toHaveLength(10);
    expect(config.subjects.find((s) => s.title === 'Accounting')).toEqual({
      tid: 9,
      title: 'Accounting',
      subject_group: 'business',
      allow_spreadsheet: true,
      image_url: null,
    });
    expect(config.mindsets.length).toBeGreaterThan(0);
    expect(config.languages.map((l) => l.code)).toEqual(['en', 'es']);
    const broke = await t.student({ balance: 0 });
    expect((await get(broke, '/api/ask-config')).json().can_ask).toBe(false);
    expect((await get(null, '/api/ask-config')).statusCode).toBe(401);

    const misc = miscSettingSchema.parse((await get(null, '/api/misc/setting')).json());
    expect(misc.low_star_rating_reasons.map((r) => r.type)).toEqual(expect.arrayContaining(['select', 'free_text', 'mail']));
  });

  it('runs a whole session: ask, offer, claim, grant, start, chat both ways, suggestion, idle warning and reset, end, low rating, free repost', async () => {
    const student = await t.student({ balance: 2 });
    const expert = await t.expert({ subjectIds: [1, 2], name: 'Maya' });
    const otherMath = await t.expert({ subjectIds: [1] });
    const business = await t.expert({ subjectIds: [8] });
    const offline = await t.expert({ subjectIds: [1] });
    t.online(expert.id, otherMath.id, business.id);
    const privateStudent = CHANNELS.privateStudent(student.id);
    const presenceStudent = CHANNELS.presenceStudent(student.id);

    // --- ask, with an image carrying EXIF metadata ---
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffffff' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS and secrets' } } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const asked = await ask(student, askFields({ title: '   How do I solve 2x + 5 = 17 step by step?   ' }), [
      { field: 'image_file', filename: 'homework.png', data: png, contentType: 'image/png' },
    ]);
    expect(asked.statusCode).toBe(200);
    const q = questionSchema.parse(asked.json());
    expect(q).toMatchObject({
      state: 'connecting',
      title: 'How do I solve 2x + 5 = 17 step by step?',
      subject_title: 'Algebra',
      tid: 1,
      answered: false,
      expert: null,
      discussion: null,
      previous_question_ids: [],
      lang: 'en',
    });
    expect(q.meta_data.mindset.title).toBe('I am stuck on a step');
    expect(q.attachment_url).toMatch(/^\/api\/files\/[a-f0-9]{32}\?exp=\d+&sig=/);
    expect(await balanceOf(student)).toBe(1);
    const [debit] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.questionId, q.qid), eq(ledgerEntries.reason, 'ask_debit')));
    expect(debit?.delta).toBe(-1);

    // The stored image is re-encoded without metadata and served on its signed link only.
    const file = await t.app.inject({ method: 'GET', url: q.attachment_url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const stored = await sharp(file.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'png', width: 300, height: 200 });
    expect(stored.exif).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: q.attachment_url!.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(404);

    // --- offered once, on the subject's queue channel (only its experts may join it), not once per expert ---
    const offersOf = (qid: number) =>
      t.publisher.sent.filter((s) => s.event === 'questionOffered' && (s.data as { qid: number }).qid === qid);
    // At once, or once the subject queue's window that an earlier change opened ends (SUBJECT_QUEUE_BATCH_MS).
    await vi.waitFor(() =>
      expect(offersOf(q.qid)).toEqual([
        { channels: [CHANNELS.subjectQueue(1)], event: 'questionOffered', data: expect.objectContaining({ qid: q.qid }) },
      ]),
    );
    for (const who of [expert, otherMath, business, offline])
      expect(t.publisher.on(CHANNELS.privateExpert(who.id), 'questionOffered')).toEqual([]);
    expect((await t.pendingTimers(TIMER_KINDS.matchWindow, q.qid)).length).toBe(1);

    const config = (await get(student, '/api/ask-config')).json();
    expect(config).toMatchObject({ can_ask: false, open_question: { qid: q.qid, allow_spreadsheet: false } });
    const queue = (await get(expert, '/api/expert/queue')).json();
    expect(queue.questions.map((x: { qid: number }) => x.qid)).toContain(q.qid);
    // The offer is the question as the queue lists it (less what every waiting question is): a console adds it without
    // reading its queue again.
    const offered = offersOf(q.qid)[0]?.data as QueueOffer;
    expect(queueItemOfOffer(offered)).toEqual(queue.questions.find((x: { qid: number }) => x.qid === q.qid));
    expect(Object.keys(offered)).not.toContain('expert');
    expect(offersOf(q.qid)[0]?.data).toMatchObject({ subject_title: 'Algebra', title: q.title, created: q.created, is_repost: false });
    expect((await get(business, '/api/expert/queue')).json().questions.map((x: { qid: number }) => x.qid)).not.toContain(q.qid);

    // --- claim: questionClaimed (private), questionGranted with the expert info (presence), withdrawn for the others ---
    const claimed = await post(expert, `/api/expert/questions/${q.qid}/claims`);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({ state: 'connecting', expert: { uid: expert.id, name: 'Maya' } });
    expect(t.publisher.on(privateStudent, 'questionClaimed')).toEqual([{ qid: q.qid, expert_uid: expert.id }]);
    expect(t.publisher.on(presenceStudent, 'questionGranted')).toEqual([
      { qid: q.qid, expert_info: { expert_uid: expert.id, expert_name: 'Maya', expert_rating: 4.5, expert_info: 'Test expert info' } },
    ]);
    // Withdrawn once for the whole subject (the claimer drops it from the queue it holds, like the others), at once or
    // when the window the offer opened ends.
    await vi.waitFor(() => expect(t.publisher.on(CHANNELS.subjectQueue(1), 'questionWithdrawn')).toContainEqual({ qid: q.qid }));
    expect(t.publisher.on(CHANNELS.privateExpert(otherMath.id), 'questionWithdrawn')).toEqual([]);
    expect(await t.pendingTimers(TIMER_KINDS.matchWindow, q.qid)).toHaveLength(0);
    expect(await t.pendingTimers(TIMER_KINDS.claimWindow, q.qid)).toHaveLength(1);
    expect(await t.app.services.isAssignedExpert(student.id, expert.id)).toBe(true);

    // --- start: questionAnswered, discussion STARTED with the default 1200 s ---
    const started = questionSchema.parse((await post(expert, `/api/expert/questions/${q.qid}/starts`)).json());
    expect(started.state).toBe('in_progress');
    expect(started.discussion).toMatchObject({ status: 'STARTED', duration: 1200, flagged: false });
    expect(t.publisher.on(privateStudent, 'questionAnswered')).toEqual([
      { qid: q.qid, started: started.discussion!.started, duration: 1200 },
    ]);
    expect(await t.pendingTimers(TIMER_KINDS.claimWindow, q.qid)).toHaveLength(0);
    expect(await t.pendingTimers(TIMER_KINDS.discussionEnd, q.qid)).toHaveLength(1);
    expect(await t.pendingTimers(TIMER_KINDS.idleWarning, q.qid)).toHaveLength(1);

    // --- chat both ways ---
    const fromStudent = await post(student, `/api/questions/${q.qid}/messages`, {
      body: '  Hi! I keep getting x = 11.  ',
      client_message_id: 'c-1',
    });
    expect(fromStudent.statusCode).toBe(200);
    const studentMessage = messageSchema.parse(fromStudent.json());
    expect(studentMessage).toMatchObject({
      body: 'Hi! I keep getting x = 11.',
      sender: { uid: student.id },
      message_type: 'text',
      student_discussion_message: true,
      edit_discussion_message: false,
    });
    expect(t.publisher.on(presenceStudent, 'newStudentDiscussionMessage')).toEqual([studentMessage]);

    const fromExpert = await post(expert, `/api/expert/questions/${q.qid}/messages`, { body: 'Subtract 5 from both sides first.' });
    const expertMessage = messageSchema.parse(fromExpert.json());
    expect(expertMessage).toMatchObject({ sender: { uid: expert.id }, student_discussion_message: false });
    expect(t.publisher.on(presenceStudent, 'newDiscussionMessage')).toEqual([expertMessage]);
    expect((await get(student, `/api/questions/${q.qid}`)).json().answered).toBe(true);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/expert/questions/${q.qid}/messages/${expertMessage.mid}`,
      headers: expert.headers,
      payload: { body: 'Subtract 5 from both sides.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ body: 'Subtract 5 from both sides.', edit_discussion_message: true });
    expect(edited.json().updated).toBeGreaterThan(edited.json().created);
    expect(t.publisher.on(presenceStudent, 'editDiscussionMessage')).toEqual([edited.json()]);
    // Only own messages.
    const notMine = await t.app.inject({
      method: 'PUT',
      url: `/api/expert/questions/${q.qid}/messages/${studentMessage.mid}`,
      headers: expert.headers,
      payload: { body: 'x' },
    });
    expect(notMine.statusCode).toBe(404);

    // --- suggestion: one choice, while open ---
    const suggested = await post(expert, `/api/expert/questions/${q.qid}/suggestions`, {
      body: 'What is 12 / 2?',
      options: [{ body: '5' }, { body: '6' }, { body: '7' }],
      time_remaining: 60,
    });
    expect(suggested.statusCode).toBe(200);
    const suggestion = messageSchema.parse(suggested.json());
    expect(suggestion.message_type).toBe('suggestion');
    expect(suggestion.suggestion).toEqual({
      options: [
        { id: 1, body: '5', selected: false },
        { id: 2, body: '6', selected: false },
        { id: 3, body: '7', selected: false },
      ],
      time_remaining: 60,
      locked: false,
    });
    expect(t.publisher.on(presenceStudent, 'newDiscussionMessage')).toHaveLength(2);
    expect(await t.pendingTimers(TIMER_KINDS.suggestionLock, suggestion.mid)).toHaveLength(1);

    const answer = await post(student, `/api/questions/${q.qid}/messages/${suggestion.mid}/responses`, { option_id: 2 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ challenged_question_answered: true, option_id: 2, edit_discussion_message: false });
    expect(answer.json().suggestion.locked).toBe(true);
    expect(answer.json().suggestion.options[1]).toEqual({ id: 2, body: '6', selected: true });
    expect(t.publisher.on(presenceStudent, 'challenged_question_answered')).toEqual([answer.json()]);
    const again = await post(student, `/api/questions/${q.qid}/messages/${suggestion.mid}/responses`, { option_id: 1 });
    expect(again.statusCode).toBe(409);
    expect(await t.pendingTimers(TIMER_KINDS.suggestionLock, suggestion.mid)).toHaveLength(0);

    // --- idle warning after student silence, then a reset ---
    expect(await t.fire(TIMER_KINDS.idleWarning, q.qid)).toBe(1);
    expect(t.publisher.on(presenceStudent, 'sessionIdleWarning')).toEqual([{ qid: q.qid, type: 'idle_warning' }]);
    expect(await t.pendingTimers(TIMER_KINDS.idleTimeout, q.qid)).toHaveLength(1);
    const reset = await post(student, `/api/questions/${q.qid}/idle-resets`, { type: 'idle_warning' });
    expect(reset.statusCode).toBe(200);
    expect(await t.pendingTimers(TIMER_KINDS.idleTimeout, q.qid)).toHaveLength(0);
    expect(await t.pendingTimers(TIMER_KINDS.idleWarning, q.qid)).toHaveLength(1);

    // --- the student ends: discussionSessionEnded on both channels, Completed, a system message ---
    const ended = await post(student, `/api/questions/${q.qid}/ends`);
    expect(ended.statusCode).toBe(200);
    const endedQ = questionSchema.parse(ended.json());
    expect(endedQ).toMatchObject({ state: 'explained', answered: true, discussion: { status: 'EXPIRED', flagged: false } });
    const last = endedQ.messages.at(-1)!;
    expect(last).toMatchObject({ body: 'Session ended', sender: { uid: 0 }, message_type: 'system' });
    const endEvents = t.publisher.sent.filter((s) => s.event === 'discussionSessionEnded');
    expect(endEvents).toHaveLength(1);
    expect(endEvents[0]!.channels.sort()).toEqual([presenceStudent, privateStudent].sort());
    expect(endEvents[0]!.data).toEqual({ qid: q.qid, reason: 'student_end', ended: expect.any(Number) });
    expect(t.publisher.on(CHANNELS.privateExpert(expert.id), 'assignmentChanged')).toContainEqual({ qid: q.qid, state: 'explained' });
    expect(await t.pendingTimers(TIMER_KINDS.discussionEnd, q.qid)).toHaveLength(0);
    expect(await t.pendingTimers(TIMER_KINDS.idleWarning, q.qid)).toHaveLength(0);
    const [event] = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.name, 'session_ended'))
      .orderBy(desc(analyticsEvents.id))
      .limit(1);
    const data = sessionEndedDataSchema.parse(event!.data);
    expect(data).toMatchObject({
      qid: q.qid,
      message_count: 3,
      first_bid: expect.any(Number),
      claim_time: expect.any(Number),
      answer_time: expect.any(Number),
    });
    expect(data.processing_data).toMatchObject({ reason: 'student_end', expert_uid: expert.id });
    // Paid: no refund for an answered session.
    expect(await balanceOf(student)).toBe(1);
    // Messages after the end are refused; ending again answers the same question.
    expect((await post(student, `/api/questions/${q.qid}/messages`, { body: 'hello?' })).statusCode).toBe(409);
    expect((await post(student, `/api/questions/${q.qid}/ends`)).json().state).toBe('explained');

    // --- low rating with a reason; a free repost is offered ---
    const rated = await post(student, `/api/questions/${q.qid}/rates`, { stage: 'rating', point: 2 });
    expect(rated.statusCode).toBe(200);
    expect(rated.json()).toEqual({ can_repost: true });
    const noReason = await post(student, `/api/questions/${q.qid}/rates`, { stage: 'choosing_reason', point: 2, is_repost: true });
    expect(noReason.statusCode).toBe(400);
    const otherEmpty = await post(student, `/api/questions/${q.qid}/rates`, {
      stage: 'choosing_reason',
      point: 2,
      reason: { id: 5, content: '   ' },
      is_repost: true,
    });
    expect(otherEmpty.statusCode).toBe(400);
    const withReason = await post(student, `/api/questions/${q.qid}/rates`, {
      stage: 'choosing_reason',
      point: 2,
      reason: { id: 5, content: 'Too fast for me' },
      is_repost: true,
    });
    expect(withReason.json()).toEqual({ can_repost: true });
    expect((await post(student, `/api/questions/${q.qid}/rates`, { stage: 'rating', point: 4 })).json().code).toBe('ALREADY_RATED');
    expect((await get(student, `/api/questions/${q.qid}`)).json().answer_point).toBe(2);

    // --- free repost: same thread, no debit, an audit row of delta 0, offered again ---
    t.publisher.sent.length = 0;
    const reposted = await post(student, `/api/questions/${q.qid}/reposts`, { qid: q.qid });
    expect(reposted.statusCode).toBe(200);
    const r = questionSchema.parse(reposted.json());
    expect(r).toMatchObject({
      state: 'connecting',
      title: q.title,
      previous_question_ids: [q.qid],
      tid: 1,
      attachment_size: q.attachment_size,
    });
    expect(r.qid).not.toBe(q.qid);
    expect(await balanceOf(student)).toBe(1);
    const [audit] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.questionId, r.qid));
    expect(audit).toMatchObject({ reason: 'repost', delta: 0, kind: 'session' });
    // Offered again, but never to the expert the student rated low.
    expect(t.publisher.on(CHANNELS.privateExpert(otherMath.id), 'questionOffered').map((o) => queueItemOfOffer(o as QueueOffer))).toEqual([
      (await get(otherMath, '/api/expert/queue')).json().questions.find((x: { qid: number }) => x.qid === r.qid),
    ]);
    expect(t.publisher.on(CHANNELS.privateExpert(expert.id), 'questionOffered')).toEqual([]);
    // Not on the subject's channel either: the expert rated low is subscribed there.
    expect(t.publisher.on(CHANNELS.subjectQueue(1))).toEqual([]);
    expect((await post(student, `/api/questions/${q.qid}/reposts`)).statusCode).toBe(409);
    expect(
      (await post(student, `/api/questions/${q.qid}/rates`, { stage: 'choosing_reason', point: 1, reason: { id: 1, content: '' } })).json(),
    ).toEqual({ can_repost: false });

    // The repost fails to match: dead, nothing to refund (it cost nothing).
    expect(await t.fire(TIMER_KINDS.matchWindow, r.qid)).toBe(1);
    expect(t.publisher.on(privateStudent, 'questionDead')).toEqual([{ qid: r.qid, refunded: false }]);
    // Its withdrawal goes where its offer went: to the other expert, never to the subject's channel.
    expect(t.publisher.on(CHANNELS.privateExpert(otherMath.id), 'questionWithdrawn')).toEqual([{ qid: r.qid }]);
    expect(t.publisher.on(CHANNELS.subjectQueue(1))).toEqual([]);
    expect(await balanceOf(student)).toBe(1);

    // --- the session list, newest first ---
    const list = questionListSchema.parse((await get(student, '/api/questions?page=1')).json());
    expect(list.questions.map((x) => x.qid)).toEqual([r.qid, q.qid]);
    expect((await get(student, '/api/questions?page=2')).json().questions).toEqual([]);
  });

  it('kills a question nobody claims within the match window and refunds the session', async () => {
    const student = await t.student({ balance: 1 });
    const expert = await t.expert({ subjectIds: [5] });
    t.online(expert.id);
    const res = await ask(student, askFields({ subject_id: 5 }));
    const qid = res.json().qid as number;
    expect(await balanceOf(student)).toBe(0);
    expect(await t.fire(TIMER_KINDS.matchWindow, qid)).toBe(1);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'questionDead')).toEqual([{ qid, refunded: true }]);
    // Right after the offer: the subject queue's window gathers it, then sends it alone (SUBJECT_QUEUE_BATCH_MS).
    const withdrawn = () => t.publisher.on(CHANNELS.subjectQueue(5), 'questionWithdrawn').filter((w) => (w as { qid: number }).qid === qid);
    await vi.waitFor(() => expect(withdrawn()).toEqual([{ qid }]));
    expect(await balanceOf(student)).toBe(1);
    const q = (await get(student, `/api/questions/${qid}`)).json();
    expect(q).toMatchObject({ state: 'dead', discussion: null, answered: false, flagged: false });
    expect((await get(student, '/api/ask-config')).json()).toMatchObject({ can_ask: true, open_question: null });
    // A second run of the same timer is a no-op, and a refund never doubles.
    expect(await t.fire(TIMER_KINDS.matchWindow, qid)).toBe(0);
    expect(await balanceOf(student)).toBe(1);
  });

  it('expires a discussion when its timer runs out, and ends a silent one with idle_timeout', async () => {
    const expert = await t.expert();
    const student = await t.student({ balance: 2 });
    const first = await startedQuestion(student, expert);
    await post(expert, `/api/expert/questions/${first}/messages`, { body: 'Here is how.' });
    expect(await t.fire(TIMER_KINDS.discussionEnd, first)).toBe(1);
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'discussionSessionEnded')).toContainEqual({
      qid: first,
      reason: 'expired',
      ended: expect.any(Number),
    });
    expect((await get(student, `/api/questions/${first}`)).json()).toMatchObject({ state: 'explained', discussion: { status: 'EXPIRED' } });

    const second = await startedQuestion(student, expert);
    await t.fire(TIMER_KINDS.idleWarning, second);
    expect(await t.fire(TIMER_KINDS.idleTimeout, second)).toBe(1);
    const presence = CHANNELS.presenceStudent(student.id);
    expect(t.publisher.on(presence, 'sessionIdleTimeout')).toEqual([{ qid: second }]);
    expect(t.publisher.on(presence, 'discussionSessionEnded')).toContainEqual({
      qid: second,
      reason: 'idle_timeout',
      ended: expect.any(Number),
    });
    // Never answered: an 'Incomplete Session', refunded.
    expect((await get(student, `/api/questions/${second}`)).json()).toMatchObject({
      state: 'dead',
      answered: false,
      discussion: { status: 'EXPIRED' },
    });
    expect(await balanceOf(student)).toBe(1);
  });

  it('gives the end states the list labels need: flagged by user, expert flagged, withdrawn', async () => {
    const expert = await t.expert();
    const student = await t.student({ balance: 3 });

    const flaggedByUser = await startedQuestion(student, expert);
    const flagged = await post(student, `/api/questions/${flaggedByUser}/flags`);
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json()).toMatchObject({ state: 'dead', discussion: { status: 'EXPIRED', flagged: true } });
    expect(t.publisher.on(CHANNELS.privateStudent(student.id), 'discussionSessionEnded')).toContainEqual({
      qid: flaggedByUser,
      reason: 'student_flag',
      ended: expect.any(Number),
    });

    const expertFlagged = await startedQuestion(student, expert);
    await post(expert, `/api/expert/questions/${expertFlagged}/messages`, { body: 'Hello' });
    const byExpert = await post(expert, `/api/expert/questions/${expertFlagged}/flags`, { reason: 'Abusive language' });
    expect(byExpert.statusCode).toBe(200);
    expect(byExpert.json()).toMatchObject({ state: 'explained', flagged: true, flag_reason: 'Abusive language' });
    // An expert-flagged session offers no free repost.
    expect((await post(student, `/api/questions/${expertFlagged}/rates`, { stage: 'rating', point: 1 })).json()).toEqual({
      can_repost: false,
    });

    // A student may withdraw a question still waiting: dead, refunded.
    const before = await balanceOf(student);
    const waiting = (await ask(student)).json().qid as number;
    const withdrawn = await post(student, `/api/questions/${waiting}/ends`);
    expect(withdrawn.json()).toMatchObject({ state: 'dead', discussion: null });
    expect(await balanceOf(student)).toBe(before);
  });
});
