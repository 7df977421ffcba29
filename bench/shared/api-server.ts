import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The real API server in a child process, as a benchmark drives it. */
export interface BenchServer {
  proc: ChildProcess;
  port: number;
  /** `http://127.0.0.1:{port}` */
  base: string;
  /** The tail of the server's output (kept under 200 kB), for failure reports. */
  log: () => string;
}

let isBundled = false;

/** Bundles the server from the current sources once per bench run (about 0.3 s), so a bench never runs a stale bundle. */
function bundleServer(): void {
  if (isBundled) return;
  execFileSync(process.execPath, ['apps/api/scripts/bundle.mjs'], { cwd: ROOT, stdio: 'ignore' });
  isBundled = true;
}

/**
 * Spawns the server as `npm start` runs it (the bundle of `apps/api/src/server.ts`) on `port` with the sign-in limits
 * out of the way and quiet logs; `env` adds or overrides.
 */
export function spawnApiServer(port: number, env: Record<string, string>): ChildProcess {
  bundleServer();
  return spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_IP: '1000000',
      AUTH_RATE_LIMIT_PER_IDENTITY: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** A database of one bench run on the PostgreSQL server of `databaseUrl`: its URL, and the call that drops it. */
export interface BenchDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** Creates `{prefix}_{stamp}` beside the database of `databaseUrl`, so a run never touches another's data. */
export async function createBenchDatabase(databaseUrl: string, prefix: string, stamp: string): Promise<BenchDatabase> {
  const name = `${prefix}_${stamp.replace(/-/g, '_').toLowerCase()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`).catch((e: unknown) => console.error('drop failed', e));
      await admin.end();
    },
  };
}

/** A port free now, as the kernel hands one out (a random pick could land on one of the bench client's own sockets). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Tries to start a server on a free port a few times before giving up (another process may take it meanwhile). */
const FREE_PORT_TRIES = 3;

/**
 * Starts the server bundle on a port (a free one when 0, tried again on another when taken meanwhile) with the sign-in
 * limits out of the way and quiet logs, and resolves once `/api/client-config` answers; `env` adds or overrides
 * variables (database, data folder, ...).
 */
export async function startBenchServer(options: {
  port?: number;
  env: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<BenchServer> {
  if (options.port) return startOnPort(options.port, options);
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(await freePort(), options);
    } catch (err) {
      if (attempt >= FREE_PORT_TRIES || !String(err).includes('EADDRINUSE')) throw err;
    }
  }
}

async function startOnPort(port: number, options: { env: Record<string, string>; startTimeoutMs?: number }): Promise<BenchServer> {
  const proc = spawnApiServer(port, options.env);
  let log = '';
  const keep = (b: Buffer) => {
    log += b.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited ${proc.exitCode}:\n${log.slice(-3000)}`);
    try {
      if ((await fetch(`${base}/api/client-config`)).ok) return { proc, port, base, log: () => log };
    } catch {
      /* not up yet */
    }
    await sleep(250);
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not start:\n${log.slice(-3000)}`);
}
