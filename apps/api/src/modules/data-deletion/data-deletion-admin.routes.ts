import { adminDataDeletionCreateSchema, adminDataDeletionListSchema, dataDeletionAnswerSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/authenticate';
import type { DataDeletionService } from './data-deletion.service';

/** Data-deletion requests in the admin area (`/api/admin/data-deletion-requests`); admins only. */
export async function dataDeletionAdminRoutes(app: FastifyInstance, opts: { deletions: DataDeletionService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deletions } = opts;
  const security = [{ bearer: [] }];
  const tags = ['admin'];
  const onRequest = requireRole('admin');

  r.get(
    '/api/admin/data-deletion-requests',
    {
      schema: { tags, summary: 'Data-deletion requests, newest first', security, response: { 200: adminDataDeletionListSchema } },
      onRequest,
    },
    async () => ({ requests: await deletions.adminList() }),
  );

  r.post(
    '/api/admin/data-deletion-requests',
    {
      schema: {
        tags,
        summary: "Asks to erase a student's account (the pending request when one exists)",
        security,
        body: adminDataDeletionCreateSchema,
        response: { 200: dataDeletionAnswerSchema },
      },
      onRequest,
    },
    async (request) => deletions.adminRequest(request.body.uid),
  );
}
