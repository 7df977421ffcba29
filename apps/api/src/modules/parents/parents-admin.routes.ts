import { adminParentsOfferListSchema, adminParentsOfferSchema, parentsOfferCreateSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../../plugins/authenticate';
import type { ParentsService } from './parents.service';

/** Parents' offers in the admin area (`/api/admin/parents-offers`); admins only. */
export async function parentsAdminRoutes(app: FastifyInstance, opts: { parents: ParentsService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { parents } = opts;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const onRequest = requireRole('admin');

  r.get(
    '/api/admin/parents-offers',
    { schema: { tags, summary: "Parents' offers, newest first", security, response: { 200: adminParentsOfferListSchema } }, onRequest },
    async () => ({ offers: await parents.list() }),
  );

  r.post(
    '/api/admin/parents-offers',
    {
      schema: {
        tags,
        summary: "Makes a parents' offer of free sessions for a student; with a phone (10 digits) its link is texted to the parent",
        security,
        body: parentsOfferCreateSchema,
        response: { 200: adminParentsOfferSchema },
      },
      onRequest,
    },
    async (request) => parents.create(accountOf(request).id, request.body),
  );
}
