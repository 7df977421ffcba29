/**
 * Live tutoring engine benchmark: ask-to-offer latency and chat send-to-delivery latency
 * through the real API server (one process, or several sharing PostgreSQL and Redis), at several concurrency levels,
 * with the chat closed loop (each send waits for the previous answer) or open loop (sends on a fixed schedule).
 *
 * See bench/engine/README.md. Traffic goes to 127.0.0.1 only; every loop is bounded.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import {
  CHANNELS,
  EXPERT_PRIVATE_EVENTS,
  STUDENT_PRESENCE_EVENTS,
  SUBJECT_DIGEST_EVENTS,
  SUBJECT_QUEUE_EVENTS,
} from '@photostudy/contracts';
import { hashPassword, openDatabase } from '@photostudy/db';
import { Histogram, cpuSeconds, nowMs, processesCpuSeconds, rssBytes } from '../channels/stats';
import { type CpuProfile, topSelfTime } from '../http/cpu-profile';
import { type BenchServer, startBenchServer } from '../shared/api-server';
import { insertBenchAccounts } from '../shared/bench-accounts';
import { runOpenLoopSchedule } from './open-loop';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const { values: args } = parseArgs({
  options: {
    levels: { type: 'string', default: '100,500' },
    'chat-seconds': { type: 'string', default: '20' },
    'message-interval-ms': { type: 'string', default: '2000' },
    'interval-s': { type: 'string' },
    'open-loop': { type: 'boolean', default: false },
    'late-ms': { type: 'string', default: '10' },
    'answer-wait-s': { type: 'string', default: '120' },
    nodes: { type: 'string', default: '1' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    'ramp-ms': { type: 'string', default: '3000' },
    'login-concurrency': { type: 'string', default: '8' },
    port: { type: 'string', default: '0' },
    'pg-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    'keep-db': { type: 'boolean', default: false },
    'profile-asks': { type: 'boolean', default: false },
    'profile-chat': { type: 'boolean', default: false },
    'probe-chat': { type: 'boolean', default: false },
    'profile-client': { type: 'boolean', default: false },
    'session-s': { type: 'string', default: '100' },
    'console-reads': { type: 'boolean', default: false },
    'idle-experts-percent': { type: 'string', default: '10' },
    'busy-on-live': { type: 'boolean', default: false },
  },
});

/** One run: `sessions` live sessions on `nodes` server processes (`--levels 1000,2000@2`: 1,000 on the default count, 2,000 on two). */
interface LevelSpec {
  sessions: number;
  nodes: number;
}
const DEFAULT_NODES = Number(args.nodes);
const LEVELS: LevelSpec[] = args.levels
  .split(',')
  .map((spec) => {
    const [sessions, nodes] = spec.split('@').map(Number);
    return { sessions: sessions!, nodes: nodes ?? DEFAULT_NODES };
  })
  .filter((l) => Number.isInteger(l.sessions) && l.sessions > 0 && Number.isInteger(l.nodes) && l.nodes > 0);
const CHAT_MS = Number(args['chat-seconds']) * 1000;
const MSG_INTERVAL_MS = args['interval-s'] ? Number(args['interval-s']) * 1000 : Number(args['message-interval-ms']);
const OPEN_LOOP = args['open-loop'];
/** A scheduled send fired later than this by the bench client counts as late (the client, not the server, lagged). */
const LATE_MS = Number(args['late-ms']);
/** Open loop: how long to wait, after the last scheduled send, for every request to be answered. */
const ANSWER_WAIT_MS = Number(args['answer-wait-s']) * 1000;
const RAMP_MS = Number(args['ramp-ms']);
/**
 * Open loop: fresh students ask during the chat, one every `SESSION_S / sessions` seconds (the rate at which N live
 * sessions lasting SESSION_S each would be replaced), so ask-to-offer is also measured while every session chats.
 * 100 s is a sixth of the shortest a discussion may last (DISCUSSION_MIN_DURATION_S): a pessimistic arrival rate.
 */
const SESSION_S = Number(args['session-s']);
const LOGIN_CONCURRENCY = Number(args['login-concurrency']);
const PASSWORD = 'bench-Password-123';
const OFFER_WAIT_MS = 15_000;
/** Every bench ask is in this subject (Algebra); the experts cover it among others. */
const ASK_SUBJECT_ID = 1;
const DRAIN_MS = 5_000;
/**
 * `--console-reads`: each expert reads its queue (`GET /api/expert/queue`) on every offer or withdrawal it hears, one
 * read at a time and one owed at most, as the console did before its queue came as deltas (issue 19): what those
 * reads cost the server beside the same load.
 */
const CONSOLE_READS = args['console-reads'];
/**
 * Experts who hold no question, as a share of the sessions (`--idle-experts-percent`, 10 by default): online, on the
 * asked subject's live queue, and never claiming, as the experts a live service keeps free for its new asks. They
 * hear the asks made during the chat first (every paired expert is busy by then).
 */
const IDLE_EXPERTS_PERCENT = Number(args['idle-experts-percent']);
/**
 * `--busy-on-live`: a paired expert keeps the subject's live queue channel through its session, as the console did
 * before issue 19's digest; by default it moves to the subject's digest channel once its session starts (leaving the
 * live channel, joining the digest, reading its queue once), as the console does while it holds an open question.
 */
const BUSY_ON_LIVE = args['busy-on-live'];

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

interface HttpResult<T> {
  status: number;
  body: T;
}

/**
 * At most this many requests in flight: each holds a connection, and the client has 20,000 file descriptors here (4,000
 * of them sockets at 2,000 sessions); an overloaded server would otherwise make the open loop's backlog run out of them
 * (EMFILE). The others wait their turn in order, and their wait is counted: open-loop latency runs from the scheduled time.
 */
const MAX_REQUESTS_IN_FLIGHT = 8_000;
let requestsInFlight = 0;
const waitingForRequestSlot: Array<() => void> = [];
const requestSlot = (): Promise<void> | void => {
  if (requestsInFlight < MAX_REQUESTS_IN_FLIGHT) {
    requestsInFlight++;
    return;
  }
  return new Promise((resolveSlot) => waitingForRequestSlot.push(resolveSlot));
};
/** Hands the slot to the next request waiting, if any. */
const releaseRequestSlot = () => {
  const next = waitingForRequestSlot.shift();
  if (next) next();
  else requestsInFlight--;
};

/** One bench request: the node it goes to, the caller's token, and a JSON or form body. */
type RequestOptions = { base: string; token?: string; json?: unknown; form?: Record<string, string> };

async function http<T = Json>(method: string, path: string, opts: RequestOptions): Promise<HttpResult<T>> {
  await requestSlot();
  try {
    return await request<T>(method, path, opts);
  } finally {
    releaseRequestSlot();
  }
}

/**
 * The load generator's HTTP client: node's own, with kept-alive connections. The client shares two cores with the servers
 * and PostgreSQL; with `fetch` (undici's WHATWG streams) it used 62 % of a core in the chat of 1,000 sessions (500
 * requests/s), with this 37-41 % (`engine-2026-11-27T14-07-38` .. `14-11-46`), and the servers get the difference.
 */
