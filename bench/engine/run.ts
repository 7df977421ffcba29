/**
 * Live tutoring engine benchmark: ask-to-offer latency and chat send-to-delivery latency
 * through the real API server (one process, PostgreSQL), at several concurrency levels.
 *
 * See bench/engine/README.md. Traffic goes to 127.0.0.1 only; every loop is bounded.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import { accounts, expertProfiles, hashPassword, ledgerEntries, openDatabase } from '@photostudy/db';
import { Histogram, cpuSeconds, nowMs, rssBytes } from '../channels/stats';
import { startBenchServer } from '../shared/api-server';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const { values: args } = parseArgs({
  options: {
    levels: { type: 'string', default: '100,500' },
    'chat-seconds': { type: 'string', default: '20' },
    'message-interval-ms': { type: 'string', default: '2000' },
    'ramp-ms': { type: 'string', default: '3000' },
    'login-concurrency': { type: 'string', default: '8' },
    port: { type: 'string', default: '0' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    'keep-db': { type: 'boolean', default: false },
  },
});

const LEVELS = args.levels
  .split(',')
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const CHAT_MS = Number(args['chat-seconds']) * 1000;
const MSG_INTERVAL_MS = Number(args['message-interval-ms']);
const RAMP_MS = Number(args['ramp-ms']);
const LOGIN_CONCURRENCY = Number(args['login-concurrency']);
const PASSWORD = 'bench-Password-123';
const OFFER_WAIT_MS = 15_000;
const DRAIN_MS = 5_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Error accounting

const errors: Record<string, number> = {};
const errorSamples: Record<string, string> = {};
function countError(key: string, sample?: string): void {
  errors[key] = (errors[key] ?? 0) + 1;
  if (sample && !errorSamples[key]) errorSamples[key] = sample.slice(0, 300);
}

// ---------------------------------------------------------------------------------------------
// HTTP

let BASE = '';

interface HttpResult<T> {
  status: number;
  body: T;
}

async function http<T = Json>(
  method: string,
  path: string,
  opts: { token?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<HttpResult<T>> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(opts.form).toString();
  }
  const res = await fetch(BASE + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body: parsed as T };
}

/** HTTP call that counts non-2xx answers and network failures under `label`. */
async function call<T = Json>(
  label: string,
  method: string,
  path: string,
  opts: Parameters<typeof http>[2] = {},
): Promise<HttpResult<T> | undefined> {
  try {
    const r = await http<T>(method, path, opts);
    if (r.status < 200 || r.status >= 300) countError(`http ${label} ${r.status}`, JSON.stringify(r.body));
    return r;
  } catch (err) {
    countError(`http ${label} network`, String(err));
    return undefined;
  }
}

