import { timingSafeEqual } from 'node:crypto';
import { clientConfigSchema, healthSchema, systemStatusSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import type { SystemService } from './system.service';

function secretMatches(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** System routes: status, client config, health, and the operator maintenance switch. */
export async function systemRoutes(app: FastifyInstance, opts: { system: SystemService; opsSecret: string }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { system } = opts;

  r.get(
    '/api/system-status',
    { schema: { tags: ['system'], summary: 'Maintenance and upgrade flags', response: { 200: systemStatusSchema } } },
    () => system.status(),
  );

  r.get(
    '/api/client-config',
    { schema: { tags: ['system'], summary: 'What the browser needs at run time', response: { 200: clientConfigSchema } } },
    (request) => system.clientConfig({ hostname: request.hostname, port: request.port ?? undefined, protocol: request.protocol }),
  );

  r.get(
    '/api/health',
    { schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const health = await system.health();
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  r.post(
    '/api/ops/maintenance',
    {
      schema: {
        tags: ['ops'],
        summary: 'Turn maintenance on or off (operator secret in x-ops-secret)',
        body: z.object({ enabled: z.boolean() }),
        response: { 200: systemStatusSchema },
      },
    },
    async (request) => {
      if (!secretMatches(request.headers['x-ops-secret'], opts.opsSecret)) throw new AppError('FORBIDDEN');
      await system.setMaintenance(request.body.enabled);
      request.log.warn({ maintenance: request.body.enabled }, 'maintenance switched by operator');
      return system.status();
    },
  );
}
