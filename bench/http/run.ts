/**
 * Hot API routes against the framework they are built on: the real server (its bundle, one process) and, in the same
 * run, a minimal Fastify + `pg` baseline that replays the very SQL statements the product sent for one request of
 * each route. Prints requests/s, p50 and p99 of both, their ratio and the query count of each route; writes
 * bench/reports/http-<stamp>.json.
 *
 * See bench/http/README.md. Traffic goes to 127.0.0.1 only; every loop is bounded.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { cpuSeconds } from '../channels/stats';
import { createBenchDatabase, startBenchServer } from '../shared/api-server';
import type { BaselinePlans, CapturedStatement } from './baseline-server';
import { type CpuProfile, topSelfTime } from './cpu-profile';
import { type LoadFigures, type MeasuredRoute, measure } from './load';
import { type BenchStudent, prepareSessions, seedAccounts } from './setup';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const HERE = fileURLToPath(new URL('.', import.meta.url));

const { values: args } = parseArgs({
  options: {
    database: { type: 'string' },
    students: { type: 'string', default: '20' },
    connections: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    routes: { type: 'string', default: 'status-updates,ask-config,question,questions-page,send-message' },
    messages: { type: 'string', default: '5' },
    // The baseline's pool; the product's is the database client's default (10).
    'pool-size': { type: 'string', default: '10' },
    profile: { type: 'string', default: '' },
    port: { type: 'string', default: '0' },
  },
});

const DATABASE_URL = args.database || process.env.BENCH_DATABASE_URL || undefined;
const STUDENTS = Number(args.students);
const LOAD = { connections: Number(args.connections), seconds: Number(args.seconds), warmupS: Number(args.warmup) };
const POOL_SIZE = Number(args['pool-size']);

const ROUTES: MeasuredRoute[] = [
  { name: 'status-updates', method: 'GET', path: () => '/api/status-updates' },
  { name: 'ask-config', method: 'GET', path: () => '/api/ask-config' },
  { name: 'question', method: 'GET', path: (i) => `/api/questions/${students[i]!.qid}` },
  { name: 'questions-page', method: 'GET', path: () => '/api/questions?page=1' },
  {
    name: 'send-message',
    method: 'POST',
    path: (i) => `/api/questions/${students[i]!.qid}/messages`,
    body: (i, n) => ({ body: `Is step ${n} right? d/dx x^2 = 2x`, client_message_id: `bench-${RUN_TAG}-${i}-${n}` }),
  },
];
const RUN_TAG = randomBytes(4).toString('hex');
let students: BenchStudent[] = [];

/** Parsed JSON from the probe, read loosely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped wire data in a load generator
type Json = any;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

async function probe(probeBase: string, path: string): Promise<Json> {
  const res = await fetch(probeBase + path);
  if (!res.ok) throw new Error(`probe ${path} answered ${res.status}`);
  return res.json();
}

/** One request of `route` for student i, outside the load (to count what it sends to the database). */
async function once(base: string, route: MeasuredRoute, i: number, n: number): Promise<number> {
  const headers: Record<string, string> = { authorization: `Bearer ${students[i]!.token}`, 'accept-language': 'en' };
  if (route.body) headers['content-type'] = 'application/json';
  const res = await fetch(base + route.path(i), {
    method: route.method,
    headers,
    body: route.body ? JSON.stringify(route.body(i, n)) : undefined,
  });
  await res.arrayBuffer();
  return res.status;
}

/**
 * The statements of one request per student (the probe captures them). A due-timer poll of the server can land in a
 * capture; the count kept is the most common one, and only plans of that count are replayed.
 */
async function capturePlans(
  base: string,
  probeBase: string,
  route: MeasuredRoute,
): Promise<{ count: number; counts: number[]; plans: CapturedStatement[][] }> {
  const plans: CapturedStatement[][] = [];
  for (let i = 0; i < students.length; i++) {
    await probe(probeBase, '/capture/start');
    const status = await once(base, route, i, 1_000_000 + i);
    const { statements } = await probe(probeBase, '/capture/stop');
    if (status !== 200) throw new Error(`${route.name} answered ${status} while counting queries`);
    plans.push(statements);
  }
  const counts = plans.map((p) => p.length);
  const freq = new Map<number, number>();
  for (const c of counts) freq.set(c, (freq.get(c) ?? 0) + 1);
  const count = [...freq.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  return { count, counts, plans: plans.filter((p) => p.length === count) };
}

async function startBaseline(plans: BaselinePlans): Promise<{ proc: ChildProcess; base: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-http-baseline-'));
  const file = join(dir, 'plans.json');
  writeFileSync(file, JSON.stringify(plans));
  const proc = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'baseline-server.ts'), file], {
    cwd: join(ROOT, 'bench'),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  proc.stderr!.on('data', (b: Buffer) => (err += b.toString()));
  const port = await new Promise<number>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`baseline did not start: ${err}`)), 30_000);
    proc.stdout!.on('data', (b: Buffer) => {
      const m = /listening (\d+)/.exec(b.toString());
      if (m) {
        clearTimeout(timer);
        res(Number(m[1]));
      }
    });
    proc.once('exit', (code) => rej(new Error(`baseline exited ${code}: ${err}`)));
  });
  return { proc, base: `http://127.0.0.1:${port}` };
}

