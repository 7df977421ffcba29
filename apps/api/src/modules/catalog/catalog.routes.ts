import { miscSettingSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CatalogService } from './catalog.service';

/** Misc settings (the low-star rating reasons). */
export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/misc/setting',
    { schema: { tags: ['questions'], summary: 'Low-star rating reasons', response: { 200: miscSettingSchema } } },
    async () => opts.catalog.miscSetting(),
  );
}
