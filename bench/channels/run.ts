/**
 * Channels load benchmark: one server child process, several client worker processes holding raw
 * WebSocket connections, and a publisher in this process. Runs the same scenario against our
 * Pusher-protocol server and against a Socket.IO relay, prints both and the ratios, and writes
 * bench/reports/channels-<date>.json.
 *
 *   npx tsx bench/channels/run.ts [--connections 10000] [--channels 100] [--workers 4]
 *     [--rate 100] [--duration 10] [--warmup 3] [--window 20000] [--publishers 16]
 *     [--targets pusher,socketio]
 *
 * Traffic stays on 127.0.0.1. Linux only (reads /proc for RSS and CPU).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signRequestQuery } from '@photostudy/channels';
import type { Target, WorkerCommand, WorkerReply } from './client-worker.ts';
import { cpuSeconds, Histogram, nowMs, rssBytes } from './stats.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const APP = { appId: 'bench', key: 'bench-key', secret: 'bench-secret-not-for-production' };
const PAD = 'x'.repeat(64);

// ---------------------------------------------------------------- arguments
function arg(name: string, fallback: number): number;
function arg(name: string, fallback: string): string;
function arg(name: string, fallback: number | string): number | string {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i >= 0 ? process.argv[i + 1] : undefined;
  if (raw === undefined) return fallback;
  return typeof fallback === 'number' ? Number(raw) : raw;
}
const params = {
  connections: arg('connections', 10_000),
  channels: arg('channels', 100),
  workers: arg('workers', 4),
  /** Publishes per second in the fixed-rate (latency) phase. */
  rate: arg('rate', 100),
  /** Seconds of unmeasured traffic before the phases, so JIT warm-up does not count. */
  warmup: arg('warmup', 3),
  /** Seconds per measured phase. */
  duration: arg('duration', 10),
  /** Saturation phase: deliveries allowed in flight (published x fan-out minus received). */
  window: arg('window', 20_000),
  /** Saturation phase: concurrent publish requests. */
  publishers: arg('publishers', 16),
  /** Handshakes in flight per worker while connecting. */
  connectConcurrency: arg('connect-concurrency', 50),
  targets: arg('targets', 'pusher,socketio').split(',') as Target[],
};

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ---------------------------------------------------------------- processes
interface ServerProc {
  child: ChildProcess;
  port: number;
}

function startServer(target: Target): Promise<ServerProc> {
  const entry = target === 'pusher' ? join(root, 'packages/channels/src/standalone.ts') : join(here, 'socketio-server.ts');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PUSHER_APP_ID: APP.appId,
    PUSHER_APP_KEY: APP.key,
    PUSHER_APP_SECRET: APP.secret,
    CHANNELS_HOST: '127.0.0.1',
    CHANNELS_PORT: '0',
    PORT: '0',
  };
  // A single node without Redis: the benchmark measures one node.
  for (const k of ['REDIS_URL', 'CHANNELS_REDIS_URL', 'PUSHER_HOST', 'PUSHER_CLUSTER', 'CHANNELS_MODE']) delete env[k];
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof", helps profiling the servers under this load.
  const extra = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolvePromise, reject) => {
    let buf = '';
    const timer = setTimeout(() => reject(new Error(`${target} server did not start`)), 20_000);
    child.stdout?.on('data', (d: Buffer) => {
      buf += String(d);
      const line = buf.split('\n').find((l) => l.includes('"listening"'));
      if (line) {
        clearTimeout(timer);
        resolvePromise({ child, port: (JSON.parse(line) as { port: number }).port });
      }
    });
    child.once('exit', (code) => reject(new Error(`${target} server exited with ${code}`)));
  });
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

class Worker {
  readonly child: ChildProcess;
  received = 0;
  private waiting: Array<{ type: WorkerReply['type']; resolve: (r: WorkerReply) => void }> = [];

  constructor() {
    this.child = fork(join(here, 'client-worker.ts'), [], { cwd: root, execArgv: ['--import', 'tsx'], stdio: 'inherit' });
    this.child.on('message', (msg: WorkerReply) => {
      if (msg.type === 'progress') {
        this.received = msg.received;
        return;
      }
      const i = this.waiting.findIndex((w) => w.type === msg.type);
      if (i >= 0) this.waiting.splice(i, 1)[0]!.resolve(msg);
    });
  }

  ask<T extends WorkerReply['type']>(cmd: WorkerCommand, type: T): Promise<Extract<WorkerReply, { type: T }>> {
    return new Promise((r) => {
      this.waiting.push({ type, resolve: r as (m: WorkerReply) => void });
      this.child.send(cmd);
    });
  }

