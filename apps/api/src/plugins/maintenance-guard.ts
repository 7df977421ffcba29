import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/**
 * Routes that keep answering during maintenance so that clients can poll and operators can act (admin routes
 * check the admin role); token refresh stays open so nobody is logged out by a maintenance longer than a token.
 */
const OPEN_DURING_MAINTENANCE = [
  '/api/system-status',
  '/api/client-config',
  '/api/health',
  '/api/ops/',
  '/api/docs',
  '/api/admin/',
  '/api/tokens',
];

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * While maintenance is on, API calls answer 503 MAINTENANCE, and every API answer carries the
 * flag (`maintenance: true` in JSON bodies and an `x-maintenance` header).
 */
export const maintenanceGuardPlugin = fp(async (app: FastifyInstance, opts: { maintenance: { isOn(): Promise<boolean> } }) => {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '';
    if (!isApiPath(path) || !(await opts.maintenance.isOn())) return;
    request.isMaintenance = true;
    if (!OPEN_DURING_MAINTENANCE.some((p) => path.startsWith(p))) throw new AppError('MAINTENANCE', { maintenance: true });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // Re-read: the call itself may just have switched maintenance off.
    if (!request.isMaintenance || !(await opts.maintenance.isOn())) return payload;
    reply.header('x-maintenance', '1');
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    try {
      const body = JSON.parse(payload) as unknown;
      if (body && typeof body === 'object' && !Array.isArray(body)) return JSON.stringify({ ...body, maintenance: true });
    } catch {
      // Not JSON after all: leave it untouched.
    }
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    isMaintenance?: boolean;
  }
}
