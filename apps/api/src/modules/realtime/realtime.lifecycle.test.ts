import type { AddressInfo } from 'node:net';
import { CHANNELS, EXPERT_PRIVATE_EVENTS, STUDENT_PRESENCE_EVENTS, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { testDatabaseKind } from '@photostudy/db/testing';
import Pusher, { type Channel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_REALTIME_APP, type TestApp } from '../../testing/test-app';
import { makeAccount, type RealtimeTestAccount } from './realtime.test-support';

type Received = { event: string; data: Record<string, unknown> };

/** A real pusher-js client that authorises through the app's own /api/pusher-auth with a Bearer token. */
function client(port: number, who: RealtimeTestAccount): Pusher {
  return new Pusher(TEST_REALTIME_APP.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/api/pusher-auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        fetch(`http://127.0.0.1:${port}/api/pusher-auth`, {
          method: 'POST',
          headers: { ...who.headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ socket_id: socketId, channel_name: channelName }).toString(),
        })
          .then(async (res) => (res.ok ? callback(null, (await res.json()) as { auth: string; channel_data?: string }) : callback(new Error(`auth ${res.status}: ${await res.text()}`), null)))
          .catch((err: Error) => callback(err, null));
      },
    },
  });
}

function subscribe(pusher: Pusher, name: string, log: Received[]): Promise<Channel> {
  const channel = pusher.subscribe(name);
  channel.bind_global((event: string, data: Record<string, unknown>) => {
    if (!event.startsWith('pusher')) log.push({ event, data });
  });
  return new Promise((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve(channel));
    channel.bind('pusher:subscription_error', (err: unknown) => reject(new Error(`subscription to ${name} refused: ${JSON.stringify(err)}`)));
  });
}

async function waitFor(log: Received[], event: string, timeoutMs = 5_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const hit = log.find((r) => r.event === event);
    if (hit) return hit.data;
    if (Date.now() > deadline) throw new Error(`no ${event}; got ${log.map((r) => r.event).join(', ')}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe(`live session over real pusher-js clients (${testDatabaseKind()})`, () => {
  let t: TestApp;
  let port: number;
  const clients: Pusher[] = [];

  beforeAll(async () => {
    t = await createTestApp({}, { withRealtime: true });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    await t.close();
  });

  it('delivers every step of a session on the channels the brief names', async () => {
    const student = await makeAccount(t.app, t.db, 'student');
    const expert = await makeAccount(t.app, t.db, 'expert');
    const studentClient = client(port, student);
    const expertClient = client(port, expert);
    clients.push(studentClient, expertClient);
    const studentPrivate: Received[] = [];
    const studentPresence: Received[] = [];
    const expertPrivate: Received[] = [];
    const expertOnStudent: Received[] = [];

    await subscribe(studentClient, CHANNELS.privateStudent(student.id), studentPrivate);
    const studentPresenceChannel = await subscribe(studentClient, CHANNELS.presenceStudent(student.id), studentPresence);
    await subscribe(expertClient, CHANNELS.privateExpert(expert.id), expertPrivate);
    await subscribe(expertClient, CHANNELS.presenceExperts, []);
    // Not assigned yet: the expert may not join the student's presence channel.
    await expect(subscribe(expertClient, CHANNELS.presenceStudent(student.id), [])).rejects.toThrow(/refused/);
    expertClient.unsubscribe(CHANNELS.presenceStudent(student.id));

    const ask = await t.app.inject({ method: 'POST', url: '/api/questions', headers: student.headers, payload: { title: 'What is the derivative of x^2?', mindset_id: 1, subject_id: 2, lang: 'en' } });
    expect(ask.statusCode).toBe(200);
    const qid = ask.json().qid as number;
    expect(await waitFor(expertPrivate, EXPERT_PRIVATE_EVENTS.questionOffered)).toMatchObject({ qid, subject_title: 'Calculus' });

    expect((await t.app.inject({ method: 'POST', url: `/api/expert/questions/${qid}/claims`, headers: expert.headers })).statusCode).toBe(200);
    expect(await waitFor(studentPrivate, STUDENT_PRIVATE_EVENTS.questionClaimed)).toEqual({ qid, expert_uid: expert.id });
    expect(await waitFor(studentPresence, STUDENT_PRESENCE_EVENTS.questionGranted)).toMatchObject({ qid, expert_info: { expert_uid: expert.id, expert_name: expect.any(String) } });

    // Assigned now: the expert joins and both see each other.
    const expertOnStudentChannel = await subscribe(expertClient, CHANNELS.presenceStudent(student.id), expertOnStudent);
    expect((expertOnStudentChannel as unknown as { members: { count: number } }).members.count).toBe(2);

    expect((await t.app.inject({ method: 'POST', url: `/api/expert/questions/${qid}/starts`, headers: expert.headers })).statusCode).toBe(200);
    expect(await waitFor(studentPrivate, STUDENT_PRIVATE_EVENTS.questionAnswered)).toMatchObject({ qid, duration: expect.any(Number) });

    await t.app.inject({ method: 'POST', url: `/api/expert/questions/${qid}/messages`, headers: expert.headers, payload: { body: 'Use the power rule: $2x$' } });
    expect(await waitFor(studentPresence, STUDENT_PRESENCE_EVENTS.newDiscussionMessage)).toMatchObject({ qid, body: 'Use the power rule: $2x$', sender: { uid: expert.id } });

    await t.app.inject({ method: 'POST', url: `/api/questions/${qid}/messages`, headers: student.headers, payload: { body: 'Thanks!', client_message_id: 'm1' } });
    expect(await waitFor(expertOnStudent, STUDENT_PRESENCE_EVENTS.newStudentDiscussionMessage)).toMatchObject({ qid, body: 'Thanks!', sender: { uid: student.id } });

    // Typing is a client event: it reaches the student and is not echoed to the expert.
    expertOnStudentChannel.trigger(STUDENT_PRESENCE_EVENTS.tutorTyping, { qid });
    expect(await waitFor(studentPresence, STUDENT_PRESENCE_EVENTS.tutorTyping)).toMatchObject({ qid });
    expect(expertOnStudent.some((r) => r.event === STUDENT_PRESENCE_EVENTS.tutorTyping)).toBe(false);
    void studentPresenceChannel;

    expect((await t.app.inject({ method: 'POST', url: `/api/questions/${qid}/ends`, headers: student.headers })).statusCode).toBe(200);
    expect(await waitFor(studentPrivate, STUDENT_PRIVATE_EVENTS.discussionSessionEnded)).toMatchObject({ qid, reason: 'student_end' });
    expect(await waitFor(studentPresence, STUDENT_PRESENCE_EVENTS.discussionSessionEnded)).toMatchObject({ qid, reason: 'student_end' });
    expect(await waitFor(expertOnStudent, STUDENT_PRESENCE_EVENTS.discussionSessionEnded)).toMatchObject({ qid });
  });

  it('exposes the realtime metrics in Prometheus text', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/metrics/realtime`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^# (HELP|TYPE) /m);
  });
});
