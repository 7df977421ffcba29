import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createChannelsServer } from '@photostudy/channels';
import { CHANNELS, STUDENT_PRESENCE_EVENTS, STUDENT_PRIVATE_EVENTS, SUBJECT_QUEUE_EVENTS } from '@photostudy/contracts';
import { type DatabaseHandle, seedDatabase } from '@photostudy/db';
import { openTestDatabase } from '@photostudy/db/testing';
import type { FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../core/config';
import { TEST_REALTIME_APP } from '../../testing/test-app';
import {
  makeAccount,
  type RealtimeTestAccount,
  realtimeClient as client,
  type Received,
  subscribeLogged as subscribe,
} from '../../testing/realtime-clients';

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

async function eventually<T>(check: () => T | undefined, what: string, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const count = (log: Received[], event: string) => log.filter((r) => r.event === event).length;

/**
 * Two API nodes on one PostgreSQL database and one Redis: the student talks to node A, the expert to
 * node B; events cross nodes through Redis and each durable timer fires once although both nodes poll.
 */
describe.skipIf(!pgUrl || !redisUrl)('two API nodes on PostgreSQL and Redis', () => {
  let handle: DatabaseHandle;
  const nodes: { app: FastifyInstance; port: number }[] = [];
  const clients: Pusher[] = [];

  beforeAll(async () => {
    handle = await openTestDatabase();
    await seedDatabase(handle.db, { isProduction: false });
    const keyPrefix = `ps-multinode-${randomBytes(4).toString('hex')}:`;
    const env = {
      NODE_ENV: 'test',
      IDLE_WARNING_AFTER_S: '2',
      IDLE_TIMEOUT_AFTER_WARNING_S: '2',
      JWT_SECRET: 'multi-node-test-secret-of-at-least-32-chars',
    };
    for (let i = 0; i < 2; i++) {
      const dataDir = mkdtempSync(join(tmpdir(), `ps-node-${i}-`));
      const config = loadConfig({ ...env, DATA_DIR: dataDir, WEB_DIST_DIR: join(dataDir, 'none') });
      const realtimeServer = await createChannelsServer({
        app: TEST_REALTIME_APP,
        redis: { url: redisUrl!, keyPrefix, heartbeatIntervalMs: 500, nodeTimeoutMs: 2_000 },
      });
      const app = await buildApp({
        config,
        db: handle.db,
        dbKind: handle.kind,
        opsSecret: 'x',
        logger: false,
        realtime: { key: TEST_REALTIME_APP.key, host: null, port: null, useTls: null, cluster: 'mt1' },
        realtimeServer,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      nodes.push({ app, port: (app.server.address() as AddressInfo).port });
    }
  });
  afterAll(async () => {
    for (const c of clients) c.disconnect();
    for (const n of nodes) await n.app.close();
    await handle?.close();
  });

  it('runs a session across nodes and fires each timer once', async () => {
    const [a, b] = nodes as [(typeof nodes)[0], (typeof nodes)[0]];
    const student = await makeAccount(a.app, handle.db, 'student');
    const expert = await makeAccount(b.app, handle.db, 'expert');
    const studentClient = client(a.port, student);
    const expertClient = client(b.port, expert);
    clients.push(studentClient, expertClient);
    const studentPrivate: Received[] = [];
    const studentPresence: Received[] = [];
    const expertPrivate: Received[] = [];
    const expertOnStudent: Received[] = [];
    await subscribe(studentClient, CHANNELS.privateStudent(student.id), studentPrivate);
    await subscribe(studentClient, CHANNELS.presenceStudent(student.id), studentPresence);
    await subscribe(expertClient, CHANNELS.privateExpert(expert.id), expertPrivate);
    await subscribe(expertClient, CHANNELS.presenceExperts, []);
    const expertQueue: Received[] = [];
    await subscribe(expertClient, CHANNELS.subjectQueue(2), expertQueue);
    // A colleague of the same subject connected to node A: one publish on the subject's channel reaches both nodes.
    const colleague = await makeAccount(a.app, handle.db, 'expert');
    const colleagueClient = client(a.port, colleague);
    clients.push(colleagueClient);
    const colleagueQueue: Received[] = [];
    await subscribe(colleagueClient, CHANNELS.subjectQueue(2), colleagueQueue);

    const http = (node: typeof a, who: RealtimeTestAccount, path: string, body?: unknown) =>
      fetch(`http://127.0.0.1:${node.port}${path}`, {
        method: 'POST',
        headers: { ...who.headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });

    // Asked on A; the expert online on B (presence kept in Redis) is offered it on B.
    const ask = await http(a, student, '/api/questions', { title: 'Integrate x from 0 to 1', mindset_id: 1, subject_id: 2, lang: 'en' });
    expect(ask.status).toBe(200);
    const qid = ((await ask.json()) as { qid: number }).qid;
    const offerOnB = await eventually(
      () => expertQueue.find((r) => r.event === SUBJECT_QUEUE_EVENTS.questionOffered && r.data.qid === qid),
      'offer on node B',
    );
    const offerOnA = await eventually(
      () => colleagueQueue.find((r) => r.event === SUBJECT_QUEUE_EVENTS.questionOffered && r.data.qid === qid),
      'offer on node A',
    );
    // Node B published what node A handed it over the node bus: the same offer, title and all.
    expect(offerOnB.data).toEqual(offerOnA.data);
    expect(offerOnA.data).toMatchObject({ qid, title: 'Integrate x from 0 to 1', is_repost: false });

    // Claimed and started on B; the student on A hears it.
    expect((await http(b, expert, `/api/expert/questions/${qid}/claims`)).status).toBe(200);
    await eventually(() => studentPrivate.find((r) => r.event === STUDENT_PRIVATE_EVENTS.questionClaimed), 'claim on node A');
    await eventually(
      () => colleagueQueue.find((r) => r.event === SUBJECT_QUEUE_EVENTS.questionWithdrawn && r.data.qid === qid),
      'withdrawal on node A',
    );
    await eventually(() => studentPresence.find((r) => r.event === STUDENT_PRESENCE_EVENTS.questionGranted), 'grant on node A');
    await subscribe(expertClient, CHANNELS.presenceStudent(student.id), expertOnStudent);
    expect((await http(b, expert, `/api/expert/questions/${qid}/starts`)).status).toBe(200);
    await eventually(() => studentPrivate.find((r) => r.event === STUDENT_PRIVATE_EVENTS.questionAnswered), 'start on node A');

    // Chat both ways across nodes.
    await http(b, expert, `/api/expert/questions/${qid}/messages`, { body: 'Think of the area of a triangle.' });
    await eventually(() => studentPresence.find((r) => r.event === STUDENT_PRESENCE_EVENTS.newDiscussionMessage), 'expert message on A');
    await http(a, student, `/api/questions/${qid}/messages`, { body: 'So it is 1/2?' });
    await eventually(
      () => expertOnStudent.find((r) => r.event === STUDENT_PRESENCE_EVENTS.newStudentDiscussionMessage),
      'student message on B',
    );

    // Silence: the idle warning, then the idle timeout, each exactly once although both nodes poll the timers.
    await eventually(() => studentPresence.find((r) => r.event === STUDENT_PRESENCE_EVENTS.sessionIdleTimeout), 'idle timeout', 15_000);
    await eventually(() => studentPrivate.find((r) => r.event === STUDENT_PRIVATE_EVENTS.discussionSessionEnded), 'session end');
    await new Promise((r) => setTimeout(r, 1_500));
    expect(count(studentPresence, STUDENT_PRESENCE_EVENTS.sessionIdleWarning)).toBe(1);
    expect(count(studentPresence, STUDENT_PRESENCE_EVENTS.sessionIdleTimeout)).toBe(1);
    expect(count(studentPrivate, STUDENT_PRIVATE_EVENTS.discussionSessionEnded)).toBe(1);
    expect(count(expertOnStudent, STUDENT_PRESENCE_EVENTS.discussionSessionEnded)).toBe(1);
    expect(studentPrivate.find((r) => r.event === STUDENT_PRIVATE_EVENTS.discussionSessionEnded)?.data).toMatchObject({
      qid,
      reason: 'idle_timeout',
    });
  }, 40_000);
});