  /** Estimates this worker's clock offset from ours with the fastest of a few round trips. */
  async calibrate(): Promise<void> {
    let best = { rtt: Infinity, offset: 0 };
    for (let i = 0; i < 20; i++) {
      const t0 = nowMs();
      const { now } = await this.ask({ cmd: 'clock' }, 'clock');
      const t1 = nowMs();
      if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: now - (t0 + t1) / 2 };
    }
    await this.ask({ cmd: 'offset', offsetMs: best.offset }, 'ack');
  }
}

// ---------------------------------------------------------------- publishing
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

function publish(target: Target, port: number, channel: string, seq: number): Promise<number> {
  const payload = { ts0: nowMs(), s: seq, p: PAD };
  let path: string;
  let body: string;
  if (target === 'pusher') {
    const apiPath = `/apps/${APP.appId}/events`;
    body = JSON.stringify({ name: 'tick', channels: [channel], data: JSON.stringify(payload) });
    path = `${apiPath}?${signRequestQuery({ key: APP.key, secret: APP.secret, method: 'POST', path: apiPath, body })}`;
  } else {
    path = '/publish';
    body = JSON.stringify({ channel, event: 'tick', data: payload });
  }
  return new Promise((resolvePromise) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolvePromise(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolvePromise(0));
    req.end(body);
  });
}

// ---------------------------------------------------------------- phases
interface PhaseResult {
  publishes: number;
  failedPublishes: number;
  expectedDeliveries: number;
  deliveries: number;
  lostDeliveries: number;
  deliveriesPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  serverCpuSeconds: number;
  serverCpuMsPer1kDeliveries: number;
  /** Per 500 ms slot of the phase: [slot, deliveries, worst latency ms]. */
  timeline: Array<[number, number, number]>;
}

function mergeTimelines(all: Array<Array<[number, number, number]>>): Array<[number, number, number]> {
  const merged = new Map<number, [number, number]>();
  for (const timeline of all) {
    for (const [slot, n, max] of timeline) {
      const e = merged.get(slot) ?? [0, 0];
      merged.set(slot, [e[0] + n, Math.max(e[1], max)]);
    }
  }
  return [...merged].sort((a, b) => a[0] - b[0]).map(([slot, [n, max]]) => [slot, n, max]);
}

async function collect(
  workers: Worker[],
  phaseStart: number,
  publishes: number,
  failed: number,
  fanout: number,
  cpu0: number,
  pid: number,
) {
  const expected = Math.round(publishes * fanout);
  // Drain: wait for the stragglers, but stop once nothing has arrived for a second.
  let last = -1;
  let stableSince = Date.now();
  const deadline = Date.now() + 15_000;
  for (;;) {
    const got = workers.reduce((s, w) => s + w.received, 0);
    if (got >= expected || Date.now() > deadline) break;
    if (got !== last) {
      last = got;
      stableSince = Date.now();
    } else if (Date.now() - stableSince > 1_000) break;
    await sleep(50);
  }
  const cpu = cpuSeconds(pid) - cpu0;
  const reports = await Promise.all(workers.map((w) => w.ask({ cmd: 'report' }, 'report')));
  const hist = new Histogram();
  for (const r of reports) hist.merge(r.hist);
  const deliveries = reports.reduce((s, r) => s + r.received, 0);
  const lastAt = Math.max(...reports.map((r) => r.lastAt));
  const seconds = Math.max(0.001, (lastAt - phaseStart) / 1000);
  const round = (n: number) => Math.round(n * 100) / 100;
  const result: PhaseResult = {
    publishes,
    failedPublishes: failed,
    expectedDeliveries: expected,
    deliveries,
    lostDeliveries: Math.max(0, expected - deliveries),
    deliveriesPerSecond: Math.round(deliveries / seconds),
    latencyMs: { p50: hist.quantile(0.5), p90: hist.quantile(0.9), p99: hist.quantile(0.99), max: hist.quantile(1) },
    serverCpuSeconds: round(cpu),
    serverCpuMsPer1kDeliveries: round((cpu * 1000) / Math.max(1, deliveries / 1000)),
    timeline: mergeTimelines(reports.map((r) => r.timeline)),
  };
  return result;
}

async function startPhase(workers: Worker[]): Promise<void> {
  await Promise.all(workers.map((w) => w.ask({ cmd: 'reset' }, 'ack')));
  for (const w of workers) w.received = 0;
  await Promise.all(workers.map((w) => w.ask({ cmd: 'progress', on: true }, 'ack')));
}

