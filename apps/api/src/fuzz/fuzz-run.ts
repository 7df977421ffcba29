import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type AnswerProblem, problemOf } from './answer-check';
import type { FuzzRole, RoleName } from './fuzz-roles';
import { type FuzzRequest, schemaRequestOf, transportCasesOf } from './fuzz-requests';
import { fieldNamesOf, type Operation, operationName } from './openapi-operations';

/** How much to send: generated requests per route and role, malformed-transport cases per route and role, the seed. */
export interface FuzzSettings {
  runs: number;
  transportPerPair: number | 'all';
  seed: number;
}

/** A bad answer, with what was sent. */
export interface Finding {
  problem: AnswerProblem;
  operation: string;
  role: RoleName;
  kind: string;
  status: number;
  answer: string;
  request: string;
}

/** What a pass sent and found. */
export interface FuzzSummary {
  requests: number;
  operations: number;
  roles: number;
  /** Operations that got at least one request (every one, unless something is wrong with the generator). */
  covered: Set<string>;
  statuses: Record<string, number>;
  /** Answers by operation and role, then status and code (`403 FORBIDDEN`), for the report file. */
  answers: Record<string, Record<string, number>>;
  findings: Finding[];
  ms: number;
}

/** The operations to fuzz, and who calls them: the standing roles for most, fresh accounts for the spoilers. */
export interface FuzzPlan {
  operations: Operation[];
  rolesFor(op: Operation): FuzzRole[];
}

function excerpt(text: string | Buffer | undefined, max: number): string {
  if (text === undefined) return '';
  const s = typeof text === 'string' ? text : `<${text.length} bytes>`;
  const shown = JSON.stringify(s.length > max ? `${s.slice(0, max)}…(${s.length})` : s);
  return shown;
}

function codeOf(body: string): string {
  try {
    return String((JSON.parse(body) as { code?: unknown }).code);
  } catch {
    return '(not JSON)';
  }
}

function describeRequest(req: FuzzRequest): string {
  const type = req.headers['content-type'] ?? '';
  return `${req.method} ${excerpt(req.url, 160)} [${type.split(';')[0]}] ${excerpt(req.payload, 200)}`;
}

/** A different client address per request, so that per-IP limits do not turn the rest of a pass into 429s. */
function addressOf(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The transport cases of one (route, role) pair: all of them, or `count` of them, rotating so that every kind is sent. */
function pickTransport<T>(cases: T[], count: number | 'all', pair: number): T[] {
  if (count === 'all' || count >= cases.length) return cases;
  return Array.from({ length: count }, (_, i) => cases[(pair * count + i) % cases.length] as T);
}

/**
 * Sends every operation, as every role, the generated requests of its schemas and the malformed-transport cases, and
 * checks each answer. Deterministic: the same seed sends the same requests (a fresh account's token aside).
 */
export async function runFuzz(app: FastifyInstance, plan: FuzzPlan, settings: FuzzSettings): Promise<FuzzSummary> {
  const started = performance.now();
  const fieldNames = fieldNamesOf(plan.operations);
  const summary: FuzzSummary = {
    requests: 0,
    operations: plan.operations.length,
    roles: 0,
    covered: new Set(),
    statuses: {},
    answers: {},
    findings: [],
    ms: 0,
  };
  const roleNames = new Set<string>();
  let pair = 0;
  for (const op of plan.operations) {
    const arb = schemaRequestOf(op, fieldNames);
    for (const role of plan.rolesFor(op)) {
      roleNames.add(role.name);
      const seed = settings.seed + pair;
      const generated = fc.sample(arb, { seed, numRuns: settings.runs });
      const transport = pickTransport(transportCasesOf(op, seed), settings.transportPerPair, pair).map((c) => c.build);
      pair += 1;
      for (const next of [...generated.map((r) => () => r), ...transport]) {
        const req = next();
        const res = await app.inject({
          method: req.method as 'GET',
          url: req.url,
          headers: { ...(await role.headers()), ...req.headers },
          remoteAddress: addressOf(summary.requests),
          ...(req.payload !== undefined ? { payload: req.payload } : {}),
        });
        summary.requests += 1;
        summary.covered.add(operationName(op));
        summary.statuses[res.statusCode] = (summary.statuses[res.statusCode] ?? 0) + 1;
        const answers = (summary.answers[`${operationName(op)} ${role.name}`] ??= {});
        const answer = `${res.statusCode} ${res.statusCode >= 400 ? codeOf(res.body) : ''}`.trim();
        answers[answer] = (answers[answer] ?? 0) + 1;
        const problem = problemOf(res, req.method);
        if (problem)
          summary.findings.push({
            problem,
            operation: operationName(op),
            role: role.name,
            kind: req.kind,
            status: res.statusCode,
            answer: excerpt(res.body, 300),
            request: describeRequest(req),
          });
      }
    }
  }
  summary.roles = roleNames.size;
  summary.ms = performance.now() - started;
  return summary;
}

/** One line of figures: requests, 5xx and uncatalogued answers, time, and the answers by status. */
export function summaryLine(summary: FuzzSummary, label: string): string {
  const count = (p: AnswerProblem) => summary.findings.filter((f) => f.problem === p).length;
  const statuses = Object.entries(summary.statuses)
    .map(([status, n]) => `${status}:${n}`)
    .join(' ');
  return (
    `fuzz (${label}): ${summary.requests} requests to ${summary.covered.size}/${summary.operations} operations as ${summary.roles} roles ` +
    `in ${(summary.ms / 1000).toFixed(1)} s; 5xx: ${count('server-error')}, uncatalogued: ${count('uncatalogued')}; statuses ${statuses}`
  );
}
