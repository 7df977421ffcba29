import type { FastifyInstance } from 'fastify';

/** One registered route: its path (with `:params`) and a method other than the implicit HEAD. */
export interface RegisteredRoute {
  method: string;
  url: string;
}

/**
 * Every route the app registered, read from `printRoutes({ commonPrefix: false })` (a tree whose
 * nodes are path pieces with their methods), so that checks over all routes cover new routes too.
 */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const branch = line.indexOf('── ');
    if (branch < 0) continue;
    const depth = Math.round((branch + 3) / 4) - 1;
    const match = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(branch + 3));
    if (!match?.[1]) continue;
    stack.length = depth;
    stack.push(match[1]);
    const url = stack.join('');
    for (const method of (match[2] ?? '').split(',').map((m) => m.trim())) if (method && method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}