/** Open loop at a fixed publish rate: the latency figure. */
async function fixedRate(
  target: Target,
  port: number,
  workers: Worker[],
  fanout: number,
  pid: number,
  seconds = params.duration,
): Promise<PhaseResult> {
  await startPhase(workers);
  const cpu0 = cpuSeconds(pid);
  const start = nowMs();
  let sent = 0;
  let failed = 0;
  let inflight = 0;
  const total = params.rate * seconds;
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((nowMs() - start) * params.rate) / 1000));
      while (sent < due) {
        const seq = sent++;
        inflight++;
        void publish(target, port, `bench-${seq % params.channels}`, seq).then((status) => {
          inflight--;
          if (status !== 200) failed++;
        });
      }
      if (sent >= total) {
        clearInterval(timer);
        done();
      }
    }, 2);
  });
  while (inflight > 0) await sleep(5);
  return collect(workers, start, sent - failed, failed, fanout, cpu0, pid);
}

/** Closed loop with a bounded number of undelivered messages: the throughput figure. */
async function saturation(target: Target, port: number, workers: Worker[], fanout: number, pid: number): Promise<PhaseResult> {
  await startPhase(workers);
  const cpu0 = cpuSeconds(pid);
  const start = nowMs();
  const end = start + params.duration * 1000;
  let sent = 0;
  let failed = 0;
  const lane = async () => {
    while (nowMs() < end) {
      const received = workers.reduce((s, w) => s + w.received, 0);
      if ((sent - failed) * fanout - received > params.window) {
        await sleep(1);
        continue;
      }
      const seq = sent++;
      if ((await publish(target, port, `bench-${seq % params.channels}`, seq)) !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: params.publishers }, lane));
  return collect(workers, start, sent - failed, failed, fanout, cpu0, pid);
}

// ---------------------------------------------------------------- one target
interface TargetResult {
  connectionsRequested: number;
  connectionsHeld: number;
  connectionsFailed: number;
  connectSeconds: number;
  serverRssIdleMiB: number;
  serverRssLoadedMiB: number;
  memoryPerConnectionKiB: number;
  fixedRate: PhaseResult;
  saturation: PhaseResult;
  serverRssEndMiB: number;
}

const mib = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;

async function runTarget(target: Target): Promise<TargetResult> {
  console.log(`\n== ${target}: starting server`);
  const server = await startServer(target);
  const pid = server.child.pid as number;
  const workers = Array.from({ length: params.workers }, () => new Worker());
  try {
    await Promise.all(workers.map((w) => w.calibrate()));
    await sleep(500);
    const rssIdle = rssBytes(pid);

    console.log(`== ${target}: opening ${params.connections} connections from ${params.workers} processes`);
    const per = Math.ceil(params.connections / params.workers);
    const t0 = Date.now();
    const connected = await Promise.all(
      workers.map((w, i) =>
        w.ask(
          {
            cmd: 'connect',
            target,
            port: server.port,
            key: APP.key,
            first: i * per,
            count: Math.max(0, Math.min(per, params.connections - i * per)),
            channels: params.channels,
            concurrency: params.connectConcurrency,
          },
          'connected',
        ),
      ),
    );
    const connectSeconds = (Date.now() - t0) / 1000;
    const held = connected.reduce((s, c) => s + c.ok, 0);
    const failedConnections = connected.reduce((s, c) => s + c.failed, 0);
    await sleep(2_000);
    const rssLoaded = rssBytes(pid);
    console.log(`== ${target}: ${held} held (${failedConnections} failed) in ${connectSeconds}s, RSS ${mib(rssLoaded)} MiB`);

    const fanout = held / params.channels;
    if (params.warmup > 0) {
      console.log(`== ${target}: warm-up ${params.warmup}s (not measured)`);
      await fixedRate(target, server.port, workers, fanout, pid, params.warmup);
    }
    console.log(`== ${target}: fixed rate ${params.rate} publishes/s for ${params.duration}s (fan-out ${fanout})`);
    const fixed = await fixedRate(target, server.port, workers, fanout, pid);
    console.log(
      `   ${fixed.deliveriesPerSecond} deliveries/s, p50 ${fixed.latencyMs.p50} ms, p99 ${fixed.latencyMs.p99} ms, lost ${fixed.lostDeliveries}`,
    );
    if (process.env.BENCH_VERBOSE) console.log('   timeline', JSON.stringify(fixed.timeline));
    console.log(`== ${target}: saturation for ${params.duration}s (window ${params.window}, ${params.publishers} publishers)`);
    const sat = await saturation(target, server.port, workers, fanout, pid);
    console.log(
      `   ${sat.deliveriesPerSecond} deliveries/s, p50 ${sat.latencyMs.p50} ms, p99 ${sat.latencyMs.p99} ms, lost ${sat.lostDeliveries}`,
    );
    const rssEnd = rssBytes(pid);

    return {
      connectionsRequested: params.connections,
      connectionsHeld: held,
      connectionsFailed: failedConnections,
      connectSeconds,
      serverRssIdleMiB: mib(rssIdle),
      serverRssLoadedMiB: mib(rssLoaded),
      memoryPerConnectionKiB: Math.round(((rssLoaded - rssIdle) / Math.max(1, held) / 1024) * 100) / 100,
      fixedRate: fixed,
      saturation: sat,
      serverRssEndMiB: mib(rssEnd),
    };
  } finally {
    await Promise.all(workers.map((w) => (w.child.send({ cmd: 'close' } satisfies WorkerCommand), stopProcess(w.child))));
    await stopProcess(server.child);
    await sleep(1_000); // let the closed sockets' ports settle before the next target
  }
}

