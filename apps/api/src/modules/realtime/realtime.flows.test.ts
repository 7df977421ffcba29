import type { AddressInfo } from 'node:net';
import { CHANNELS, EXPERT_PRIVATE_EVENTS, STUDENT_PRESENCE_EVENTS, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { testDatabaseKind } from '@photostudy/db/testing';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  makeAccount,
  nextEvent,
  type RealtimeTestAccount,
  realtimeClient,
  type Received,
  subscribeLogged,
} from '../../testing/realtime-clients';

/**
 * The rest of the lifecycle over real pusher-js clients: a suggestion answered, a low rating with a
 * reason and the free repost offered to another expert, and a match failure with its refund.
 */
describe(`suggestions, reposts and match failure over pusher-js (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let port: number;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    t = await createTestApp({ MATCH_WINDOW_S: '1' }, { withRealtime: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await t.close();
  });

  const post = async (who: RealtimeTestAccount, url: string, payload?: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: who.headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const balance = async (who: RealtimeTestAccount) =>
    (await t.app.inject({ method: 'GET', url: '/api/status-updates', headers: who.headers })).json().balance.session_count as number;

  async function connect(who: RealtimeTestAccount, channels: string[]): Promise<Received[]> {
    const pusher = realtimeClient(port, who);
    clients.push(pusher);
    const log: Received[] = [];
    for (const channel of channels) await subscribeLogged(pusher, channel, log);
    return log;
  }

  it('answers a suggestion, rates low with a reason and offers the free repost to another expert', async () => {
    const student = await makeAccount(t.app, t.db, 'student');
    const expert = await makeAccount(t.app, t.db, 'expert');
    const colleague = await makeAccount(t.app, t.db, 'expert');
    const studentLog = await connect(student, [CHANNELS.privateStudent(student.id), CHANNELS.presenceStudent(student.id)]);
    // Both on Algebra's queue channel too, as their consoles would be: the repost must not come that way either.
    const expertLog = await connect(expert, [CHANNELS.privateExpert(expert.id), CHANNELS.presenceExperts, CHANNELS.subjectQueue(1)]);
    const colleagueLog = await connect(colleague, [
      CHANNELS.privateExpert(colleague.id),
      CHANNELS.presenceExperts,
      CHANNELS.subjectQueue(1),
    ]);

    const qid = (
      await post(student, '/api/questions', { title: 'Which is larger, 2^10 or 10^3?', mindset_id: 2, subject_id: 1, lang: 'en' })
    ).qid as number;
    await nextEvent(expertLog, EXPERT_PRIVATE_EVENTS.questionOffered);
    await post(expert, `/api/expert/questions/${qid}/claims`);
    const expertOnStudent: Received[] = [];
    await subscribeLogged(clients[1]!, CHANNELS.presenceStudent(student.id), expertOnStudent);
    await post(expert, `/api/expert/questions/${qid}/starts`);

    const suggestion = await post(expert, `/api/expert/questions/${qid}/suggestions`, {
      body: 'Which is larger?',
      options: [{ body: '$2^{10}$' }, { body: '$10^3$' }],
      time_remaining: 60,
    });
    const shown = await nextEvent(studentLog, STUDENT_PRESENCE_EVENTS.newDiscussionMessage);
    expect(shown).toMatchObject({ mid: suggestion.mid, message_type: 'suggestion', suggestion: { time_remaining: expect.any(Number) } });
    const options = (shown.suggestion as { options: { id: number }[] }).options;
    await post(student, `/api/questions/${qid}/messages/${suggestion.mid as number}/responses`, { option_id: options[0]!.id });
    expect(await nextEvent(expertOnStudent, STUDENT_PRESENCE_EVENTS.challengedQuestionAnswered)).toMatchObject({
      mid: suggestion.mid,
      qid,
    });

    await post(student, `/api/questions/${qid}/ends`);
    expect(await nextEvent(studentLog, STUDENT_PRIVATE_EVENTS.discussionSessionEnded)).toMatchObject({ qid, reason: 'student_end' });
    expect(await post(student, `/api/questions/${qid}/rates`, { stage: 'rating', point: 2 })).toEqual({ can_repost: true });
    await post(student, `/api/questions/${qid}/rates`, {
      stage: 'choosing_reason',
      point: 2,
      reason: { id: 1, content: '' },
      is_repost: true,
    });
    const before = await balance(student);
    expertLog.length = 0;
    colleagueLog.length = 0;
    const repost = await post(student, `/api/questions/${qid}/reposts`, { qid });
    expect(repost.previous_question_ids).toContain(qid);
    expect(await nextEvent(colleagueLog, EXPERT_PRIVATE_EVENTS.questionOffered)).toMatchObject({ qid: repost.qid, is_repost: true });
    // One publish reaches every offered expert together: by now the rated expert would have it too.
    expect(expertLog.filter((r) => r.event === EXPERT_PRIVATE_EVENTS.questionOffered)).toEqual([]);
    expect(await balance(student)).toBe(before);
    await post(student, `/api/questions/${repost.qid as number}/ends`);
  });

  it('kills a question nobody claims in the match window and refunds the session', async () => {
    const student = await makeAccount(t.app, t.db, 'student', 1);
    const studentLog = await connect(student, [CHANNELS.privateStudent(student.id)]);
    const qid = (
      await post(student, '/api/questions', { title: 'Nobody will take this one today', mindset_id: 1, subject_id: 6, lang: 'en' })
    ).qid as number;
    expect(await balance(student)).toBe(0);
    expect(await nextEvent(studentLog, STUDENT_PRIVATE_EVENTS.questionDead, 10_000)).toEqual({ qid, refunded: true });
    expect(await balance(student)).toBe(1);
  });
});