const keepAliveAgent = new Agent({ keepAlive: true, maxSockets: MAX_REQUESTS_IN_FLIGHT });

async function request<T>(method: string, path: string, opts: RequestOptions): Promise<HttpResult<T>> {
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
  headers['content-length'] = String(body === undefined ? 0 : Buffer.byteLength(body));
  const { status, text } = await new Promise<{ status: number; text: string }>((resolveResponse, reject) => {
    const req = httpRequest(opts.base + path, { method, headers, agent: keepAliveAgent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status, body: parsed as T };
}

/** HTTP call that counts non-2xx answers and network failures under `label`. */
async function call<T = Json>(label: string, method: string, path: string, opts: RequestOptions): Promise<HttpResult<T> | undefined> {
  try {
    const r = await http<T>(method, path, opts);
    if (r.status < 200 || r.status >= 300) countError(`http ${label} ${r.status}`, JSON.stringify(r.body));
    return r;
  } catch (err) {
    // The socket's own error: reset, refused, no free port or file descriptor.
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
    private readonly base: string,
    private readonly token: string,
    private readonly onEvent: EventHandler,
    private readonly recentBatches: RecentBatches,
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
        const text = raw.toString();
        // Offers are most of the frames (every ask reaches every expert): read their qids without parsing the frame
        // twice, so that the bench client stays cheaper than the server it measures. An offer is the queue's row, whose
        // first key is its qid; a batch's offered rows are the only "qid" keys in it (its withdrawals are bare qids).
        if (text.includes(OFFER_FRAME_MARK)) {
          const qid = OFFER_QID.exec(text)?.[1];
          const channel = OFFER_CHANNEL.exec(text)?.[1];
          if (qid && channel) {
            this.onEvent(EXPERT_PRIVATE_EVENTS.questionOffered, channel, { qid: Number(qid) });
            return;
          }
        }
        if (text.includes(BATCH_FRAME_MARK)) {
          const batch = this.recentBatches.read(text);
          if (batch) {
            this.onEvent(SUBJECT_QUEUE_EVENTS.subjectQueueChanged, batch.channel, batch);
            return;
          }
        }
        let msg: { event: string; channel?: string; data?: unknown };
        try {
          msg = JSON.parse(text);
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
      base: this.base,
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

  /** Leaves a channel (no answer comes: frames already on their way may still arrive). */
  unsubscribe(channel: string): void {
    this.ws.send(JSON.stringify({ event: 'pusher:unsubscribe', data: { channel } }));
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

const OFFER_FRAME_MARK = `"event":"${EXPERT_PRIVATE_EVENTS.questionOffered}"`;
const OFFER_QID = /\\?"qid\\?":(\d+)/;
const OFFER_QIDS = /\\?"qid\\?":(\d+)/g;
const BEYOND_LIMIT_QIDS = /\\?"beyond_limit\\?":\[([\d,]+)\]/;
const BATCH_FRAME_MARK = `"event":"${SUBJECT_QUEUE_EVENTS.subjectQueueChanged}"`;
const OFFER_CHANNEL = /"channel":"([^"]+)"/;
const DIGEST_CHANNEL = CHANNELS.subjectDigest(ASK_SUBJECT_ID);

/** A `subjectQueueChanged` frame as the experts' handler reads it. */
interface QueueBatchFrame {
  channel: string;
  /** The rows' qids, then the qids of offers past the queue's limit (no row: a console would not list them). */
  offered: number[];
  rows: number;
  bytes: number;
  /** The same frame was read before (sent to another expert): its qids are already counted as offered once. */
  isRepeat: boolean;
}

/**
 * The batch frames read lately, by their text. The server sends one frame to each of a subject's experts, so the client
 * reads each text once and every other copy by comparison (the copies' bytes are still received and decoded by every
 * socket): the ramp's 2,000 asks reach 2,200 experts as ~4.4 million offers, and reading each copy (its regexes, and
 * a string per offer for the count of distinct ones) took ~1.5 s of this client's CPU over a 3.9 s ramp, beside the
 * server's two nodes on the same two cores.
 */
class RecentBatches {
  /** Newest first: each text with the frame as its copies are read. */
  private readonly recent: Array<{ text: string; repeat: QueueBatchFrame }> = [];

  constructor(private readonly size = 32) {}

  read(text: string): QueueBatchFrame | undefined {
    const seen = this.recent.find((entry) => entry.text === text);
    if (seen) return seen.repeat;
    const channel = OFFER_CHANNEL.exec(text)?.[1];
    if (!channel) return undefined;
    const offered = [...text.matchAll(OFFER_QIDS)].map((m) => Number(m[1]));
    const rows = offered.length;
    const beyond = BEYOND_LIMIT_QIDS.exec(text)?.[1];
    if (beyond) for (const qid of beyond.split(',')) offered.push(Number(qid));
    const frame = { channel, offered, rows, bytes: text.length, isRepeat: false };
    this.recent.unshift({ text, repeat: { ...frame, isRepeat: true } });
    if (this.recent.length > this.size) this.recent.pop();
    return frame;
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
// CPU profile of the ask or chat phase (--profile-asks, --profile-chat), through bench/http's probe preloaded into the first node

const PROBE_PORT = 39_611;
const PROBE_SCRIPT = fileURLToPath(new URL('../http/server-probe.mjs', import.meta.url));

async function probeCall(path: string): Promise<Json> {
  const res = await fetch(`http://127.0.0.1:${PROBE_PORT}${path}`);
  return res.json();
}

/** A phase the probe may profile: the asks (`--profile-asks`) or the chat (`--profile-chat`). */
type ProfiledPhase = 'asks' | 'chat';
const isProfiled = (phase: ProfiledPhase) => Boolean(args[`profile-${phase}`]);
/** The probe counts the phase's SQL, pool waits and event-loop delay: with its profile, or alone (`--probe-chat`, no profiler's cost). */
const isProbed = (phase: ProfiledPhase) => isProfiled(phase) || (phase === 'chat' && Boolean(args['probe-chat']));

/** Starts the probe's SQL counters when the phase is probed, and its CPU profile when it is profiled. */
async function startProfile(phase: ProfiledPhase): Promise<void> {
  if (!isProbed(phase)) return;
  await probeCall('/reset');
  if (isProfiled(phase)) await probeCall('/profile/start');
}

/** Prints the phase's SQL, pool waits and event-loop delay (when probed), after its profile's top self time (when profiled). */
async function writeProfile(phase: ProfiledPhase, sessions: number): Promise<void> {
  if (!isProbed(phase)) return;
  if (isProfiled(phase)) await writeCpuProfile(phase, sessions);
  const stats = await probeCall('/stats');
  console.log(`SQL over the ${phase} phase (node 0): ${stats.queries} statements, ${stats.queryMs} ms; pool ${JSON.stringify(stats.pool)}`);
  console.log(`event-loop delay over the ${phase} phase (node 0): ${JSON.stringify(stats.eventLoopDelayMs)}`);
  for (const st of stats.byText.slice(0, 30)) console.log(`  ${st.calls} x ${st.ms} ms  ${st.text}`);
}

/** Stops the phase's CPU profile, writes it to the temp folder and prints its top self time. */
async function writeCpuProfile(phase: ProfiledPhase, sessions: number): Promise<void> {
  printCpuProfile((await probeCall('/profile/stop')) as CpuProfile, `${phase}-${sessions}`, `the ${phase} phase (node 0)`);
}

/**
 * The bench client's own CPU profile over the ask ramp (`--profile-client`): whether what the ramp measures is the
 * server or this process (its event loop's delay over the ramp is printed either way).
 */
async function startClientProfile(): Promise<Session | undefined> {
  if (!args['profile-client']) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return session;
}

async function writeClientProfile(session: Session | undefined, sessions: number): Promise<void> {
  if (!session) return;
  const { profile } = await session.post('Profiler.stop');
  session.disconnect();
  printCpuProfile(profile as CpuProfile, `client-asks-${sessions}`, 'the ask ramp (bench client)');
}

function printCpuProfile(profile: CpuProfile, name: string, what: string): void {
  const file = join(tmpdir(), `engine-${name}-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  const top = topSelfTime(profile, 25);
  console.log(`CPU profile of ${what}: ${file}`);
  for (const f of top.functions.slice(0, 25)) console.log(`  ${String(f.percent).padStart(5)}%  ${f.fn}  ${f.where}`);
  console.log(
    `  by package: ${top.byPackage
      .slice(0, 14)
      .map((p) => `${p.pkg} ${p.percent}%`)
      .join(', ')}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Server processes

/** One running server: its HTTP base, its socket URL and its process id (for CPU and RSS). */
interface ServerNode {
  base: string;
  wsUrl: string;
  pid: number;
}

const sumOver = (nodes: ServerNode[], read: (pid: number) => number) => nodes.reduce((t, n) => t + read(n.pid), 0);

// ---------------------------------------------------------------------------------------------
// One concurrency level

interface Account {
  id: number;
  email: string;
  token: string;
  /** The server this account talks to (HTTP and socket): students and experts of a pair sit on different nodes. */
  node: ServerNode;
  client?: PusherClient;
}

interface LevelReport {
  sessions: number;
  nodes: number;
  mode: 'open-loop' | 'closed-loop';
  askToOffer: Summary;
  /** The ramp's ask-to-offer by tenth of the ramp, in the asks' order: whether its wait is its start's or all along. */
  askToOfferByTenth: Summary[];
  /** The ramp's asks from send to their HTTP answer (the server's part of ask-to-offer, and its queueing). */
  askAnswered: Summary;
  /** The bench client's event-loop delay over the ramp (its lag in reading the offers' frames is in ask-to-offer). */
  rampClientEventLoopDelayMs: { p50: number; p99: number; max: number };
  offersMissing: number;
  /** Open loop: the asks made while every session chats (`--session-s`), their rate and ask-to-offer. */
  liveAsks: { ratePerS: number; asked: number; failed: number; toOffer: Summary; offersMissing: number };
  /** `doubleClaims`: a qid that two claims both won (the one-claim guarantee broken). */
  claims: { ok: number; conflicts: number; failed: number; doubleClaims: number };
  starts: { ok: number; failed: number };
  expertJoins: { ok: number; failed: number };
  messages: {
    expertToStudent: Summary;
    studentToExpert: Summary;
    all: Summary;
    sent: number;
    delivered: number;
    undelivered: number;
    /** A message delivered twice to the other side. */
    duplicates: number;
    sendFailed: number;
    /** Open loop: sends the bench client fired more than `--late-ms` after their scheduled time. */
    lateSends: number;
    /** Open loop: how late the client fired its sends (client lag, not server latency). */
    fireLag: Summary;
    /** Open loop: requests still unanswered when the answer wait ran out. */
    unanswered: number;
  };
  httpSend: Summary;
  rssMb: { before: number; peak: number; after: number };
  serverCpuS: number;
  benchClientCpuS: number;
  /** CPU in percent of one core during the chat phase: all server nodes together, and the bench client. */
  chatCpuPercent: { server: number; benchClient: number };
  /** The bench client's event-loop delay during the chat phase (high values mean the client, not the server, lagged). */
  clientEventLoopDelayMs: { p50: number; p99: number; max: number };
  /** Offers received by the experts (each offer of a `subjectQueueChanged` batch counted). */
  offerEventsReceived: number;
  /** `subjectQueueChanged` frames received: one per expert per batch the server gathered. */
  offerBatchFramesReceived: number;
  /** Distinct (channel, qid) offers seen by the clients: the offer events the server published, one per channel. */
  offerChannelEvents: number;
  /** `--console-reads`: the experts' queue reads, answered and refused or failed. */
  consoleQueueReads: { ok: number; failed: number };
  /** Experts online who never claim (`--idle-experts-percent` of the sessions). */
  idleExperts: number;
  /** Where a paired expert hears the queue during its session: the subject's digest (default) or its live channel. */
  busyExpertsOn: 'digest' | 'live';
  /** Queue frames (single events and batches) the experts received on the digest channel. */
  digestFramesReceived: number;
  /** The queue reads the paired experts made on joining the digest, as the console does on joining a queue channel. */
  busySwitchReads: { ok: number; failed: number };
  /** `achieved`: messages sent with a 2xx answer per second of chat; `delivered`: deliveries per second of chat. */
  messageRatePerS: { target: number; fired: number; achieved: number; delivered: number };
  phaseSeconds: Record<string, number>;
  /**
   * The experts' queue frames per phase: `subjectQueueChanged` (live channel; `rows` its offers sent as rows,
   * `beyondLimit` as qids past the queue's limit, `kb` its size), `questionWithdrawn`, digest frames.
   */
  queueFramesByPhase: Record<string, QueueFrames>;
  serverCpuPercentByPhase: Record<string, number>;
  /** PostgreSQL's processes (every backend), and Redis, per phase: what else the machine's cores did. */
  postgresCpuPercentByPhase: Record<string, number>;
  redisCpuPercentByPhase: Record<string, number>;
  clientCpuPercentByPhase: Record<string, number>;
}

interface QueueFrames {
  changed: number;
  rows: number;
  beyondLimit: number;
  kb: number;
  withdrawn: number;
  digest: number;
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

/**
 * Waits (at most OFFER_WAIT_MS) until every asked qid has reached an expert, then measures ask-to-offer from each
 * ask's start time; an ask never offered counts as missing (a broken reliability guarantee).
 */
async function firstOffers(
  asks: Array<{ qid: number; askedAt: number; tenth?: number }>,
  firstOfferAt: ReadonlyMap<number, number>,
): Promise<{ toOffer: Tracker; byTenth: Tracker[]; missing: number }> {
  const deadline = nowMs() + OFFER_WAIT_MS;
  while (nowMs() < deadline && asks.some(({ qid }) => !firstOfferAt.has(qid))) await sleep(100);
  const toOffer = new Tracker();
  const byTenth = Array.from({ length: 10 }, () => new Tracker());
  let missing = 0;
  for (const { qid, askedAt, tenth } of asks) {
    const offeredAt = firstOfferAt.get(qid);
    if (offeredAt === undefined) missing++;
    else {
      toOffer.record(offeredAt - askedAt);
      if (tenth !== undefined) byTenth[tenth]?.record(offeredAt - askedAt);
    }
  }
  return { toOffer, byTenth, missing };
}

const clientCpuSeconds = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e6;
};

async function runLevel(n: number, databaseUrl: string, nodes: ServerNode[], passwordHash: string, tag: string): Promise<LevelReport> {
  const serverCpu = () => sumOver(nodes, cpuSeconds);
  const serverRss = () => sumOver(nodes, rssBytes);
  const phase: Record<string, number> = {};
  /** Server CPU use per phase, in percent of one core (100 = one Node main thread saturated, roughly), all nodes summed. */
  const phaseCpu: Record<string, number> = {};
  const phaseClientCpu: Record<string, number> = {};
  /** The services on the same cores, per phase: PostgreSQL (all its processes) and Redis. */
  const phaseServiceCpu: Record<'postgres' | 'redis', Record<string, number>> = { postgres: {}, redis: {} };
  const serviceCpu = () => ({ postgres: processesCpuSeconds('postgres'), redis: processesCpuSeconds('redis-server') });
  /** The experts' queue frames so far (the run's totals in the report), and at the last phase's end (`queueFramesByPhase`). */
  const frames: QueueFrames = { changed: 0, rows: 0, beyondLimit: 0, kb: 0, withdrawn: 0, digest: 0 };
  let tFrames = { ...frames };
  const phaseFrames: LevelReport['queueFramesByPhase'] = {};
  let t = nowMs();
  let tCpu = serverCpu();
  let tClientCpu = clientCpuSeconds();
  let tServiceCpu = serviceCpu();
  const mark = (name: string) => {
    const now = nowMs();
    const cpu = serverCpu();
    const clientCpu = clientCpuSeconds();
    const services = serviceCpu();
    const percent = (used: number) => (now - t > 100 ? Math.round((used * 1000 * 100) / (now - t)) : 0);
    phase[name] = Math.round(now - t) / 1000;
    phaseCpu[name] = percent(cpu - tCpu);
    phaseClientCpu[name] = percent(clientCpu - tClientCpu);
    phaseServiceCpu.postgres[name] = percent(services.postgres - tServiceCpu.postgres);
    phaseServiceCpu.redis[name] = percent(services.redis - tServiceCpu.redis);
    phaseFrames[name] = Object.fromEntries(
      Object.entries(frames).map(([key, value]) => [key, Math.round(value - tFrames[key as keyof QueueFrames])]),
    ) as unknown as QueueFrames;
    tFrames = { ...frames };
    t = now;
    tCpu = cpu;
    tClientCpu = clientCpu;
    tServiceCpu = services;
  };

  // RSS sampling
  const rssBefore = serverRss();
  const cpuBefore = serverCpu();
  const clientCpuBefore = process.cpuUsage();
  let offerEvents = 0;
  const recentBatches = new RecentBatches();
  /** By channel, the qids offered on it (the count of distinct channel and qid pairs). */
  const offerChannelEvents = new Map<string, Set<number>>();
  const offeredOn = (channel: string) => {
    let qids = offerChannelEvents.get(channel);
    if (!qids) offerChannelEvents.set(channel, (qids = new Set()));
    return qids;
  };
  const consoleQueueReads = { ok: 0, failed: 0 };
  const busySwitchReads = { ok: 0, failed: 0 };
  /** `--console-reads`: an expert's coalesced queue read (one in flight, one owed), as the console did. */
  const queueReader = (a: Account) => {
    let running = false;
    let isOwed = false;
    const read = async (): Promise<void> => {
      if (running) {
        isOwed = true;
        return;
      }
      running = true;
      do {
        isOwed = false;
        const r = await call('expert queue', 'GET', '/api/expert/queue', { base: a.node.base, token: a.token });
        if (r?.status === 200) consoleQueueReads.ok++;
        else consoleQueueReads.failed++;
      } while (isOwed);
      running = false;
    };
    return () => void read();
  };
  let rssPeak = rssBefore;
  const rssTimer = setInterval(() => {
    try {
      rssPeak = Math.max(rssPeak, serverRss());
    } catch {
      /* server gone */
    }
  }, 250);

  // 1. Accounts straight into the database (and, open loop, the students who ask during the chat).
  const liveAskCount = OPEN_LOOP && SESSION_S > 0 ? Math.round((n * CHAT_MS) / 1000 / SESSION_S) : 0;
  const handle = await openDatabase({ databaseUrl, poolSize: 2 });
  const idleExperts = Math.round((n * IDLE_EXPERTS_PERCENT) / 100);
  // Experts past the n-th have no student of their own: they never claim (the idle ones).
  const { students: studentRows, experts: expertRows } = await insertBenchAccounts(handle.db, {
    count: n,
    experts: n + idleExperts,
    prefix: 'bench',
    tag,
    passwordHash,
  });
  const { students: liveAskerRows } = await insertBenchAccounts(handle.db, {
    count: liveAskCount,
    experts: 0,
    prefix: 'bench',
    tag: `${tag}-live`,
    passwordHash,
  });
  await handle.close();
  mark('seed');

  // 2. Log everyone in (argon2 verify on the server: limited concurrency).
  // Student i and expert i (the pair the bench makes) sit on different nodes when there are several, so every chat
  // message crosses Redis.
  const students: Account[] = studentRows.map((r, i) => ({ id: r.id, email: r.email, token: '', node: nodes[i % nodes.length]! }));
  const experts: Account[] = expertRows.map((r, i) => ({ id: r.id, email: r.email, token: '', node: nodes[(i + 1) % nodes.length]! }));
  const liveAskers: Account[] = liveAskerRows.map((r, i) => ({ id: r.id, email: r.email, token: '', node: nodes[i % nodes.length]! }));
  await pool([...students, ...experts, ...liveAskers], LOGIN_CONCURRENCY, async (a, i) => {
    const r = await call<{ access_token: string }>('preset-login', 'POST', '/api/preset-logins', {
      base: a.node.base,
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
  /** Ids already delivered once, to count a second delivery as a duplicate. */
  const deliveredIds = new Set<string>();
  let duplicates = 0;
  const e2s = new Tracker();
  const s2e = new Tracker();
  const all = new Tracker();
  const httpSend = new Tracker();
  let delivered = 0;

  const onMessage = (dir: 'e2s' | 's2e') => (event: string, _channel: string, data: Json) => {
    const expected = dir === 'e2s' ? STUDENT_PRESENCE_EVENTS.newDiscussionMessage : STUDENT_PRESENCE_EVENTS.newStudentDiscussionMessage;
    if (event !== expected) return;
    const at = nowMs();
    const body = typeof data?.body === 'string' ? data.body : JSON.stringify(data);
    const m = /\[bm ([a-z0-9.]+)\]/.exec(body);
    if (!m) return;
    const id = m[1]!;
    if (deliveredIds.has(id)) {
      duplicates++;
      return;
    }
    const sent = sentAt.get(id);
    if (!sent || sent.dir !== dir) return;
    sentAt.delete(id);
    deliveredIds.add(id);
    delivered++;
    (dir === 'e2s' ? e2s : s2e).record(at - sent.at);
    all.record(at - sent.at);
  };

  // 3. Experts online: private-expert-{uid}, presence-experts and the asked subject's queue channel, where fresh asks are
  // offered once for every expert of the subject (a console joins all its subjects' channels; only this one carries
  // the bench's offers, so the others would only add sign-in time).
  const connectAll = async (list: Account[], channels: (a: Account) => string[], handler: (a: Account) => EventHandler, label: string) => {
    await pool(list, 32, async (a) => {
      if (!a.token) return;
      const c = new PusherClient(a.node.wsUrl, a.node.base, a.token, handler(a), recentBatches);
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
    (a) => [CHANNELS.privateExpert(a.id), CHANNELS.presenceExperts, CHANNELS.subjectQueue(ASK_SUBJECT_ID)],
    (a) => {
      const chat = onMessage('s2e');
      const readQueue = CONSOLE_READS ? queueReader(a) : () => undefined;
      // Made once per expert (not per event: each closure costs the bundle's `__name` too).
      const offered = (qid: number, qidsOnChannel: Set<number>) => {
        offerEvents++;
        qidsOnChannel.add(qid);
        if (!firstOfferAt.has(qid)) firstOfferAt.set(qid, nowMs());
      };
      return (event, channel, data) => {
        if (channel === DIGEST_CHANNEL) frames.digest++;
        if (event === EXPERT_PRIVATE_EVENTS.questionOffered) {
          offered(Number(data?.qid), offeredOn(channel));
          readQueue();
          return;
        }
        if (event === SUBJECT_QUEUE_EVENTS.subjectQueueChanged) {
          // A burst gathered by the server (the fast path above hands on its offers' qids): each offer in it counts as
          // received by this expert.
          const batch = data as QueueBatchFrame;
          frames.changed++;
          frames.rows += batch.rows;
          frames.beyondLimit += batch.offered.length - batch.rows;
          frames.kb += batch.bytes / 1024;
          if (batch.isRepeat) offerEvents += batch.offered.length;
          else {
            const qidsOnChannel = offeredOn(channel);
            for (const qid of batch.offered) offered(qid, qidsOnChannel);
          }
          readQueue();
          return;
        }
        if (event === SUBJECT_DIGEST_EVENTS.subjectQueueDigest) {
          // A busy expert's digest: the qids offered in its window count as offers told to this expert (their rows
          // are read by a console only when it shows its queue, as `--console-reads` does not emulate).
          const qidsOnChannel = offeredOn(channel);
          for (const qid of (data as { offered?: number[] } | undefined)?.offered ?? []) offered(Number(qid), qidsOnChannel);
          return;
        }
        if (event === SUBJECT_QUEUE_EVENTS.questionWithdrawn) {
          frames.withdrawn++;
          readQueue();
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
    (a) => [CHANNELS.privateStudent(a.id), CHANNELS.presenceStudent(a.id)],
    () => onMessage('e2s'),
    'student',
  );
  mark('students-online');

  /** Asks one question in the bench's subject; its qid, or undefined (counted as an error) when refused. */
  const ask = async (student: Account, title: string): Promise<number | undefined> => {
    const r = await call<{ qid?: number; id?: number }>('ask', 'POST', '/api/questions', {
      base: student.node.base,
      token: student.token,
      json: { title, mindset_id: 1, subject_id: ASK_SUBJECT_ID, lang: 'en' },
    });
    const qid = r?.status === 200 ? Number(r.body.qid ?? r.body.id) : NaN;
    return Number.isInteger(qid) ? qid : undefined;
  };

  // 4. Ask ramp: every student asks once within RAMP_MS.
  await startProfile('asks');
  const clientProfile = await startClientProfile();
  const askAnswered = new Tracker();
  const rampLoopDelay = monitorEventLoopDelay({ resolution: 1 });
  rampLoopDelay.enable();
  await Promise.all(
    students.map(async (s, i) => {
      if (!s.token) return;
      await sleep((i * RAMP_MS) / n);
      const sentAt = nowMs();
      askSentAt.set(i, sentAt);
      const qid = await ask(s, `Bench question ${tag} ${i}`);
      askAnswered.record(nowMs() - sentAt);
      if (qid !== undefined) qidOfStudent.set(i, qid);
    }),
  );
  mark('asks-sent');
  const {
    toOffer: askToOffer,
    byTenth: askToOfferByTenth,
    missing: offersMissing,
  } = await firstOffers(
    [...qidOfStudent].map(([i, qid]) => ({ qid, askedAt: askSentAt.get(i)!, tenth: Math.floor((i * 10) / n) })),
    firstOfferAt,
  );
  rampLoopDelay.disable();
  await writeClientProfile(clientProfile, n);
  await writeProfile('asks', n);
  mark('offers');

  /** A paired expert's console once its session started: the subject's digest instead of its live queue, read once. */
  const joinDigest = async (e: Account, client: PusherClient) => {
    client.unsubscribe(CHANNELS.subjectQueue(ASK_SUBJECT_ID));
    await client.subscribe(DIGEST_CHANNEL);
    const r = await call('expert queue', 'GET', '/api/expert/queue', { base: e.node.base, token: e.token });
    if (r?.status === 200) busySwitchReads.ok++;
    else busySwitchReads.failed++;
  };

  // 5. Pairing: expert i claims student i's question; on 409 it takes another unclaimed one.
  const claims = { ok: 0, conflicts: 0, failed: 0, doubleClaims: 0 };
  const wonQids = new Set<number>();
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
        const r = await call('claim', 'POST', `/api/expert/questions/${qid}/claims`, { base: e.node.base, token: e.token });
        if (r?.status === 200) {
          claims.ok++;
          if (wonQids.has(qid)) claims.doubleClaims++;
          wonQids.add(qid);
          const st = await call('start', 'POST', `/api/expert/questions/${qid}/starts`, { base: e.node.base, token: e.token });
          if (st?.status !== 200) {
            starts.failed++;
            return;
          }
          starts.ok++;
          const student = students[studentOfQid.get(qid)!]!;
          try {
            await e.client.subscribe(CHANNELS.presenceStudent(student.id));
            expertJoins.ok++;
            pairs.push({ expert: e, student, qid });
            if (!BUSY_ON_LIVE) await joinDigest(e, e.client);
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
  await startProfile('chat');

  // 6. Chat: each side of each pair sends one message every MSG_INTERVAL_MS for CHAT_MS.
  let sendFailed = 0;
  let sent = 0;
  let sentOk = 0;
  let inFlight = 0;
  let seq = 0;
  /** Sends one message of `side` of pair `pairIndex`; its delivery latency runs from `measuredFrom`. */
  const sendMessage = async (pairIndex: number, side: 'e' | 's', measuredFrom: number) => {
    const p = pairs[pairIndex]!;
    const id = `${pairIndex.toString(36)}.${side}.${(seq++).toString(36)}`;
    const body = `hello [bm ${id}]`;
    const dir = side === 'e' ? 'e2s' : 's2e';
    sentAt.set(id, { at: measuredFrom, dir });
    sent++;
    inFlight++;
    const at = nowMs();
    const r =
      side === 'e'
        ? await call('expert message', 'POST', `/api/expert/questions/${p.qid}/messages`, {
            base: p.expert.node.base,
            token: p.expert.token,
            json: { body },
          })
        : await call('student message', 'POST', `/api/questions/${p.qid}/messages`, {
            base: p.student.node.base,
            token: p.student.token,
            json: { body, client_message_id: `c${id}` },
          });
    inFlight--;
    if (r?.status === 200) {
      sentOk++;
      httpSend.record(nowMs() - at);
    } else {
      sendFailed++;
      sentAt.delete(id);
    }
  };
  const loopDelay = monitorEventLoopDelay({ resolution: 1 });
  loopDelay.enable();
  const chatStart = nowMs();
  const chatEnd = chatStart + CHAT_MS;
  const chatClientCpu = clientCpuSeconds();
  const chatServerCpu = serverCpu();
  let lateSends = 0;
  const fireLag = new Tracker();
  let unanswered = 0;
  /** Open loop: the asks made during the chat (qid -> its scheduled time and its student). */
  const liveAskAt = new Map<number, { at: number; asker: Account }>();
  let liveAsksInFlight = 0;
  let liveAsksFailed = 0;
  const liveAskSchedule = runOpenLoopSchedule({
    senders: liveAskers.length,
    intervalMs: CHAT_MS, // each asks once, one every CHAT_MS / count
    durationMs: CHAT_MS,
    start: chatStart,
    lateMs: LATE_MS,
    fire: (i, scheduledAt) => {
      const asker = liveAskers[i]!;
      liveAsksInFlight++;
      void ask(asker, `Bench live question ${tag} ${i}`).then((qid) => {
        liveAsksInFlight--;
        if (qid === undefined) liveAsksFailed++;
        else liveAskAt.set(qid, { at: scheduledAt, asker });
      });
    },
  });
  if (OPEN_LOOP) {
    // Each side of each pair on its own fixed timetable; latency runs from the scheduled time, so a send the client or
    // the server delayed still counts its wait. Requests overlap freely.
    const schedule = await runOpenLoopSchedule({
      senders: pairs.length * 2,
      intervalMs: MSG_INTERVAL_MS,
      durationMs: CHAT_MS,
      start: chatStart,
      lateMs: LATE_MS,
      fire: (sender, scheduledAt) => void sendMessage(sender >> 1, sender & 1 ? 's' : 'e', scheduledAt),
    });
    lateSends = schedule.late;
    fireLag.h = schedule.fireLag;
    fireLag.max = schedule.fireLagMaxMs;
    await liveAskSchedule;
    const answerDeadline = nowMs() + ANSWER_WAIT_MS;
    while ((inFlight > 0 || liveAsksInFlight > 0) && nowMs() < answerDeadline) await sleep(50);
    unanswered = inFlight + liveAsksInFlight;
  } else {
    const sideLoop = async (pairIndex: number, side: 'e' | 's') => {
      await sleep(Math.random() * MSG_INTERVAL_MS);
      for (let k = 0; k < Math.ceil(CHAT_MS / MSG_INTERVAL_MS) + 1 && nowMs() < chatEnd; k++) {
        const at = nowMs();
        await sendMessage(pairIndex, side, at);
        const wait = at + MSG_INTERVAL_MS - nowMs();
        if (wait > 0) await sleep(wait);
      }
    };
    await Promise.all(pairs.flatMap((_, i) => [sideLoop(i, 'e'), sideLoop(i, 's')]));
  }
  const chatSeconds = (nowMs() - chatStart) / 1000;
  /** Rates are per second of the schedule; in open loop the wait for late answers comes after it. */
  const rateSeconds = OPEN_LOOP ? CHAT_MS / 1000 : chatSeconds;
  const chatCpuPercent = {
    server: Math.round(((serverCpu() - chatServerCpu) * 100) / chatSeconds),
    benchClient: Math.round(((clientCpuSeconds() - chatClientCpu) * 100) / chatSeconds),
  };
  loopDelay.disable();
  const clientEventLoopDelayMs = delayMs(loopDelay);
  mark('chat');
  await writeProfile('chat', n);
  const drainDeadline = nowMs() + DRAIN_MS;
  while (sentAt.size > 0 && nowMs() < drainDeadline) await sleep(100);
  const undelivered = sentAt.size;
  const { toOffer: liveAskToOffer, missing: liveOffersMissing } = await firstOffers(
    [...liveAskAt].map(([qid, { at }]) => ({ qid, askedAt: at })),
    firstOfferAt,
  );
  mark('drain');

  const rssAfterChat = serverRss();
  const cpuAfter = serverCpu();
  const clientCpu = process.cpuUsage(clientCpuBefore);

  // 7. Clean-up: end the discussions and close every socket.
  await pool(pairs, 16, async (p) => {
    await call('end', 'POST', `/api/expert/questions/${p.qid}/ends`, { base: p.expert.node.base, token: p.expert.token });
  });
  // The live asks nobody claimed leave the queue (their match windows would otherwise end during the next level).
  await pool([...liveAskAt], 16, async ([qid, { asker }]) => {
    await call('withdraw', 'POST', `/api/questions/${qid}/withdrawals`, { base: asker.node.base, token: asker.token });
  });
  for (const a of [...students, ...experts]) a.client?.close();
  clearInterval(rssTimer);
  mark('cleanup');

  return {
    sessions: n,
    nodes: nodes.length,
    mode: OPEN_LOOP ? 'open-loop' : 'closed-loop',
    askToOffer: askToOffer.summary,
    askAnswered: askAnswered.summary,
    askToOfferByTenth: askToOfferByTenth.map((t) => t.summary),
    rampClientEventLoopDelayMs: delayMs(rampLoopDelay),
    offersMissing,
    liveAsks: {
      ratePerS: Math.round(((liveAskers.length * 1000) / CHAT_MS) * 10) / 10,
      asked: liveAskAt.size,
      failed: liveAsksFailed,
      toOffer: liveAskToOffer.summary,
      offersMissing: liveOffersMissing,
    },
    claims,
    starts,
    expertJoins,
    messages: {
      expertToStudent: e2s.summary,
      studentToExpert: s2e.summary,
      all: all.summary,
      sent,
      delivered,
      undelivered,
      duplicates,
      sendFailed,
      lateSends,
      fireLag: fireLag.summary,
      unanswered,
    },
    httpSend: httpSend.summary,
    rssMb: { before: mb(rssBefore), peak: mb(rssPeak), after: mb(rssAfterChat) },
    serverCpuS: Math.round((cpuAfter - cpuBefore) * 100) / 100,
    benchClientCpuS: Math.round((clientCpu.user + clientCpu.system) / 1e4) / 100,
    chatCpuPercent,
    clientEventLoopDelayMs,
    offerEventsReceived: offerEvents,
    offerBatchFramesReceived: frames.changed,
    offerChannelEvents: [...offerChannelEvents.values()].reduce((sum, qids) => sum + qids.size, 0),
    consoleQueueReads,
    idleExperts,
    busyExpertsOn: BUSY_ON_LIVE ? 'live' : 'digest',
    digestFramesReceived: frames.digest,
    busySwitchReads,
    messageRatePerS: {
      target: Math.round((pairs.length * 2 * 1000) / MSG_INTERVAL_MS),
      fired: Math.round(sent / rateSeconds),
      achieved: Math.round(sentOk / rateSeconds),
      delivered: Math.round(delivered / rateSeconds),
    },
    phaseSeconds: phase,
    queueFramesByPhase: phaseFrames,
    serverCpuPercentByPhase: phaseCpu,
    clientCpuPercentByPhase: phaseClientCpu,
    postgresCpuPercentByPhase: phaseServiceCpu.postgres,
    redisCpuPercentByPhase: phaseServiceCpu.redis,
  };
}

const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;

// ---------------------------------------------------------------------------------------------
// Main

/** Starts `count` servers on one database; with more than one, they share realtime channels through Redis. */
async function startNodes(
  count: number,
  databaseUrl: string,
  dataDir: string,
  redisPrefix: string,
): Promise<{ nodes: ServerNode[]; servers: BenchServer[] }> {
  const servers: BenchServer[] = [];
  const shared: Record<string, string> = count > 1 ? { REDIS_URL: args['redis-url'], CHANNELS_REDIS_PREFIX: redisPrefix } : {};
  for (let i = 0; i < count; i++) {
    // --profile-asks / --profile-chat: the first node carries bench/http's probe, which profiles that phase.
    const probe: Record<string, string> =
      (isProbed('asks') || isProbed('chat')) && i === 0 ? { PROBE_PORT: String(PROBE_PORT), NODE_OPTIONS: `--import ${PROBE_SCRIPT}` } : {};
    servers.push(
      await startBenchServer({
        port: count === 1 ? Number(args.port) : 0,
        startTimeoutMs: 90_000,
        env: {
          DATA_DIR: join(dataDir, `node-${i}`),
          DATABASE_URL: databaseUrl,
          JWT_SECRET: 'bench-engine-secret-bench-engine-secret',
          CHANNELS_MAX_PRESENCE_MEMBERS: '5000',
          ...shared,
          ...probe,
        },
      }),
    );
  }
  const nodes: ServerNode[] = [];
  for (const s of servers) {
    const cfg = await http<{ realtime: { key: string } }>('GET', '/api/client-config', { base: s.base });
    const wsUrl = `ws://127.0.0.1:${s.port}/app/${cfg.body.realtime.key}?protocol=7&client=bench&version=1`;
    nodes.push({ base: s.base, wsUrl, pid: s.proc.pid! });
    console.log(`server up on ${s.base} (pid ${s.proc.pid}, idle RSS ${mb(rssBytes(s.proc.pid!))} MB)`);
  }
  return { nodes, servers };
}

async function stopServers(servers: BenchServer[]): Promise<void> {
  await Promise.all(
    servers.map(async ({ proc }) => {
      if (proc.exitCode !== null) return;
      proc.kill('SIGTERM');
      await Promise.race([new Promise((r) => proc.once('exit', r)), sleep(5000)]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    }),
  );
}

/** Reliability counters that must stay at zero: a lost or doubled message, a missing offer, a qid claimed twice. */
function reliabilityBreaks(r: LevelReport): string[] {
  const breaks: string[] = [];
  if (r.messages.undelivered > 0) breaks.push(`${r.messages.undelivered} messages answered 2xx but never delivered`);
  if (r.messages.duplicates > 0) breaks.push(`${r.messages.duplicates} messages delivered twice`);
  if (r.offersMissing > 0) breaks.push(`${r.offersMissing} asks never offered`);
  if (r.liveAsks.offersMissing > 0) breaks.push(`${r.liveAsks.offersMissing} asks during the chat never offered`);
  if (r.claims.doubleClaims > 0) breaks.push(`${r.claims.doubleClaims} questions claimed twice`);
  if (r.messages.unanswered > 0) breaks.push(`${r.messages.unanswered} requests of the chat phase never answered`);
  return breaks;
}

async function main(): Promise<void> {
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const dbName = `bench_${stamp.replace(/-/g, '_').toLowerCase()}`;
  const admin = new pg.Client({ connectionString: `${args['pg-url']}/postgres` });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const databaseUrl = `${args['pg-url']}/${dbName}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-engine-'));
  let servers: BenchServer[] = [];
  const levels: LevelReport[] = [];
  let failure: string | undefined;
  const logs: Array<() => string> = [];
  try {
    const passwordHash = await hashPassword(PASSWORD);
    console.log(`database ${dbName}; chat ${OPEN_LOOP ? 'open' : 'closed'} loop, one message per side every ${MSG_INTERVAL_MS} ms`);
    let nodes: ServerNode[] = [];
    for (const [i, level] of LEVELS.entries()) {
      // Servers are (re)started when the node count changes, each set with its own Redis key prefix.
      if (nodes.length !== level.nodes) {
        await stopServers(servers);
        const started = await startNodes(level.nodes, databaseUrl, dataDir, `bench-engine-${stamp}-${i}:`);
        nodes = started.nodes;
        servers = started.servers;
        logs.push(...servers.map((s) => s.log));
      }
      console.log(`\n=== ${level.sessions} concurrent sessions on ${level.nodes} node(s) ===`);
      const errBefore = { ...errors };
      const rep = await runLevel(level.sessions, databaseUrl, nodes, passwordHash, `${level.sessions}n${level.nodes}i${i}`);
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
    await stopServers(servers);
    if (!args['keep-db']) {
      await sleep(500);
      await admin.query(`drop database if exists ${dbName} with (force)`).catch((e) => console.error('drop failed', e));
    }
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const breaks = levels.flatMap((l) => reliabilityBreaks(l).map((b) => `${l.sessions} sessions on ${l.nodes} node(s): ${b}`));
  const report = {
    started: started.toISOString(),
    finished: new Date().toISOString(),
    machine: { node: process.version, cpus: (await import('node:os')).cpus().length },
    settings: {
      levels: LEVELS,
      mode: OPEN_LOOP ? 'open-loop' : 'closed-loop',
      chatSeconds: CHAT_MS / 1000,
      messageIntervalMs: MSG_INTERVAL_MS,
      lateMs: LATE_MS,
      rampMs: RAMP_MS,
      sessionS: SESSION_S,
      loginConcurrency: LOGIN_CONCURRENCY,
      presenceMembersCap: 5000,
      redisUrl: LEVELS.some((l) => l.nodes > 1) ? args['redis-url'] : undefined,
    },
    levels,
    reliabilityBreaks: breaks,
    errors,
    errorSamples,
    failure,
    serverLogTail: failure || Object.keys(errors).length ? logs.map((l) => l().slice(-4000)) : undefined,
  };
  const dir = join(ROOT, 'bench', 'reports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `engine-${stamp}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  if (levels.length > 1) printSideBySide(levels);
  console.log(`\nreport: ${file}`);
  if (Object.keys(errorSamples).length) console.log('error samples:', errorSamples);
  if (breaks.length) console.error(`\nRELIABILITY BROKEN:\n  ${breaks.join('\n  ')}`);
  process.exit(failure || breaks.length ? 1 : 0);
}

/** An event-loop delay histogram's p50, p99 and max in ms. */
function delayMs(h: IntervalHistogram): { p50: number; p99: number; max: number } {
  const ms = (ns: number) => Math.round(ns / 1e4) / 100;
  return { p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) };
}

function fmt(s: Summary): string {
  return `n=${s.count} p50=${s.p50.toFixed(1)}ms p99=${s.p99.toFixed(1)}ms max=${s.max.toFixed(1)}ms`;
}

function printLevel(r: LevelReport, errs: Record<string, number>): void {
  console.log(
    `ask-to-offer         ${fmt(r.askToOffer)} (the ramp: every student within ${RAMP_MS} ms; missing offers: ${r.offersMissing})`,
  );
  const tenths = r.askToOfferByTenth.map((t) => `${Math.round(t.p50)}/${Math.round(t.p99)}`).join(' ');
  console.log(`  by tenth of the ramp p50/p99 ms: ${tenths}`);
  const rampLag = r.rampClientEventLoopDelayMs;
  console.log(
    `ask answered         ${fmt(r.askAnswered)} (the ramp's asks, send to HTTP answer; bench client's event-loop delay over the ramp p50=${rampLag.p50}ms p99=${rampLag.p99}ms max=${rampLag.max}ms)`,
  );
  if (r.liveAsks.asked || r.liveAsks.failed)
    console.log(
      `ask-to-offer (chat)  ${fmt(r.liveAsks.toOffer)} (asks during the chat, ${r.liveAsks.ratePerS}/s from the scheduled time; failed ${r.liveAsks.failed}, missing offers: ${r.liveAsks.offersMissing})`,
    );
  console.log(
    `experts              ${r.sessions} paired, ${r.idleExperts} idle; busy ones on the ${r.busyExpertsOn} queue channel (digest frames ${r.digestFramesReceived}, queue reads on joining it ok ${r.busySwitchReads.ok}, failed ${r.busySwitchReads.failed})`,
  );
  console.log(
    `claims ok=${r.claims.ok} 409=${r.claims.conflicts} failed=${r.claims.failed} double=${r.claims.doubleClaims}; starts ok=${r.starts.ok} failed=${r.starts.failed}; expert joins ok=${r.expertJoins.ok} failed=${r.expertJoins.failed}`,
  );
  const from = r.mode === 'open-loop' ? ' (from the scheduled send time)' : '';
  console.log(`msg expert->student  ${fmt(r.messages.expertToStudent)}${from}`);
  console.log(`msg student->expert  ${fmt(r.messages.studentToExpert)}${from}`);
  console.log(
    `msg all              ${fmt(r.messages.all)} (sent ${r.messages.sent}, delivered ${r.messages.delivered}, undelivered ${r.messages.undelivered}, duplicates ${r.messages.duplicates}, send failed ${r.messages.sendFailed})`,
  );
  console.log(`msg HTTP round trip  ${fmt(r.httpSend)}`);
  if (r.mode === 'open-loop')
    console.log(
      `client fire lag      ${fmt(r.messages.fireLag)} (late sends > ${LATE_MS} ms: ${r.messages.lateSends}, unanswered: ${r.messages.unanswered})`,
    );
  console.log(
    `msg rate             target ${r.messageRatePerS.target}/s, fired ${r.messageRatePerS.fired}/s, achieved (2xx) ${r.messageRatePerS.achieved}/s, delivered ${r.messageRatePerS.delivered}/s (${r.mode === 'open-loop' ? 'open loop: sends on a schedule' : 'closed loop: a side waits for its HTTP answer'})`,
  );
  console.log(
    `offers received ${r.offerEventsReceived} (of which in ${r.offerBatchFramesReceived} subjectQueueChanged frames), published (distinct channel and qid) ${r.offerChannelEvents}`,
  );
  if (CONSOLE_READS)
    console.log(
      `console queue reads  ok ${r.consoleQueueReads.ok}, failed ${r.consoleQueueReads.failed} (--console-reads: a read per offer or withdrawal heard)`,
    );
  console.log(
    `server RSS MB before=${r.rssMb.before} peak=${r.rssMb.peak} after-chat=${r.rssMb.after}; CPU s server=${r.serverCpuS} bench-client=${r.benchClientCpuS}`,
  );
  console.log(
    `chat CPU % of one core: server ${r.chatCpuPercent.server}, bench client ${r.chatCpuPercent.benchClient}; client event-loop delay p50=${r.clientEventLoopDelayMs.p50}ms p99=${r.clientEventLoopDelayMs.p99}ms max=${r.clientEventLoopDelayMs.max}ms`,
  );
  console.log(`phases (s) ${JSON.stringify(r.phaseSeconds)}`);
  console.log(`experts' queue frames by phase ${JSON.stringify(r.queueFramesByPhase)}`);
  console.log(`server CPU % of one core by phase ${JSON.stringify(r.serverCpuPercentByPhase)}`);
  console.log(`client CPU % of one core by phase ${JSON.stringify(r.clientCpuPercentByPhase)}`);
  console.log(`PostgreSQL CPU % of one core by phase ${JSON.stringify(r.postgresCpuPercentByPhase)}`);
  console.log(`Redis CPU % of one core by phase ${JSON.stringify(r.redisCpuPercentByPhase)}`);
  console.log(`errors ${JSON.stringify(errs)}`);
}

/** The headline figures of every level in one table, a column per level (e.g. 1,000 on one node beside 2,000 on two). */
function printSideBySide(levels: LevelReport[]): void {
  const rows: Array<[string, (r: LevelReport) => string]> = [
    ['sessions x nodes', (r) => `${r.sessions} x ${r.nodes}`],
    ['rate target/s', (r) => `${r.messageRatePerS.target}`],
    ['rate achieved/s', (r) => `${r.messageRatePerS.achieved}`],
    ['send-to-delivered p50 ms', (r) => r.messages.all.p50.toFixed(1)],
    ['send-to-delivered p99 ms', (r) => r.messages.all.p99.toFixed(1)],
    ['HTTP send p99 ms', (r) => r.httpSend.p99.toFixed(1)],
    ['ask-to-offer p50 ms', (r) => r.askToOffer.p50.toFixed(1)],
    ['ask-to-offer p99 ms', (r) => r.askToOffer.p99.toFixed(1)],
    ['asks during the chat /s', (r) => `${r.liveAsks.ratePerS}`],
    ['  their ask-to-offer p50 ms', (r) => r.liveAsks.toOffer.p50.toFixed(1)],
    ['  their ask-to-offer p99 ms', (r) => r.liveAsks.toOffer.p99.toFixed(1)],
    ['late sends', (r) => `${r.messages.lateSends}`],
    ['send failed', (r) => `${r.messages.sendFailed}`],
    ['undelivered / dup', (r) => `${r.messages.undelivered} / ${r.messages.duplicates}`],
    ['missing offers / double claims', (r) => `${r.offersMissing + r.liveAsks.offersMissing} / ${r.claims.doubleClaims}`],
    ['chat CPU % server', (r) => `${r.chatCpuPercent.server}`],
    ['chat CPU % client', (r) => `${r.chatCpuPercent.benchClient}`],
    ['chat CPU % PostgreSQL', (r) => `${r.postgresCpuPercentByPhase.chat ?? 0}`],
    ['chat CPU % Redis', (r) => `${r.redisCpuPercentByPhase.chat ?? 0}`],
  ];
  console.log('\n=== side by side ===');
  for (const [label, cell] of rows) console.log(`${label.padEnd(32)}${levels.map((r) => cell(r).padStart(14)).join('')}`);
}

await main();
