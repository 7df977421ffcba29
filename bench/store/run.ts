/**
 * Store purchase benchmark: purchase latency (p50/p99) and throughput of `POST /api/payments/credit` under
 * concurrent buyers, through the real API server (one process) with the built-in sandbox gateway, on PGlite
 * (default) or PostgreSQL (BENCH_DATABASE_URL).
 *
 * See bench/store/README.md. Traffic goes to 127.0.0.1 only; every loop is bounded.
 */
import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Histogram, cpuSeconds, nowMs } from '../channels/stats';
import { createBenchDatabase, startBenchServer } from '../shared/api-server';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const { values: args } = parseArgs({
  options: {
    buyers: { type: 'string', default: '20' },
    purchases: { type: 'string', default: '25' },
    product: { type: 'string', default: 'sessions_1' },
    port: { type: 'string', default: '0' },
  },
});

const BUYERS = Number(args.buyers);
const PURCHASES = Number(args.purchases);
const PRODUCT = args.product;
const DATABASE_URL = process.env.BENCH_DATABASE_URL || undefined;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// HTTP

let BASE = '';
const errors: Record<string, number> = {};
const errorSamples: Record<string, string> = {};

function countError(key: string, sample: string): void {
  errors[key] = (errors[key] ?? 0) + 1;
  errorSamples[key] ??= sample.slice(0, 300);
}

/** Parsed JSON from the server, read loosely by the load generator. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- untyped wire data in a load generator
type Json = any;

async function http(method: string, path: string, opts: { token?: string; json?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.json !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(BASE + path, { method, headers, body: opts.json === undefined ? undefined : JSON.stringify(opts.json) });
  const text = await res.text();
  let body: Json = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep text */
  }
  return { status: res.status, body };
}

