import type { AddressInfo } from 'node:net';
import { CHANNELS, STUDENT_PRESENCE_EVENTS, STUDENT_PRIVATE_EVENTS, SUBJECT_QUEUE_EVENTS } from '@photostudy/contracts';
import { testDatabaseKind } from '@photostudy/db/testing';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import {
  makeAccount,
  nextEvent,
  realtimeClient as client,
  type Received,
  subscribeLogged as subscribe,
} from '../../testing/realtime-clients';

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
    const expertQueue: Received[] = [];
    await subscribe(expertClient, CHANNELS.subjectQueue(2), expertQueue);
    // Not assigned yet: the expert may not join the student's presence channel.
    await expect(subscribe(expertClient, CHANNELS.presenceStudent(student.id), [])).rejects.toThrow(/refused/);
    expertClient.unsubscribe(CHANNELS.presenceStudent(student.id));

    const ask = await t.app.inject({
      method: 'POST',
      url: '/api/questions',
      headers: student.headers,
      payload: { title: 'What is the derivative of x^2?', mindset_id: 1, subject_id: 2, lang: 'en' },
    });
    expect(ask.statusCode).toBe(200);
    const qid = ask.json().qid as number;
    expect(await nextEvent(expertQueue, SUBJECT_QUEUE_EVENTS.questionOffered)).toMatchObject({ qid, subject_title: 'Calculus' });

    expect((await t.app.inject({ method: 'POST', url: `/api/expert/questions/${qid}/claims`, headers: expert.headers })).statusCode).toBe(
      200,
    );
    expect(await nextEvent(studentPrivate, STUDENT_PRIVATE_EVENTS.questionClaimed)).toEqual({ qid, expert_uid: expert.id });
    expect(await nextEvent(studentPresence, STUDENT_PRESENCE_EVENTS.questionGranted)).toMatchObject({
      qid,
      expert_info: { expert_uid: expert.id, expert_name: expect.any(String) },
    });

    // Assigned now: the expert joins and both see each other.
    const expertOnStudentChannel = await subscribe(expertClient, CHANNELS.presenceStudent(student.id), expertOnStudent);
    expect((expertOnStudentChannel as unknown as { members: { count: number } }).members.count).toBe(2);

    expect((await t.app.inject({ method: 'POST', url: `/api/expert/questions/${qid}/starts`, headers: expert.headers })).statusCode).toBe(
      200,
    );
    expect(await nextEvent(studentPrivate, STUDENT_PRIVATE_EVENTS.questionAnswered)).toMatchObject({ qid, duration: expect.any(Number) });

    await t.app.inject({
      method: 'POST',
      url: `/api/expert/questions/${qid}/messages`,
      headers: expert.headers,
      payload: { body: 'Use the power rule: $2x$' },
    });
    expect(await nextEvent(studentPresence, STUDENT_PRESENCE_EVENTS.newDiscussionMessage)).toMatchObject({
      qid,
      body: 'Use the power rule: $2x$',
      sender: { uid: expert.id },
    });

    await t.app.inject({
      method: 'POST',
      url: `/api/questions/${qid}/messages`,
      headers: student.headers,
      payload: { body: 'Thanks!', client_message_id: 'm1' },
    });
    expect(await nextEvent(expertOnStudent, STUDENT_PRESENCE_EVENTS.newStudentDiscussionMessage)).toMatchObject({
      qid,
      body: 'Thanks!',
      sender: { uid: student.id },
    });

    // Typing is a client event: it reaches the student and is not echoed to the expert.
    expertOnStudentChannel.trigger(STUDENT_PRESENCE_EVENTS.tutorTyping, { qid });
    expect(await nextEvent(studentPresence, STUDENT_PRESENCE_EVENTS.tutorTyping)).toMatchObject({ qid });
    expect(expertOnStudent.some((r) => r.event === STUDENT_PRESENCE_EVENTS.tutorTyping)).toBe(false);
    void studentPresenceChannel;

    expect((await t.app.inject({ method: 'POST', url: `/api/questions/${qid}/ends`, headers: student.headers })).statusCode).toBe(200);
    expect(await nextEvent(studentPrivate, STUDENT_PRIVATE_EVENTS.discussionSessionEnded)).toMatchObject({ qid, reason: 'student_end' });
    expect(await nextEvent(studentPresence, STUDENT_PRESENCE_EVENTS.discussionSessionEnded)).toMatchObject({ qid, reason: 'student_end' });
    expect(await nextEvent(expertOnStudent, STUDENT_PRESENCE_EVENTS.discussionSessionEnded)).toMatchObject({ qid });
  });

  it('exposes the realtime metrics in Prometheus text', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/metrics/realtime`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^# (HELP|TYPE) /m);
  });
});
