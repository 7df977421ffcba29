/**
 * The baseline of bench/http: a minimal Fastify + `pg` server that answers each measured route by replaying the SQL
 * statements the product sent for one request of it (captured by the probe, same text, same values, same order, a
 * transaction's statements on one connection), and returns the rows as JSON. It is what the framework and the
 * driver cost for the same database work, without the product's layers.
 *
 * Run as a child of bench/http/run.ts: `tsx http/baseline-server.ts <plans.json>`; it prints `listening <port>`.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';

/** One captured statement: the pg client that ran it (connections of one transaction share it), its SQL and values. */
export interface CapturedStatement {
  client: number;
  text: string;
  values: unknown[];
}

/** What the bench hands the baseline: the database, the pool size, and per route the plans of several requests. */
export interface BaselinePlans {
  databaseUrl: string;
  poolSize: number;
  routes: Array<{ method: 'GET' | 'POST'; url: string; plans: CapturedStatement[][] }>;
}

/** A request's statements as steps: single statements through the pool, or a whole transaction on one connection. */
type Step = { kind: 'single'; statement: CapturedStatement } | { kind: 'transaction'; statements: CapturedStatement[] };

/** Splits a captured plan into steps; statements of parallel calls interleave, so a transaction is followed by client. */
export function planSteps(plan: CapturedStatement[]): Step[] {
  const steps: Step[] = [];
  const open = new Map<number, CapturedStatement[]>();
  for (const statement of plan) {
    const current = open.get(statement.client);
    if (/^\s*begin\b/i.test(statement.text)) {
      const statements = [statement];
      open.set(statement.client, statements);
      steps.push({ kind: 'transaction', statements });
    } else if (current) {
      current.push(statement);
      if (/^\s*(commit|rollback)\b/i.test(statement.text)) open.delete(statement.client);
    } else {
      steps.push({ kind: 'single', statement });
    }
  }
  return steps;
}

/** Replays one request's steps in order. */
async function replay(pool: pg.Pool, steps: Step[]): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const step of steps) {
    if (step.kind === 'single') {
      out.push((await pool.query(step.statement.text, step.statement.values)).rows);
      continue;
    }
    const client = await pool.connect();
    try {
      for (const statement of step.statements) out.push((await client.query(statement.text, statement.values)).rows);
    } finally {
      client.release();
    }
  }
  return out;
}

async function main(): Promise<void> {
  const plans = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as BaselinePlans;
  const pool = new pg.Pool({ connectionString: plans.databaseUrl, max: plans.poolSize });
  const app = Fastify({ logger: false });
  for (const route of plans.routes) {
    let next = 0;
    const stepsOfPlans = route.plans.map(planSteps);
    // The product's path with its ids as parameters, so that the same autocannon URLs reach it.
    const url = route.url.replace(/\/\d+(?=\/|$)/g, '/:id').replace(/\?.*$/, '');
    app.route({
      method: route.method,
      url,
      handler: async () => {
        const steps = stepsOfPlans[next++ % stepsOfPlans.length]!;
        return { results: await replay(pool, steps) };
      },
    });
  }
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`listening ${new URL(address).port}\n`);
  process.on('SIGTERM', () => {
    void app.close().then(() => pool.end().then(() => process.exit(0)));
  });
}

await main();