async function stop(proc: ChildProcess | undefined): Promise<void> {
  if (!proc || proc.exitCode !== null) return;
  proc.kill('SIGTERM');
  await Promise.race([new Promise((r) => proc.once('exit', r)), sleep(5000)]);
  if (proc.exitCode === null) proc.kill('SIGKILL');
}

interface RouteReport {
  route: string;
  method: string;
  path: string;
  queriesPerRequest: number;
  queryCountsSeen: number[];
  product: LoadFigures & {
    serverCpuPercent: number;
    avgQueryMs: number;
    queriesPerS: number;
    pool: Json;
    eventLoopDelayMs: Json;
    slowestStatements: Json[];
  };
  baseline: LoadFigures | null;
  ratio: number | null;
}

const fmt = (n: number | null | undefined, digits = 0) => (n === null || n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(digits));

function printTable(rows: RouteReport[], database: string): void {
  const head = ['route', 'queries', 'product req/s', 'p50', 'p99', 'baseline req/s', 'p50', 'p99', 'ratio', 'non-2xx (p/b)'];
  const lines = rows.map((r) => [
    `${r.method} ${r.path}`,
    database.startsWith('PGlite') ? 'n/a' : String(r.queriesPerRequest),
    fmt(r.product.requestsPerS),
    `${fmt(r.product.p50Ms)} ms`,
    `${fmt(r.product.p99Ms)} ms`,
    fmt(r.baseline?.requestsPerS),
    r.baseline ? `${fmt(r.baseline.p50Ms)} ms` : 'n/a',
    r.baseline ? `${fmt(r.baseline.p99Ms)} ms` : 'n/a',
    fmt(r.ratio, 2),
    `${r.product.non2xx + r.product.errors}/${r.baseline ? r.baseline.non2xx + r.baseline.errors : 'n/a'}`,
  ]);
  const widths = head.map((h, c) => Math.max(h.length, ...lines.map((l) => l[c]!.length)));
  const row = (cells: string[]) => cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');
  console.log(
    `\n=== hot routes, ${LOAD.connections} connections, ${LOAD.seconds} s each after ${LOAD.warmupS} s warm-up (${database}) ===`,
  );
  console.log(row(head));
  for (const l of lines) console.log(row(l));
  console.log('\nserver side during each product run (probe):');
  for (const r of rows) {
    const p = r.product;
    console.log(
      `  ${r.route.padEnd(15)} cpu ${fmt(p.serverCpuPercent)}% of a core, ${fmt(p.queriesPerS)} queries/s, avg query ${fmt(p.avgQueryMs, 2)} ms, ` +
        `pool waits >1 ms ${p.pool?.waitsOver1Ms ?? 'n/a'} (max ${p.pool?.maxWaitMs ?? 'n/a'} ms), event-loop delay p50/p99 ${p.eventLoopDelayMs.p50}/${p.eventLoopDelayMs.p99} ms`,
    );
  }
}