/** A call that must succeed (set-up steps): throws with the answer otherwise. */
async function must(label: string, method: string, path: string, opts: Parameters<typeof http>[2] = {}): Promise<Json> {
  const r = await http(method, path, opts);
  if (r.status !== 200) throw new Error(`${label} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r.body;
}

// ---------------------------------------------------------------------------------------------
// Server process

// ---------------------------------------------------------------------------------------------
// Buyers

interface Buyer {
  email: string;
  token: string;
}

/** A new student through the real sign-up (email code from the dev mailbox) with the Visa test card as default. */
async function newBuyer(i: number, tag: string): Promise<Buyer> {
  const email = `buyer-${tag}-${i}@bench.test`;
  const deviceId = `bench-store-${i}`;
  await must('login', 'POST', '/api/login', { json: { type: 'email', email, device_id: deviceId, recaptcha_token: 'bench' } });
  const mailbox = await must('mailbox', 'GET', `/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(mailbox.items?.[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${email}`);
  const auth = await must('identity-verifies', 'POST', '/api/identity-verifies', {
    json: { type: 'email', email, code, device_id: deviceId },
  });
  const token: string = auth.access_token;
  const { client_token } = await must('client token', 'GET', '/api/payments/braintree', { token });
  const card = await must('sandbox card', 'POST', '/api/payments/sandbox-cards', {
    token,
    json: { client_token, number: '4111111111111111', expiration_month: 12, expiration_year: new Date().getUTCFullYear() + 3, cvv: '123' },
  });
  await must('payment method', 'POST', '/api/payment-methods', { token, json: { payment_method_nonce: card.nonce, is_default: true } });
  return { email, token };
}

/** One buyer's closed loop: the next purchase starts when the previous one answered. */
async function buyLoop(buyer: Buyer, latency: Histogram): Promise<number> {
  let ok = 0;
  for (let k = 0; k < PURCHASES; k++) {
    const started = nowMs();
    try {
      const r = await http('POST', '/api/payments/credit', {
        token: buyer.token,
        json: { product_id: PRODUCT },
        headers: { 'idempotency-key': `bench-${randomBytes(12).toString('hex')}` },
      });
      latency.record(nowMs() - started);
      if (r.status === 200) ok++;
      else countError(`purchase ${r.status}`, JSON.stringify(r.body));
    } catch (err) {
      countError('purchase network', String(err));
    }
  }
  return ok;
}

// ---------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const started = new Date();
  const stamp = started.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-store-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  const benchDatabase = DATABASE_URL ? await createBenchDatabase(DATABASE_URL, 'bench_store', stamp) : undefined;
  if (benchDatabase) env.DATABASE_URL = benchDatabase.url;
  const database = DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)';
  let server: ChildProcess | undefined;
  let serverLog = () => '';
  let failure: string | undefined;
  let result: Record<string, unknown> = {};
  try {
    const s = await startBenchServer({
      port: Number(args.port),
      env: { ...env, JWT_SECRET: 'bench-store-secret-bench-store-secret' },
    });
    BASE = s.base;
    server = s.proc;
    serverLog = s.log;
    console.log(`server up on ${BASE} (pid ${server.pid}), ${database}, sandbox gateway`);

    const tag = randomBytes(3).toString('hex');
    const buyers: Buyer[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await newBuyer(i, tag));
    console.log(`${BUYERS} students signed up, each with the Visa test card as default method`);

    const latency = new Histogram();
    const cpuBefore = cpuSeconds(server.pid!);
    const t0 = nowMs();
    const okCounts = await Promise.all(buyers.map((b) => buyLoop(b, latency)));
    const seconds = (nowMs() - t0) / 1000;
    const serverCpuS = cpuSeconds(server.pid!) - cpuBefore;
    const max = latency.quantile(1);
    const ok = okCounts.reduce((a, b) => a + b, 0);

    // Every purchase must be in the balance and the purchase count, once.
    let mismatched = 0;
    for (const [i, b] of buyers.entries()) {
      const status = await must('status', 'GET', '/api/status-updates', { token: b.token });
      if (status.profile.num_of_purchase !== okCounts[i] || status.balance.session_count !== okCounts[i]) mismatched++;
    }

    result = {
      buyers: BUYERS,
      purchasesPerBuyer: PURCHASES,
      product: PRODUCT,
      purchases: { ok, failed: BUYERS * PURCHASES - ok },
      latencyMs: { p50: latency.quantile(0.5), p99: latency.quantile(0.99), max },
      seconds: Math.round(seconds * 100) / 100,
      throughputPerS: Math.round((ok / seconds) * 10) / 10,
      serverCpuS: Math.round(serverCpuS * 100) / 100,
      accountsWithWrongBalanceOrCount: mismatched,
    };
    console.log(`\n=== ${BUYERS} concurrent buyers x ${PURCHASES} purchases of ${PRODUCT} (${database}) ===`);
    console.log(
      `purchase latency  p50=${latency.quantile(0.5).toFixed(1)}ms p99=${latency.quantile(0.99).toFixed(1)}ms max=${max.toFixed(1)}ms`,
    );
    console.log(`throughput        ${result.throughputPerS} purchases/s (${ok} purchases in ${result.seconds} s, closed loop)`);
    console.log(`server CPU        ${result.serverCpuS} s (${Math.round((serverCpuS / seconds) * 100)}% of one core)`);
    console.log(`check             ${mismatched} accounts whose balance or purchase count differs from their purchases`);
    console.log(`errors            ${JSON.stringify(errors)}`);
  } catch (err) {
    failure = String((err as Error).stack ?? err);
    console.error('benchmark failed:', failure);
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await Promise.race([new Promise((r) => server!.once('exit', r)), sleep(5000)]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await benchDatabase?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const report = {
    started: started.toISOString(),
    finished: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length },
    database,
    result,
    errors,
    errorSamples,
    failure,
    serverLogTail: failure || Object.keys(errors).length ? serverLog().slice(-4000) : undefined,
  };
  const dir = join(ROOT, 'bench', 'reports');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `store-${stamp}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  console.log(`\nreport: ${file}`);
  process.exit(failure ? 1 : 0);
}

await main();
