import { askConfigSchema, miscSettingSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireAccount } from '../../plugins/authenticate';
import type { CatalogService } from './catalog.service';

/** Ask configuration and misc settings. */
export async function catalogRoutes(app: FastifyInstance, opts: { catalog: CatalogService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  r.get(
    '/api/ask-config',
    { schema: { tags: ['questions'], summary: 'What the ask form needs: can_ask, open question, subjects, mindsets, languages, limits', security, response: { 200: askConfigSchema } }, onRequest: requireAccount },
    async (request) => opts.catalog.askConfig(accountOf(request).id),
  );

  r.get('/api/misc/setting', { schema: { tags: ['questions'], summary: 'Low-star rating reasons', response: { 200: miscSettingSchema } } }, async () => opts.catalog.miscSetting());
}