async function pool<T>(items: T[], concurrency: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

// ---------------------------------------------------------------------------------------------
// Raw Pusher protocol v7 client

/** Parsed JSON from the server, read loosely by the load generator. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped wire data in a load generator
type Json = any;
type EventHandler = (event: string, channel: string, data: Json) => void;

class PusherClient {
  ws!: WebSocket;
  socketId = '';
  private pending = new Map<string, { resolve: () => void; reject: (e: Error) => void }>();
  closed = false;

  constructor(
    private readonly url: string,
    private readonly token: string,
    private readonly onEvent: EventHandler,
  ) {}

  connect(timeoutMs = 15_000): Promise<void> {
    return new Promise((resolvePromise, reject) => {
      const timer = setTimeout(() => reject(new Error('connect timeout')), timeoutMs);
      this.ws = new WebSocket(this.url);
      this.ws.on('error', (err) => {
        countError('ws error', String(err));
        clearTimeout(timer);
        reject(err);
      });
      this.ws.on('close', () => {
        if (!this.closed) countError('ws unexpected close');
        for (const p of this.pending.values()) p.reject(new Error('closed'));
        this.pending.clear();
      });
      this.ws.on('message', (raw) => {
        let msg: { event: string; channel?: string; data?: unknown };
        try {
          msg = JSON.parse(raw.toString());
        } catch {
          countError('ws bad frame');
          return;
        }
        const data = typeof msg.data === 'string' ? safeJson(msg.data) : msg.data;
        switch (msg.event) {
          case 'pusher:connection_established':
            this.socketId = (data as { socket_id: string }).socket_id;
            clearTimeout(timer);
            resolvePromise();
            return;
          case 'pusher:ping':
            this.ws.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
            return;
          case 'pusher_internal:subscription_succeeded':
            this.pending.get(msg.channel ?? '')?.resolve();
            this.pending.delete(msg.channel ?? '');
            return;
          case 'pusher:subscription_error':
          case 'pusher:error': {
            countError(`ws ${msg.event}`, JSON.stringify(msg));
            if (msg.channel) {
              this.pending.get(msg.channel)?.reject(new Error(JSON.stringify(data)));
              this.pending.delete(msg.channel);
            }
            return;
          }
          default:
            if (msg.event.startsWith('pusher')) return;
            this.onEvent(msg.event, msg.channel ?? '', data);
        }
      });
    });
  }

  async subscribe(channel: string, timeoutMs = 20_000): Promise<void> {
    const auth = await call<{ auth: string; channel_data?: string }>('pusher-auth', 'POST', '/api/pusher-auth', {
      token: this.token,
      form: { socket_id: this.socketId, channel_name: channel },
    });
    if (!auth || auth.status !== 200) throw new Error(`auth refused for ${channel}: ${auth?.status}`);
    const done = new Promise<void>((res, rej) => {
      const timer = setTimeout(() => {
        this.pending.delete(channel);
        countError('ws subscribe timeout');
        rej(new Error(`subscribe timeout ${channel}`));
      }, timeoutMs);
      this.pending.set(channel, {
        resolve: () => {
          clearTimeout(timer);
          res();
        },
        reject: (e) => {
          clearTimeout(timer);
          rej(e);
        },
      });
    });
    this.ws.send(
      JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth: auth.body.auth, channel_data: auth.body.channel_data } }),
    );
    return done;
  }

  close(): void {
    this.closed = true;
    try {
      this.ws.close();
    } catch {
      /* ignore */
    }
  }
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
}

// ---------------------------------------------------------------------------------------------
// Server process

let serverLog = () => '';

// ---------------------------------------------------------------------------------------------
// One concurrency level

interface Account {
  id: number;
  email: string;
  token: string;
  client?: PusherClient;
}

interface LevelReport {
  sessions: number;
  askToOffer: Summary;
  offersMissing: number;
  claims: { ok: number; conflicts: number; failed: number };
  starts: { ok: number; failed: number };
  expertJoins: { ok: number; failed: number };
  messages: {
    expertToStudent: Summary;
    studentToExpert: Summary;
    all: Summary;
    sent: number;
    delivered: number;
    undelivered: number;
    sendFailed: number;
  };
  httpSend: Summary;
  rssMb: { before: number; peak: number; after: number };
  serverCpuS: number;
  benchClientCpuS: number;
  offerEventsReceived: number;
  messageRatePerS: { target: number; achieved: number };
  phaseSeconds: Record<string, number>;
  serverCpuPercentByPhase: Record<string, number>;
}

