#!/usr/bin/env node
// Runs every check of the project in order and ends with one `N passed, N failed` line:
// lint (ESLint, Prettier's check and knip's unused-code check), typecheck, unit and API tests on PGlite, the API and DB suites again on PostgreSQL
// (when it answers), the web build, the landing's first-load budget, and the Playwright journeys in Chromium.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const only = process.argv.slice(2); // optional stage names to run

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const failures = []; // names of failed tests, repeated just above the summary so the tail of a CI log shows them

function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', ...env } });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

function reachable(url, fallbackPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || fallbackPort), timeout: 1500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

function record(stage, passed, failed, skipped, seconds) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${stage.padEnd(28)} ${String(passed).padStart(4)} passed ${String(failed).padStart(3)} failed ${String(skipped).padStart(3)} skipped  ${seconds.toFixed(0)}s`,
  );
}

async function stage(name, fn) {
  if (only.length && !only.includes(name)) return;
  process.stdout.write(`\n=== ${name} ===\n`);
  const started = Date.now();
  const { passed, failed, skipped = 0 } = await fn();
  record(name, passed, failed, skipped, (Date.now() - started) / 1000);
}

async function check(cmd, args, env) {
  const code = await run(cmd, args, env);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
}

async function vitest(report, args, env) {
  const file = join(reports, report);
  const code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args], env);
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const json = JSON.parse(readFileSync(file, 'utf8'));
  for (const suite of json.testResults ?? []) {
    const name = suite.name.replace(root, '');
    for (const test of suite.assertionResults ?? []) {
      if (test.status === 'failed') failures.push(`${report}: ${name} > ${test.fullName}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${report}: ${name} (${(suite.message ?? 'suite failed').split('\n')[0]})`);
    }
  }
  const failedSuites = json.numFailedTestSuites ?? 0;
  const failed = json.numFailedTests + (code !== 0 && json.numFailedTests === 0 ? Math.max(1, failedSuites) : 0);
  return { passed: json.numPassedTests, failed, skipped: json.numPendingTests + json.numTodoTests };
}

const isRedisUp = await reachable(redisUrl, 6379);
const redisEnv = isRedisUp ? { TEST_REDIS_URL: redisUrl } : {};
if (!isRedisUp) process.stdout.write(`Redis at ${redisUrl} does not answer: multi-node tests are skipped.\n`);

// All three run even when one fails, so one pass shows every lint, format and unused-code problem.
await stage('lint', async () => {
  const results = [
    await check('npx', ['eslint', '.', '--max-warnings', '0']),
    await check('npx', ['prettier', '--check', '.']),
    await check('npx', ['knip']),
  ];
  return results.some((r) => r.failed) ? { passed: 0, failed: 1 } : { passed: 1, failed: 0 };
});
await stage('typecheck', () => check('npm', ['run', 'typecheck', '--silent']));
await stage('unit+api (pglite)', () => vitest('vitest-pglite.json', [], { ...redisEnv, TEST_DATABASE_URL: '' }));
await stage('api+db (postgres)', async () => {
  if (!(await reachable(pgUrl, 5432))) {
    process.stdout.write(`PostgreSQL at ${pgUrl} does not answer.\n`);
    return isCi ? { passed: 0, failed: 1 } : { passed: 0, failed: 0, skipped: 1 };
  }
  return vitest('vitest-postgres.json', ['--project', '@photostudy/api', '--project', '@photostudy/db'], {
    ...redisEnv,
    TEST_DATABASE_URL: pgUrl,
  });
});
await stage('build', () => check('npm', ['run', 'build', '--silent']));
// Issue 19: the landing's first load (gzipped JS + CSS fetched before it draws) must stay within its budget.
await stage('landing budget', () => check('npm', ['run', 'bench:landing', '--silent', '-w', '@photostudy/bench']));
await stage('e2e (chromium)', async () => {
  const port = process.env.E2E_PORT ?? '3100';
  const file = join(root, `e2e/artifacts/report-${port}.json`);
  rmSync(file, { force: true });
  const code = await run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { E2E_SKIP_BUILD: '1' });
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      if (!spec.ok) failures.push(`e2e: ${[...path, spec.title].join(' > ')}`);
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  const stats = report.stats;
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  return { passed: stats.expected + stats.flaky, failed, skipped: stats.skipped };
});

if (failures.length) process.stdout.write(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}\n`);
process.stdout.write(`\n${lines.join('\n')}\n\n`);
process.stdout.write(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`);
process.exit(totals.failed > 0 ? 1 : 0);
