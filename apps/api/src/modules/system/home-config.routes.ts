import { homeConfigSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogService } from '../catalog/catalog.service';
import { homeConfig } from './home-config';

/** `GET /api/home-config`: what the landing page shows, open to guests. */
export async function homeConfigRoutes(app: FastifyInstance, opts: { catalog: CatalogService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/home-config',
    {
      schema: {
        tags: ['system'],
        summary: "The landing page's subject tiles, demo video, app links and claims (no login)",
        response: { 200: homeConfigSchema },
      },
    },
    async () => homeConfig(opts.catalog),
  );
}
