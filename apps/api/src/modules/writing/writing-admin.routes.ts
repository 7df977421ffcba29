import { adminWritingProblemListSchema, adminWritingProblemQuerySchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/authenticate';
import type { WritingAdminService } from './writing-admin.service';

/** The Writing track's `/api/admin/*` route (admins only). */
export async function writingAdminRoutes(app: FastifyInstance, opts: { admin: WritingAdminService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/writing-problems',
    {
      schema: {
        tags: ['admin', 'writing'],
        summary: 'Writing problems, newest first, with deadlines, writers and ratings (optionally of one state)',
        security: [{ bearer: [] }],
        querystring: adminWritingProblemQuerySchema,
        response: { 200: adminWritingProblemListSchema },
      },
      onRequest: requireRole('admin'),
    },
    async (request) => opts.admin.list(request.query.state),
  );
}