// ---------------------------------------------------------------- main
const startedAt = new Date();
const results: Partial<Record<Target, TargetResult>> = {};
const overall = setTimeout(() => {
  console.error('benchmark exceeded 5 minutes; aborting');
  process.exit(2);
}, 5 * 60_000);
for (const target of params.targets) results[target] = await runTarget(target);
clearTimeout(overall);
agent.destroy();

const p = results.pusher;
const s = results.socketio;
const ratio = (a: number | undefined, b: number | undefined) => (a && b ? Math.round((a / b) * 100) / 100 : null);
const ratios =
  p && s
    ? {
        saturationDeliveriesPerSecond: ratio(p.saturation.deliveriesPerSecond, s.saturation.deliveriesPerSecond),
        fixedRateP99LatencySocketIoOverChannels: ratio(s.fixedRate.latencyMs.p99, p.fixedRate.latencyMs.p99),
        fixedRateP50LatencySocketIoOverChannels: ratio(s.fixedRate.latencyMs.p50, p.fixedRate.latencyMs.p50),
        saturationP99LatencySocketIoOverChannels: ratio(s.saturation.latencyMs.p99, p.saturation.latencyMs.p99),
        memoryPerConnectionChannelsOverSocketIo: ratio(p.memoryPerConnectionKiB, s.memoryPerConnectionKiB),
        serverCpuPerDeliverySocketIoOverChannels: ratio(s.saturation.serverCpuMsPer1kDeliveries, p.saturation.serverCpuMsPer1kDeliveries),
      }
    : null;

const rows: Array<[string, (r: TargetResult) => number | string]> = [
  ['connections held', (r) => r.connectionsHeld],
  ['connect time (s)', (r) => r.connectSeconds],
  ['server RSS idle (MiB)', (r) => r.serverRssIdleMiB],
  ['server RSS with connections (MiB)', (r) => r.serverRssLoadedMiB],
  ['memory per connection (KiB)', (r) => r.memoryPerConnectionKiB],
  ['fixed rate: deliveries/s', (r) => r.fixedRate.deliveriesPerSecond],
  ['fixed rate: latency p50 (ms)', (r) => r.fixedRate.latencyMs.p50],
  ['fixed rate: latency p99 (ms)', (r) => r.fixedRate.latencyMs.p99],
  ['fixed rate: lost deliveries', (r) => r.fixedRate.lostDeliveries],
  ['saturation: deliveries/s', (r) => r.saturation.deliveriesPerSecond],
  ['saturation: latency p50 (ms)', (r) => r.saturation.latencyMs.p50],
  ['saturation: latency p99 (ms)', (r) => r.saturation.latencyMs.p99],
  ['saturation: server CPU ms / 1k deliveries', (r) => r.saturation.serverCpuMsPer1kDeliveries],
  ['server RSS at end (MiB)', (r) => r.serverRssEndMiB],
];
console.log(`\n${'metric'.padEnd(44)}${params.targets.map((t) => (t === 'pusher' ? 'channels' : 'socket.io').padStart(14)).join('')}`);
for (const [label, get] of rows) {
  console.log(`${label.padEnd(44)}${params.targets.map((t) => String(get(results[t] as TargetResult)).padStart(14)).join('')}`);
}
if (ratios) console.log('\nratios', ratios);

const report = {
  date: startedAt.toISOString(),
  command: `npx tsx bench/channels/run.ts ${process.argv.slice(2).join(' ')}`.trim(),
  machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, totalMemMiB: mib(totalmem()), node: process.version },
  params,
  results,
  ratios,
};
mkdirSync(join(root, 'bench/reports'), { recursive: true });
const file = join(root, `bench/reports/channels-${startedAt.toISOString().slice(0, 19).replace(/:/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nreport written to ${file}`);
