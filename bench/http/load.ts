/**
 * One measured route under autocannon: a warm-up whose figures are dropped, then the measured run. Each request
 * takes the next student of the list (its token, its question), so that no single account or row lock is the limit.
 */
import autocannon from 'autocannon';

/** A route of the bench: how to build the request of the i-th student. */
export interface MeasuredRoute {
  name: string;
  method: 'GET' | 'POST';
  /** The path for student i (its question id where the route takes one). */
  path: (i: number) => string;
  /** The JSON body for request number n of student i (POST only). */
  body?: (i: number, n: number) => unknown;
}

/** What one autocannon run showed. */
export interface LoadFigures {
  requestsPerS: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  statusCodes: Record<string, number>;
}

/** Runs `route` against `base` at `connections` for `seconds` after `warmupS` of unmeasured load. */
export async function measure(
  base: string,
  route: MeasuredRoute,
  tokens: string[],
  options: { connections: number; seconds: number; warmupS: number; onMeasureStart?: () => Promise<void> },
): Promise<LoadFigures> {
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: base,
      connections: options.connections,
      duration,
      requests: [
        {
          method: route.method,
          setupRequest: (req) => {
            const k = n++;
            const i = k % tokens.length;
            const headers: Record<string, string> = { authorization: `Bearer ${tokens[i]}`, 'accept-language': 'en' };
            if (!route.body) return { ...req, method: route.method, path: route.path(i), headers };
            headers['content-type'] = 'application/json';
            return { ...req, method: route.method, path: route.path(i), headers, body: JSON.stringify(route.body(i, k)) };
          },
        },
      ],
    });
  if (options.warmupS > 0) await run(options.warmupS);
  await options.onMeasureStart?.();
  const r = await run(options.seconds);
  const statusCodes: Record<string, number> = {};
  for (const [code, s] of Object.entries(r.statusCodeStats)) statusCodes[code] = s.count;
  const total = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    requestsPerS: Math.round((total / r.duration) * 10) / 10,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statusCodes,
  };
}
