import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error';

/** A built single-page app and the URL prefix it lives under. */
export interface SpaMount {
  prefix: string;
  dir: string;
}

const API_PREFIXES = ['/api', '/apps/', '/app/'];

/**
 * Serves the built front ends with history fallback: unknown GETs under a mount answer its
 * index.html; unknown API paths answer the catalogue's NOT_FOUND.
 */
export const webStaticPlugin = fp(async (app: FastifyInstance, opts: { mounts: SpaMount[] }) => {
  const mounts = opts.mounts.filter((m) => existsSync(join(m.dir, 'index.html')));
  for (const [i, mount] of mounts.entries()) {
    await app.register(fastifyStatic, {
      root: mount.dir,
      prefix: mount.prefix,
      decorateReply: i === 0,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed assets are immutable; everything else must be revalidated.
        res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Longest prefix first so that /console wins over /.
  const byPrefix = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
    const mount = byPrefix.find((m) => path === m.prefix || path.startsWith(m.prefix.endsWith('/') ? m.prefix : `${m.prefix}/`));
    if (!isApi && mount && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html', mount.dir);
    }
    const err = new AppError('NOT_FOUND');
    return reply.status(err.status).send(err.toBody());
  });
});
