/**
 * Benchmark client process (forked by run.ts): holds thousands of raw `ws` connections speaking
 * either the Pusher protocol or Engine.IO/Socket.IO v4, each subscribed to one channel, and
 * records publish-to-delivery latency from the timestamp embedded in every message.
 */
import { PusherEvents } from '@photostudy/channels';
import { WebSocket } from 'ws';
import { Histogram, nowMs } from './stats.ts';

/** Which server the worker talks to. */
export type Target = 'pusher' | 'socketio';

/** Commands the orchestrator sends. */
export type WorkerCommand =
  | { cmd: 'connect'; target: Target; port: number; key: string; first: number; count: number; channels: number; concurrency: number }
  | { cmd: 'clock' }
  | { cmd: 'offset'; offsetMs: number }
  | { cmd: 'reset' }
  | { cmd: 'progress'; on: boolean }
  | { cmd: 'report' }
  | { cmd: 'close' };

/** Replies to the orchestrator. */
export type WorkerReply =
  | { type: 'connected'; ok: number; failed: number; ms: number }
  | { type: 'clock'; now: number }
  | { type: 'ack' }
  | { type: 'progress'; received: number }
  | {
      type: 'report';
      received: number;
      firstAt: number;
      lastAt: number;
      open: number;
      hist: Array<[number, number]>;
      timeline: Array<[number, number, number]>;
    };

const TS_RE = /ts0\\?":([\d.]+)/;
const PUSHER_PING_PREFIX = `{"event":"${PusherEvents.Ping}"`;
const PUSHER_PONG = JSON.stringify({ event: PusherEvents.Pong, data: {} });
const sockets: WebSocket[] = [];
let hist = new Histogram();
let received = 0;
let firstAt = 0;
let lastAt = 0;
let offsetMs = 0;
let phaseStart = 0;
/** Per 500 ms of the phase: [deliveries, worst latency]. Shows whether tails are steady or a burst. */
let timeline = new Map<number, [number, number]>();
let progressTimer: NodeJS.Timeout | undefined;

function reply(msg: WorkerReply): void {
  process.send?.(msg);
}

function onDelivery(text: string): void {
  const match = TS_RE.exec(text);
  if (!match) return;
  const now = nowMs() - offsetMs;
  const latency = now - Number(match[1]);
  hist.record(latency);
  const slot = Math.floor((now - phaseStart) / 500);
  const entry = timeline.get(slot);
  if (entry) {
    entry[0]++;
    if (latency > entry[1]) entry[1] = latency;
  } else timeline.set(slot, [1, latency]);
  received++;
  if (firstAt === 0) firstAt = now;
  lastAt = now;
}

/** Opens one connection and resolves when its subscription is confirmed. */
function open(target: Target, port: number, key: string, channel: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const url =
      target === 'pusher'
        ? `ws://127.0.0.1:${port}/app/${key}?protocol=7&client=bench&version=1.0`
        : `ws://127.0.0.1:${port}/socket.io/?EIO=4&transport=websocket`;
    const ws = new WebSocket(url, { perMessageDeflate: false });
    let ready = false;
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error('subscribe timeout'));
    }, 30_000);
    ws.on('error', (err) => {
      if (!ready) {
        clearTimeout(timer);
        reject(err);
      }
    });
    ws.on('message', (data: Buffer) => {
      const text = data.toString();
      if (ready) {
        // Hot path: deliveries, plus keep-alive answers.
        if (target === 'pusher') {
          if (text.startsWith(PUSHER_PING_PREFIX)) ws.send(PUSHER_PONG);
          else onDelivery(text);
        } else if (text === '2') ws.send('3');
        else onDelivery(text);
        return;
      }
      if (target === 'pusher') {
        if (text.includes(PusherEvents.ConnectionEstablished)) {
          ws.send(JSON.stringify({ event: PusherEvents.Subscribe, data: { channel } }));
        } else if (text.includes(PusherEvents.SubscriptionSucceeded)) {
          ready = true;
        }
      } else if (text.startsWith('0{')) {
        ws.send('40');
      } else if (text.startsWith('40')) {
        ws.send(`420${JSON.stringify(['subscribe', channel])}`);
      } else if (text.startsWith('430')) {
        ready = true;
      } else if (text === '2') {
        ws.send('3');
      }
      if (ready) {
        clearTimeout(timer);
        resolve(ws);
      }
    });
  });
}

async function connectAll(c: Extract<WorkerCommand, { cmd: 'connect' }>): Promise<void> {
  const start = Date.now();
  let next = 0;
  let ok = 0;
  let failed = 0;
  // A bounded number of handshakes in flight keeps the server's accept backlog from overflowing.
  const lane = async () => {
    while (next < c.count) {
      const i = c.first + next++;
      try {
        sockets.push(await open(c.target, c.port, c.key, `bench-${i % c.channels}`));
        ok++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: c.concurrency }, lane));
  reply({ type: 'connected', ok, failed, ms: Date.now() - start });
}

process.on('message', (msg: WorkerCommand) => {
  switch (msg.cmd) {
    case 'connect':
      void connectAll(msg);
      break;
    case 'clock':
      reply({ type: 'clock', now: nowMs() });
      break;
    case 'offset':
      offsetMs = msg.offsetMs;
      reply({ type: 'ack' });
      break;
    case 'reset':
      hist = new Histogram();
      timeline = new Map();
      phaseStart = nowMs() - offsetMs;
      received = 0;
      firstAt = 0;
      lastAt = 0;
      reply({ type: 'ack' });
      break;
    case 'progress':
      clearInterval(progressTimer);
      if (msg.on) progressTimer = setInterval(() => reply({ type: 'progress', received }), 50);
      reply({ type: 'ack' });
      break;
    case 'report':
      reply({
        type: 'report',
        received,
        firstAt,
        lastAt,
        open: sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
        hist: hist.sparse(),
        timeline: [...timeline].map(([slot, [n, max]]) => [slot, n, Math.round(max * 10) / 10]),
      });
      break;
    case 'close':
      clearInterval(progressTimer);
      for (const s of sockets) s.terminate();
      setTimeout(() => process.exit(0), 50);
      break;
  }
});