async function main(): Promise<void> {
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const benchDatabase = DATABASE_URL ? await createBenchDatabase(DATABASE_URL, 'bench_http', stamp) : undefined;
  const database = benchDatabase ? 'PostgreSQL' : 'PGlite (embedded)';
  const selected = new Set(args.routes.split(',').map((s) => s.trim()));
  const routes = ROUTES.filter((r) => selected.has(r.name));
  const probePort = 40_000 + Math.floor(Math.random() * 20_000);
  const probeBase = `http://127.0.0.1:${probePort}`;
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  let baseline: { proc: ChildProcess; base: string } | undefined;
  let failure: string | undefined;
  const rows: RouteReport[] = [];
  let profileSummary: Json = null;
  try {
    const emails = await seedAccounts(
      benchDatabase ? { databaseUrl: benchDatabase.url } : { dataDir: join(dataDir, 'pglite') },
      STUDENTS,
      RUN_TAG,
    );
    server = await startBenchServer({
      port: Number(args.port),
      env: {
        DATA_DIR: dataDir,
        ...(benchDatabase ? { DATABASE_URL: benchDatabase.url } : {}),
        JWT_SECRET: 'bench-http-secret-bench-http-secret',
        PROBE_PORT: String(probePort),
        NODE_OPTIONS: `--import ${join(HERE, 'server-probe.mjs')}`,
      },
    });
    console.log(`server up on ${server.base} (pid ${server.proc.pid}), ${database}; probe on ${probeBase}`);
    students = await prepareSessions(server.base, emails, Number(args.messages));
    console.log(`${students.length} students signed in, each with a live question of ${Number(args.messages) * 2} messages`);
    const tokens = students.map((s) => s.token);
    if (benchDatabase) {
      // Fresh tables have no statistics until autovacuum analyzes them, some time into the run: whichever side ran
      // first would meet worse plans. A database in service has them.
      const admin = new pg.Client({ connectionString: benchDatabase.url });
      await admin.connect();
      await admin.query('analyze');
      await admin.end();
    }

    const captures = new Map<string, Awaited<ReturnType<typeof capturePlans>>>();
    for (const route of routes) {
      const c = await capturePlans(server.base, probeBase, route);
      captures.set(route.name, c);
      console.log(`  ${route.name}: ${c.count} SQL statements per request (seen ${[...new Set(c.counts)].join(', ')})`);
    }
    if (benchDatabase) {
      baseline = await startBaseline({
        databaseUrl: benchDatabase.url,
        poolSize: POOL_SIZE,
        routes: routes.map((r) => ({ method: r.method, url: r.path(0), plans: captures.get(r.name)!.plans })),
      });
      console.log(`baseline (Fastify + pg, replaying the captured statements) on ${baseline.base}`);
    } else {
      console.log('PGlite: the baseline needs PostgreSQL (node-postgres); ratios are n/a');
    }

    for (const route of routes) {
      const cpu0 = { at: performance.now(), s: 0 };
      const figures = await measure(server.base, route, tokens, {
        ...LOAD,
        onMeasureStart: async () => {
          await probe(probeBase, '/reset');
          cpu0.at = performance.now();
          cpu0.s = cpuSeconds(server!.proc.pid!);
        },
      });
      const cpuPercent = ((cpuSeconds(server.proc.pid!) - cpu0.s) * 100_000) / (performance.now() - cpu0.at);
      const s = await probe(probeBase, '/stats');
      const base = baseline ? await measure(baseline.base, route, tokens, LOAD) : null;
      const c = captures.get(route.name)!;
      rows.push({
        route: route.name,
        method: route.method,
        path: route.path(0).replace(/\/\d+(?=\/|$)/, '/{qid}'),
        queriesPerRequest: c.count,
        queryCountsSeen: [...new Set(c.counts)],
        product: {
          ...figures,
          serverCpuPercent: Math.round(cpuPercent),
          avgQueryMs: s.queries ? s.queryMs / s.queries : Number.NaN,
          queriesPerS: Math.round(s.queries / LOAD.seconds),
          pool: s.pool,
          eventLoopDelayMs: s.eventLoopDelayMs,
          slowestStatements: s.byText.slice(0, 8),
        },
        baseline: base,
        ratio: base ? Math.round((figures.requestsPerS / base.requestsPerS) * 100) / 100 : null,
      });
      console.log(
        `  measured ${route.name}: ${figures.requestsPerS}/s product, ${base ? `${base.requestsPerS}/s baseline` : 'no baseline'}`,
      );
    }

    if (args.profile) {
      const route = ROUTES.find((r) => r.name === args.profile);
      if (!route) throw new Error(`--profile takes a route name: ${ROUTES.map((r) => r.name).join(', ')}`);
      await probe(probeBase, '/profile/start');
      const figures = await measure(server.base, route, tokens, { ...LOAD, warmupS: 0 });
      const profile = (await probe(probeBase, '/profile/stop')) as CpuProfile;
      const file = join(tmpdir(), `http-${stamp}-${route.name}.cpuprofile`);
      writeFileSync(file, JSON.stringify(profile));
      profileSummary = { route: route.name, file, underProfiler: figures, ...topSelfTime(profile, 30) };
      console.log(`\nCPU profile of ${route.name} under load (${figures.requestsPerS}/s while profiled), ${file}:`);
      for (const f of profileSummary.functions.slice(0, 20)) console.log(`  ${String(f.percent).padStart(5)}%  ${f.fn}  ${f.where}`);
      console.log(
        '  by package: ' +
          profileSummary.byPackage
            .slice(0, 12)
            .map((p: Json) => `${p.pkg} ${p.percent}%`)
            .join(', '),
      );
    }
    printTable(rows, database);
  } catch (err) {
    failure = String((err as Error).stack ?? err);
    console.error('benchmark failed:', failure);
  } finally {
    await stop(baseline?.proc);
    await stop(server?.proc);
    await benchDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const report = {
    started: started.toISOString(),
    finished: new Date().toISOString(),
    command: `npm run bench:http -w bench -- ${process.argv.slice(2).join(' ')}`.trim(),
    machine: { node: process.version, cpus: cpus().length },
    database,
    load: { ...LOAD, students: STUDENTS, poolSize: POOL_SIZE },
    baseline: benchDatabase ? 'Fastify 5 + pg 8 replaying the captured statements of each route' : 'n/a on PGlite',
    routes: rows,
    profile: profileSummary,
    failure,
    serverLogTail: failure ? server?.log().slice(-4000) : undefined,
  };
  const dir = join(ROOT, 'bench', 'reports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `http-${stamp}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\nreport: ${file}`);
  process.exit(failure ? 1 : 0);
}

await main();
