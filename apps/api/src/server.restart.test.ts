import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHANNELS, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { DEMO_ACCOUNTS } from '@photostudy/db';
import { openTestDatabase } from '@photostudy/db/testing';
import type Pusher from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { nextEvent, type Received, realtimeClient, subscribeLogged } from './testing/realtime-clients';
import { TEST_REALTIME_APP } from './testing/test-app';

const serverEntry = new URL('./server.ts', import.meta.url).pathname;
const port = 3400 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}`;

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function call(
  path: string,
  token: string | null,
  body?: unknown,
  method = body === undefined ? 'GET' : 'POST',
): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const login = async (email: string, password: string) =>
  (await call('/api/preset-logins', null, { type: 'preset', device_id: 'restart-test', email, password })).access_token as string;

/** Waits (bounded; no speed is asserted) until `check` holds. */
async function waitUntil(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The server process is killed (SIGKILL) in the middle of a live discussion and started again on the
 * same database: the stored messages are all there, the durable idle timers still end the session, and a
 * realtime client of the killed server joins its channel again on the restarted one and hears that end.
 */
describe('restart mid-session', () => {
  let child: ChildProcess | null = null;
  let closeDb: (() => Promise<void>) | null = null;
  let pusher: Pusher | null = null;
  afterAll(async () => {
    pusher?.disconnect();
    child?.kill('SIGKILL');
    await closeDb?.();
  });

  it('keeps every acknowledged message, still fires the timers and serves realtime again after a kill -9', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ps-restart-'));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      IDLE_WARNING_AFTER_S: '3',
      // Long enough for the realtime client to be back before the restarted server ends the session.
      IDLE_TIMEOUT_AFTER_WARNING_S: '8',
      PUSHER_APP_ID: TEST_REALTIME_APP.appId,
      PUSHER_APP_KEY: TEST_REALTIME_APP.key,
      PUSHER_APP_SECRET: TEST_REALTIME_APP.secret,
    };
    if (process.env.TEST_DATABASE_URL) {
      const db = await openTestDatabase();
      closeDb = db.close;
      env.DATABASE_URL = db.url!;
    }
    child = await startServer(env);
    const student = await login(DEMO_ACCOUNTS.preset.email, DEMO_ACCOUNTS.preset.password);
    const expert = await login(DEMO_ACCOUNTS.expert.email, DEMO_ACCOUNTS.expert.password);
    const uid = ((await call('/api/status-updates', student)).profile as { uid: number }).uid;
    pusher = realtimeClient(port, { id: uid, token: student, headers: { authorization: `Bearer ${student}` } });
    const heard: Received[] = [];
    const channel = await subscribeLogged(pusher, CHANNELS.privateStudent(uid), heard);
    let joins = 1;
    channel.bind('pusher:subscription_succeeded', () => joins++);
    const q = await call('/api/questions', student, { title: 'Factor x^2 - 9 for me', mindset_id: 1, subject_id: 1, lang: 'en' });
    const qid = q.qid as number;
    await call(`/api/expert/questions/${qid}/claims`, expert, {});
    await call(`/api/expert/questions/${qid}/starts`, expert, {});
    await call(`/api/questions/${qid}/messages`, student, { body: 'Is it (x-3)(x+3)?', client_message_id: 'before-kill' });
    await call(`/api/expert/questions/${qid}/messages`, expert, { body: 'Yes: a difference of squares.' });

    child.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    heard.length = 0;
    child = await startServer(env);
    // The apps' shared client forces a fresh attempt within 2 s of the restart (reconnectScheduler); pusher-js alone
    // would wait out its 15 s strategy timeout first. Here the test forces it once the server answers.
    pusher.disconnect();
    pusher.connect();
    await waitUntil(() => joins === 2, 'the channel to be joined again on the restarted server');

    // The retried send after the restart is stored once.
    await call(`/api/questions/${qid}/messages`, student, { body: 'Is it (x-3)(x+3)?', client_message_id: 'before-kill' });
    const deadline = Date.now() + 30_000;
    let question = await call(`/api/questions/${qid}`, student);
    while ((question.discussion as { status: string }).status === 'STARTED' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 500));
      question = await call(`/api/questions/${qid}`, student);
    }
    expect(question.discussion).toMatchObject({ status: 'EXPIRED' });
    expect(question.state).toBe('explained');
    const bodies = (question.messages as { body: string; sender: { uid: number } }[]).filter((m) => m.sender.uid !== 0).map((m) => m.body);
    expect(bodies).toEqual(['Is it (x-3)(x+3)?', 'Yes: a difference of squares.']);
    expect(await nextEvent(heard, STUDENT_PRIVATE_EVENTS.discussionSessionEnded, 10_000)).toMatchObject({ qid });
  }, 120_000);
});
