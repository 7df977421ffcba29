/**
 * Reconnect benchmark: how long after a `kill -9` of the server, started again at once, the realtime clients of the
 * apps are live again. Times the restarted server's start (with its own phase split), and per client the time from
 * listening to pusher-js 'connected' and to every channel subscribed again (the RealtimeClient's `reconnected`).
 * PGlite in a temp data folder by default, PostgreSQL (a fresh database, dropped afterwards) with DATABASE_URL.
 *
 * See bench/reconnect/README.md. Traffic goes to 127.0.0.1 only; every wait is bounded.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ClientConfig } from '@photostudy/contracts';
import { createBenchDatabase } from '../shared/api-server';
import { type BenchClient, connectedAfter, openClient, reconnectedAfter, waitFor } from './clients';
import { killHard, type StartPhase, type StartedServer, startServer, stopServer } from './server-process';
import { type BenchStudent, signInStudent } from './students';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '20' },
    restarts: { type: 'string', default: '3' },
    port: { type: 'string', default: '0' },
    'timeout-s': { type: 'string', default: '120' },
    quiet: { type: 'boolean', default: false },
  },
});

const CLIENTS = Number(args.clients);
const RESTARTS = Number(args.restarts);
const TIMEOUT_MS = Number(args['timeout-s']) * 1000;
const DATABASE_URL = process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL || undefined;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const s = (ms: number | undefined) => (ms === undefined || Number.isNaN(ms) ? '   -  ' : `${(ms / 1000).toFixed(2).padStart(6)}`);

/** Value at quantile q (nearest rank) of the defined values; NaN when none. */
function quantile(values: (number | undefined)[], q: number): number {
  const sorted = values.filter((v): v is number => v !== undefined).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

function phaseLine(phases: StartPhase[]): string {
  if (phases.length === 0) return '(the server printed no start split)';
  const total = phases.reduce((sum, p) => sum + p.ms, 0);
  return `${(total / 1000).toFixed(2)} s from process start: ${phases.map((p) => `${p.name} ${(p.ms / 1000).toFixed(2)}`).join(', ')}`;
}

/** One restart's figures in ms: per client [listening -> connected, listening -> subscribed, kill -> subscribed]. */
interface RoundResult {
  killToExitMs: number;
  spawnToListeningMs: number;
  killToListeningMs: number;
  serverCpuS: number;
  phases: StartPhase[];
  clients: { connectedMs?: number; subscribedMs?: number; killToLiveMs?: number }[];
}

function printRound(index: number, round: RoundResult): void {
  console.log(`\n--- restart ${index}: kill -9, started again at once ---`);
  console.log(
    `kill -> exit ${s(round.killToExitMs)} s, spawn -> listening ${s(round.spawnToListeningMs)} s, kill -> listening ${s(round.killToListeningMs)} s`,
  );
  console.log(`server start   ${phaseLine(round.phases)}; ${round.serverCpuS.toFixed(2)} CPU s until listening`);
  if (!args.quiet) {
    console.log('client   listening->connected   listening->subscribed   kill->live');
    round.clients.forEach((c, i) =>
      console.log(
        `${String(i + 1).padStart(6)}   ${s(c.connectedMs)} s               ${s(c.subscribedMs)} s                ${s(c.killToLiveMs)} s`,
      ),
    );
  }
  for (const [label, key] of [
    ['listening -> connected ', 'connectedMs'],
    ['listening -> subscribed', 'subscribedMs'],
    ['kill -> live          ', 'killToLiveMs'],
  ] as const) {
    const values = round.clients.map((c) => c[key]);
    console.log(`${label}  p50 ${s(quantile(values, 0.5))} s   max ${s(quantile(values, 1))} s`);
  }
}

async function restartOnce(server: StartedServer, clients: BenchClient[], port: number, env: Record<string, string>) {
  const killedAt = await killHard(server.proc);
  const exitedAt = performance.timeOrigin + performance.now();
  const next = await startServer(port, env, TIMEOUT_MS);
  await waitFor(() => clients.every((c) => reconnectedAfter(c, killedAt) !== undefined), TIMEOUT_MS, 'every client to be live again').catch(
    (err: Error) => console.error(err.message),
  );
  const round: RoundResult = {
    killToExitMs: exitedAt - killedAt,
    spawnToListeningMs: next.listeningAt - next.spawnedAt,
    killToListeningMs: next.listeningAt - killedAt,
    serverCpuS: next.cpuS,
    phases: next.phases,
    clients: clients.map((c) => {
      const connected = connectedAfter(c, killedAt);
      const subscribed = reconnectedAfter(c, killedAt);
      return {
        connectedMs: connected === undefined ? undefined : connected - next.listeningAt,
        subscribedMs: subscribed === undefined ? undefined : subscribed - next.listeningAt,
        killToLiveMs: subscribed === undefined ? undefined : subscribed - killedAt,
      };
    }),
  };
  return { next, round };
}

async function main(): Promise<void> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-reconnect-'));
  const env: Record<string, string> = { DATA_DIR: dataDir, JWT_SECRET: 'bench-reconnect-secret-bench-reconnect-secret' };
  const benchDatabase = DATABASE_URL ? await createBenchDatabase(DATABASE_URL, 'bench_reconnect', stamp) : undefined;
  if (benchDatabase) env.DATABASE_URL = benchDatabase.url;
  const database = DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  const port = Number(args.port) || 20_000 + Math.floor(Math.random() * 20_000);
  const base = `http://127.0.0.1:${port}`;
  let server: StartedServer | undefined;
  const clients: BenchClient[] = [];
  const rounds: RoundResult[] = [];
  let failure: unknown;
  try {
    console.log(
      `reconnect bench: ${CLIENTS} clients, ${RESTARTS} restarts, ${database}, node ${process.version}, ${cpus().length} cpus, load ${loadavg()[0]!.toFixed(1)}`,
    );
    server = await startServer(port, env, TIMEOUT_MS);
    console.log(`first start (new database)  ${phaseLine(server.phases)}; ${server.cpuS.toFixed(2)} CPU s until listening`);
    const config = (await (await fetch(`${base}/api/client-config`)).json()) as { realtime: Record<string, unknown> };
    const realtime = config.realtime;
    const settings: ClientConfig['realtime'] = {
      key: realtime.key as string,
      host: '127.0.0.1',
      port,
      useTls: false,
      cluster: realtime.cluster as string,
      authEndpoint: realtime.auth_endpoint as string,
    };
    const tag = randomBytes(3).toString('hex');
    const students: BenchStudent[] = [];
    for (let i = 0; i < CLIENTS; i++) students.push(await signInStudent(base, tag, i));
    for (const student of students) clients.push(openClient(base, settings, student));
    await waitFor(() => clients.every((c) => c.reconnects.length > 0), 60_000, 'every client to subscribe its two channels');
    console.log(`${CLIENTS} students signed in, each on private-student-{uid} and presence-student-{uid}`);

    for (let r = 1; r <= RESTARTS; r++) {
      await sleep(1000);
      const { next, round } = await restartOnce(server, clients, port, env);
      server = next;
      rounds.push(round);
      printRound(r, round);
    }
    const all = rounds.flatMap((round) => round.clients);
    console.log(`\n=== ${RESTARTS} restarts x ${CLIENTS} clients (${database}) ===`);
    const cpu = rounds.map((round) => round.serverCpuS * 1000);
    console.log(`server CPU to listening  p50 ${s(quantile(cpu, 0.5))} s   max ${s(quantile(cpu, 1))} s`);
    console.log(
      `kill -> listening        p50 ${s(
        quantile(
          rounds.map((round) => round.killToListeningMs),
          0.5,
        ),
      )} s   max ${s(
        quantile(
          rounds.map((round) => round.killToListeningMs),
          1,
        ),
      )} s`,
    );
    for (const [label, key] of [
      ['listening -> connected ', 'connectedMs'],
      ['listening -> subscribed', 'subscribedMs'],
      ['kill -> live          ', 'killToLiveMs'],
    ] as const) {
      const values = all.map((c) => c[key]);
      console.log(`${label}  p50 ${s(quantile(values, 0.5))} s   max ${s(quantile(values, 1))} s`);
    }
    const missing = all.filter((c) => c.killToLiveMs === undefined).length;
    const errors = clients.flatMap((c) => c.errors);
    console.log(`clients not live again   ${missing}`);
    console.log(`machine load (1 min)     ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cpus`);
    console.log(`client log lines         ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`);
    if (missing > 0) failure = new Error(`${missing} client restarts never became live`);
  } catch (err) {
    failure = err;
    console.error('benchmark failed:', err instanceof Error ? err.stack : err);
    if (server) console.error(server.log().slice(-3000));
  } finally {
    for (const c of clients) c.realtime.disconnect();
    if (server) await stopServer(server.proc);
    await benchDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failure ? 1 : 0);
}

await main();
