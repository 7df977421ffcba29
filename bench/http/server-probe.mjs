// Preloaded into the API server by bench/http (`node --import`), never by the product: counts and times the SQL
// statements the server sends through `pg`, the waits for a pool connection, the event-loop delay, and takes a CPU
// profile on request. It answers on its own port (PROBE_PORT, 127.0.0.1 only) so that the bench reads what one
// request cost without a hook in the server's code. Plain JavaScript: Node loads it before any TypeScript loader.
import { createServer } from 'node:http';
import { Session } from 'node:inspector';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

// `pg` as the server bundle resolves it (npm packages stay imports of the bundle), so both patch the same classes.
const requireFromServer = createRequire(join(process.cwd(), 'apps/api/dist/server.mjs'));

const stats = {
  queries: 0,
  queryMs: 0,
  /** SQL text (first 160 chars) -> calls and total ms. */
  byText: new Map(),
  poolWaits: 0,
  poolWaitMs: 0,
  poolWaitsOver1Ms: 0,
  maxPoolWaitMs: 0,
};
/** Statements in order with their values, while a capture is on (the baseline replays them). */
let captured = null;
const clientIds = new WeakMap();
let nextClientId = 1;

function reset() {
  stats.queries = 0;
  stats.queryMs = 0;
  stats.byText = new Map();
  stats.poolWaits = 0;
  stats.poolWaitMs = 0;
  stats.poolWaitsOver1Ms = 0;
  stats.maxPoolWaitMs = 0;
  loopDelay.reset();
}

// Keyed by the statement's own text (the same string object for a prepared or built-once query): shortening and
// folding whitespace per call cost the product about 3 % of its CPU in the timed runs, a cost the baseline does not
// pay; it is done once per distinct text in `snapshot`.
function recordQuery(text, ms) {
  stats.queries++;
  stats.queryMs += ms;
  const entry = stats.byText.get(text);
  if (entry) {
    entry.calls++;
    entry.ms += ms;
  } else stats.byText.set(text, { calls: 1, ms });
}

/** The per-text entries with their texts shortened and whitespace folded, merged when they then read the same. */
function byShortText() {
  const merged = new Map();
  for (const [text, e] of stats.byText) {
    const key = text.replace(/\s+/g, ' ').slice(0, 160);
    const entry = merged.get(key) ?? { calls: 0, ms: 0 };
    entry.calls += e.calls;
    entry.ms += e.ms;
    merged.set(key, entry);
  }
  return merged;
}

function recordPoolWait(ms) {
  stats.poolWaits++;
  stats.poolWaitMs += ms;
  if (ms > 1) stats.poolWaitsOver1Ms++;
  if (ms > stats.maxPoolWaitMs) stats.maxPoolWaitMs = ms;
}

function patchPg() {
  let pg;
  try {
    pg = requireFromServer('pg');
  } catch {
    return; // PGlite-only install: nothing to count here.
  }
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function probedQuery(config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text !== 'string') return query.call(this, config, values, callback);
    if (captured) {
      if (!clientIds.has(this)) clientIds.set(this, nextClientId++);
      const vals = Array.isArray(values) ? values : Array.isArray(config?.values) ? config.values : [];
      captured.push({ client: clientIds.get(this), text, values: vals });
    }
    const started = performance.now();
    const done = () => recordQuery(text, performance.now() - started);
    if (typeof values === 'function') {
      const cb = values;
      return query.call(this, config, (err, res) => {
        done();
        cb(err, res);
      });
    }
    if (typeof callback === 'function') {
      return query.call(this, config, values, (err, res) => {
        done();
        callback(err, res);
      });
    }
    const result = query.call(this, config, values);
    if (result && typeof result.then === 'function') result.then(done, done);
    return result;
  };
  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function probedConnect(cb) {
    const started = performance.now();
    if (typeof cb === 'function') {
      return connect.call(this, (err, client, release) => {
        recordPoolWait(performance.now() - started);
        cb(err, client, release);
      });
    }
    const result = connect.call(this);
    result.then(
      () => recordPoolWait(performance.now() - started),
      () => undefined,
    );
    return result;
  };
}

const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();

const inspector = new Session();
inspector.connect();
const post = (method, params) =>
  new Promise((resolve, reject) => inspector.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));

function snapshot() {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  return {
    queries: stats.queries,
    queryMs: Math.round(stats.queryMs * 10) / 10,
    byText: [...byShortText().entries()]
      .map(([text, e]) => ({ text, calls: e.calls, ms: Math.round(e.ms * 10) / 10 }))
      .sort((a, b) => b.ms - a.ms),
    pool: {
      waits: stats.poolWaits,
      waitMs: Math.round(stats.poolWaitMs * 10) / 10,
      waitsOver1Ms: stats.poolWaitsOver1Ms,
      maxWaitMs: Math.round(stats.maxPoolWaitMs * 10) / 10,
    },
    eventLoopDelayMs: {
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
      mean: ms(loopDelay.mean),
    },
  };
}

async function handle(path) {
  switch (path) {
    case '/reset':
      reset();
      return { ok: true };
    case '/stats':
      return snapshot();
    case '/capture/start':
      captured = [];
      return { ok: true };
    case '/capture/stop': {
      const statements = captured ?? [];
      captured = null;
      return { statements };
    }
    case '/profile/start':
      await post('Profiler.enable');
      await post('Profiler.setSamplingInterval', { interval: 200 });
      await post('Profiler.start');
      return { ok: true };
    case '/profile/stop':
      return (await post('Profiler.stop')).profile;
    default:
      return undefined;
  }
}

patchPg();
const port = Number(process.env.PROBE_PORT);
if (port) {
  const server = createServer((req, res) => {
    handle(req.url ?? '').then(
      (body) => {
        res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body ?? { error: 'unknown' }));
      },
      (err) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: String(err) }));
      },
    );
  });
  server.listen(port, '127.0.0.1');
  // The probe never keeps the server alive on its own.
  server.unref();
}