interface Summary {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function summary(h: Histogram, max: number): Summary {
  return { count: h.total, p50: h.quantile(0.5), p99: h.quantile(0.99), max: h.total ? Math.round(max * 10) / 10 : Number.NaN };
}

class Tracker {
  h = new Histogram();
  max = 0;
  record(ms: number): void {
    this.h.record(ms);
    if (ms > this.max) this.max = ms;
  }
  get summary(): Summary {
    return summary(this.h, this.max);
  }
}

async function runLevel(
  n: number,
  databaseUrl: string,
  serverPid: number,
  passwordHash: string,
  wsUrl: string,
  tag: string,
): Promise<LevelReport> {
  const phase: Record<string, number> = {};
  /** Server CPU use per phase, in percent of one core (100 = the Node main thread saturated, roughly). */
  const phaseCpu: Record<string, number> = {};
  let t = nowMs();
  let tCpu = cpuSeconds(serverPid);
  const mark = (name: string) => {
    const now = nowMs();
    const cpu = cpuSeconds(serverPid);
    phase[name] = Math.round(now - t) / 1000;
    phaseCpu[name] = now > t ? Math.round(((cpu - tCpu) * 1000 * 100) / (now - t)) : 0;
    t = now;
    tCpu = cpu;
  };

  // RSS sampling
  const rssBefore = rssBytes(serverPid);
  const cpuBefore = cpuSeconds(serverPid);
  const clientCpuBefore = process.cpuUsage();
  let offerEvents = 0;
  let rssPeak = rssBefore;
  const rssTimer = setInterval(() => {
    try {
      rssPeak = Math.max(rssPeak, rssBytes(serverPid));
    } catch {
      /* server gone */
    }
  }, 250);

  // 1. Accounts straight into the database.
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  const mk = (role: 'student' | 'expert', i: number) => ({
    role,
    email: `bench-${tag}-${role}-${i}@example.test`,
    authType: 'preset',
    passwordHash,
    name: `Bench ${role} ${i}`,
    status: 1,
    features: ['stem-subject'],
  });
  const studentRows = await handle.db
    .insert(accounts)
    .values(Array.from({ length: n }, (_, i) => mk('student', i)))
    .returning({ id: accounts.id, email: accounts.email });
  const expertRows = await handle.db
    .insert(accounts)
    .values(Array.from({ length: n }, (_, i) => mk('expert', i)))
    .returning({ id: accounts.id, email: accounts.email });
  await handle.db
    .insert(ledgerEntries)
    .values(studentRows.map((s) => ({ accountId: s.id, kind: 'session' as const, delta: 5, reason: 'grant' as const })));
  await handle.db.insert(expertProfiles).values(expertRows.map((e) => ({ accountId: e.id, subjectIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })));
  await handle.close();
  mark('seed');

  // 2. Log everyone in (argon2 verify on the server: limited concurrency).
  const students: Account[] = studentRows.map((r) => ({ id: r.id, email: r.email!, token: '' }));
  const experts: Account[] = expertRows.map((r) => ({ id: r.id, email: r.email!, token: '' }));
  await pool([...students, ...experts], LOGIN_CONCURRENCY, async (a, i) => {
    const r = await call<{ access_token: string }>('preset-login', 'POST', '/api/preset-logins', {
      json: { type: 'preset', device_id: `bench-${tag}-${i}`, email: a.email, password: PASSWORD },
    });
    if (r?.status === 200) a.token = r.body.access_token;
  });
  mark('login');

  // Shared state for events
  const askSentAt = new Map<number, number>(); // student index -> send time
  const qidOfStudent = new Map<number, number>(); // student index -> qid
  const firstOfferAt = new Map<number, number>(); // qid -> first offer receipt time
  const sentAt = new Map<string, { at: number; dir: 'e2s' | 's2e' }>();
  const e2s = new Tracker();
  const s2e = new Tracker();
  const all = new Tracker();
  const httpSend = new Tracker();
  let delivered = 0;

  const onMessage = (dir: 'e2s' | 's2e') => (event: string, _channel: string, data: Json) => {
    const expected = dir === 'e2s' ? 'newDiscussionMessage' : 'newStudentDiscussionMessage';
    if (event !== expected) return;
    const at = nowMs();
    const body = typeof data?.body === 'string' ? data.body : JSON.stringify(data);
    const m = /\[bm ([a-z0-9.]+)\]/.exec(body);
    if (!m) return;
    const sent = sentAt.get(m[1]!);
    if (!sent || sent.dir !== dir) return;
    sentAt.delete(m[1]!);
    delivered++;
    (dir === 'e2s' ? e2s : s2e).record(at - sent.at);
    all.record(at - sent.at);
  };

  // 3. Experts online: private-expert-{uid} and presence-experts.
  const connectAll = async (list: Account[], channels: (a: Account) => string[], handler: (a: Account) => EventHandler, label: string) => {
    await pool(list, 32, async (a) => {
      if (!a.token) return;
      const c = new PusherClient(wsUrl, a.token, handler(a));
      try {
        await c.connect();
        a.client = c;
        for (const ch of channels(a)) await c.subscribe(ch);
      } catch (err) {
        countError(`${label} connect/subscribe failed`, String(err));
      }
    });
  };
  await connectAll(
    experts,
    (a) => [`private-expert-${a.id}`, 'presence-experts'],
    () => {
      const chat = onMessage('s2e');
      return (event, channel, data) => {
        if (event === 'questionOffered') {
          offerEvents++;
          const qid = Number(data?.qid);
          if (!firstOfferAt.has(qid)) firstOfferAt.set(qid, nowMs());
          return;
        }
        chat(event, channel, data);
      };
    },
    'expert',
  );
  mark('experts-online');

  await connectAll(
    students,
    (a) => [`private-student-${a.id}`, `presence-student-${a.id}`],
    () => onMessage('e2s'),
    'student',
  );
  mark('students-online');

  // 4. Ask ramp: every student asks once within RAMP_MS.
  const askToOffer = new Tracker();
  await Promise.all(
    students.map(async (s, i) => {
      if (!s.token) return;
      await sleep((i * RAMP_MS) / n);
      const at = nowMs();
      askSentAt.set(i, at);
      const r = await call<{ qid?: number; id?: number }>('ask', 'POST', '/api/questions', {
        token: s.token,
        json: { title: `Bench question ${tag} ${i}`, mindset_id: 1, subject_id: 1, lang: 'en' },
      });
      const qid = r?.status === 200 ? Number(r.body.qid ?? r.body.id) : NaN;
      if (Number.isInteger(qid)) qidOfStudent.set(i, qid);
    }),
  );
  mark('asks-sent');
  // Wait (bounded) for every asked qid to be offered.
  const offerDeadline = nowMs() + OFFER_WAIT_MS;
  while (nowMs() < offerDeadline && [...qidOfStudent.values()].some((q) => !firstOfferAt.has(q))) await sleep(100);
  let offersMissing = 0;
  for (const [i, qid] of qidOfStudent) {
    const off = firstOfferAt.get(qid);
    if (off === undefined) offersMissing++;
    else askToOffer.record(off - askSentAt.get(i)!);
  }
  mark('offers');

  // 5. Pairing: expert i claims student i's question; on 409 it takes another unclaimed one.
  const claims = { ok: 0, conflicts: 0, failed: 0 };
  const starts = { ok: 0, failed: 0 };
  const expertJoins = { ok: 0, failed: 0 };
  const studentOfQid = new Map<number, number>();
  for (const [i, qid] of qidOfStudent) studentOfQid.set(qid, i);
  const unclaimed = new Set(qidOfStudent.values());
  const pairs: Array<{ expert: Account; student: Account; qid: number }> = [];
  await Promise.all(
    experts.map(async (e, i) => {
      if (!e.token || !e.client) return;
      let qid = qidOfStudent.get(i);
      for (let attempt = 0; attempt < 5 && qid !== undefined; attempt++) {
        unclaimed.delete(qid);
        const r = await call('claim', 'POST', `/api/expert/questions/${qid}/claims`, { token: e.token });
        if (r?.status === 200) {
          claims.ok++;
          const st = await call('start', 'POST', `/api/expert/questions/${qid}/starts`, { token: e.token });
          if (st?.status !== 200) {
            starts.failed++;
            return;
          }
          starts.ok++;
          const student = students[studentOfQid.get(qid)!]!;
          try {
            await e.client.subscribe(`presence-student-${student.id}`);
            expertJoins.ok++;
            pairs.push({ expert: e, student, qid });
          } catch (err) {
            expertJoins.failed++;
            countError('expert join presence-student failed', String(err));
          }
          return;
        }
        if (r?.status === 409) {
          claims.conflicts++;
          qid = unclaimed.values().next().value;
          continue;
        }
        claims.failed++;
        return;
      }
    }),
  );
  mark('pairing');

  // 6. Chat: each side of each pair sends one message every MSG_INTERVAL_MS for CHAT_MS.
  let sendFailed = 0;
  let sent = 0;
  const chatStart = nowMs();
  const chatEnd = chatStart + CHAT_MS;
  let seq = 0;
  const sideLoop = async (p: (typeof pairs)[number], side: 'e' | 's', pairIndex: number) => {
    await sleep(Math.random() * MSG_INTERVAL_MS);
    for (let k = 0; k < Math.ceil(CHAT_MS / MSG_INTERVAL_MS) + 1 && nowMs() < chatEnd; k++) {
      const id = `${pairIndex.toString(36)}.${side}.${(seq++).toString(36)}`;
      const body = `hello [bm ${id}]`;
      const dir = side === 'e' ? 'e2s' : 's2e';
      const at = nowMs();
      sentAt.set(id, { at, dir });
      sent++;
      const r =
        side === 'e'
          ? await call('expert message', 'POST', `/api/expert/questions/${p.qid}/messages`, { token: p.expert.token, json: { body } })
          : await call('student message', 'POST', `/api/questions/${p.qid}/messages`, {
              token: p.student.token,
              json: { body, client_message_id: `c${id}` },
            });
      if (r?.status === 200) httpSend.record(nowMs() - at);
      else {
        sendFailed++;
        sentAt.delete(id);
      }
      const wait = at + MSG_INTERVAL_MS - nowMs();
      if (wait > 0) await sleep(wait);
    }
  };
  await Promise.all(pairs.flatMap((p, i) => [sideLoop(p, 'e', i), sideLoop(p, 's', i)]));
  const chatSeconds = (nowMs() - chatStart) / 1000;
  mark('chat');
  const drainDeadline = nowMs() + DRAIN_MS;
  while (sentAt.size > 0 && nowMs() < drainDeadline) await sleep(100);
  const undelivered = sentAt.size;
  mark('drain');

  const rssAfterChat = rssBytes(serverPid);
  const cpuAfter = cpuSeconds(serverPid);
  const clientCpu = process.cpuUsage(clientCpuBefore);

  // 7. Clean-up: end the discussions and close every socket.
  await pool(pairs, 16, async (p) => {
    await call('end', 'POST', `/api/expert/questions/${p.qid}/ends`, { token: p.expert.token });
  });
  for (const a of [...students, ...experts]) a.client?.close();
  clearInterval(rssTimer);
  mark('cleanup');

  return {
    sessions: n,
    askToOffer: askToOffer.summary,
    offersMissing,
    claims,
    starts,
    expertJoins,
    messages: { expertToStudent: e2s.summary, studentToExpert: s2e.summary, all: all.summary, sent, delivered, undelivered, sendFailed },
    httpSend: httpSend.summary,
    rssMb: { before: mb(rssBefore), peak: mb(rssPeak), after: mb(rssAfterChat) },
    serverCpuS: Math.round((cpuAfter - cpuBefore) * 100) / 100,
    benchClientCpuS: Math.round((clientCpu.user + clientCpu.system) / 1e4) / 100,
    offerEventsReceived: offerEvents,
    messageRatePerS: { target: Math.round((pairs.length * 2 * 1000) / MSG_INTERVAL_MS), achieved: Math.round(sent / chatSeconds) },
    phaseSeconds: phase,
    serverCpuPercentByPhase: phaseCpu,
  };
}

const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const dbName = `bench_${stamp.replace(/-/g, '_').toLowerCase()}`;
  const admin = new pg.Client({ connectionString: `${args['pg-url']}/postgres` });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const databaseUrl = `${args['pg-url']}/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-engine-'));
  let server: ChildProcess | undefined;
  const levels: LevelReport[] = [];
  let failure: string | undefined;
  try {
    const s = await startBenchServer({
      port: Number(args.port),
      startTimeoutMs: 90_000,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        JWT_SECRET: 'bench-engine-secret-bench-engine-secret',
        CHANNELS_MAX_PRESENCE_MEMBERS: '5000',
      },
    });
    BASE = s.base;
    serverLog = s.log;
    server = s.proc;
    const cfg = await http<{ realtime: { key: string } }>('GET', '/api/client-config');
    const wsUrl = `ws://127.0.0.1:${s.port}/app/${cfg.body.realtime.key}?protocol=7&client=bench&version=1`;
    const passwordHash = await hashPassword(PASSWORD);
    const idleRss = mb(rssBytes(server.pid!));
    console.log(`server up on ${BASE} (pid ${server.pid}, idle RSS ${idleRss} MB), database ${dbName}`);
    for (const n of LEVELS) {
      console.log(`\n=== ${n} concurrent sessions ===`);
      const errBefore = { ...errors };
      const rep = await runLevel(n, databaseUrl, server.pid!, passwordHash, wsUrl, `${n}`);
      const levelErrors: Record<string, number> = {};
      for (const [k, v] of Object.entries(errors)) if (v - (errBefore[k] ?? 0) > 0) levelErrors[k] = v - (errBefore[k] ?? 0);
      (rep as LevelReport & { errors: Record<string, number> }).errors = levelErrors;
      levels.push(rep);
      printLevel(rep, levelErrors);
      await sleep(2000);
    }
  } catch (err) {
    failure = String((err as Error).stack ?? err);
    console.error('benchmark failed:', failure);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await Promise.race([new Promise((r) => server!.once('exit', r)), sleep(5000)]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    if (!args['keep-db']) {
      await sleep(500);
      await admin.query(`drop database if exists ${dbName} with (force)`).catch((e) => console.error('drop failed', e));
    }
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const report = {
    started: started.toISOString(),
    finished: new Date().toISOString(),
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
    settings: {
      levels: LEVELS,
      chatSeconds: CHAT_MS / 1000,
      messageIntervalMs: MSG_INTERVAL_MS,
      rampMs: RAMP_MS,
      loginConcurrency: LOGIN_CONCURRENCY,
      presenceMembersCap: 5000,
    },
    levels,
    errors,
    errorSamples,
    failure,
    serverLogTail: failure || Object.keys(errors).length ? serverLog().slice(-4000) : undefined,
  };
  const dir = join(ROOT, 'bench', 'reports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `engine-${stamp}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\nreport: ${file}`);
  if (Object.keys(errorSamples).length) console.log('error samples:', errorSamples);
  process.exit(failure ? 1 : 0);
}

function fmt(s: Summary): string {
  return `n=${s.count} p50=${s.p50.toFixed(1)}ms p99=${s.p99.toFixed(1)}ms max=${s.max.toFixed(1)}ms`;
}

function printLevel(r: LevelReport, errs: Record<string, number>): void {
  console.log(`ask-to-offer         ${fmt(r.askToOffer)} (missing offers: ${r.offersMissing})`);
  console.log(
    `claims ok=${r.claims.ok} 409=${r.claims.conflicts} failed=${r.claims.failed}; starts ok=${r.starts.ok} failed=${r.starts.failed}; expert joins ok=${r.expertJoins.ok} failed=${r.expertJoins.failed}`,
  );
  console.log(`msg expert->student  ${fmt(r.messages.expertToStudent)}`);
  console.log(`msg student->expert  ${fmt(r.messages.studentToExpert)}`);
  console.log(
    `msg all              ${fmt(r.messages.all)} (sent ${r.messages.sent}, delivered ${r.messages.delivered}, undelivered ${r.messages.undelivered}, send failed ${r.messages.sendFailed})`,
  );
  console.log(`msg HTTP round trip  ${fmt(r.httpSend)}`);
  console.log(
    `msg rate             target ${r.messageRatePerS.target}/s, achieved ${r.messageRatePerS.achieved}/s (closed loop: a side waits for its HTTP answer)`,
  );
  console.log(`questionOffered events received ${r.offerEventsReceived}`);
  console.log(
    `server RSS MB before=${r.rssMb.before} peak=${r.rssMb.peak} after-chat=${r.rssMb.after}; CPU s server=${r.serverCpuS} bench-client=${r.benchClientCpuS}`,
  );
  console.log(`phases (s) ${JSON.stringify(r.phaseSeconds)}`);
  console.log(`server CPU % of one core by phase ${JSON.stringify(r.serverCpuPercentByPhase)}`);
  console.log(`errors ${JSON.stringify(errs)}`);
}

await main();
