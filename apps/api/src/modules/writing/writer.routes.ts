import multipart from '@fastify/multipart';
import { writingExpertProblemSchema, writingProblemParamsSchema, writingQueueSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../../plugins/authenticate';
import { readWritingForm } from './writing-form';
import type { WriterService } from './writer.service';

/** The writer's API under `/api/expert/writing` (experts whose subjects include Writing). */
export async function writerRoutes(app: FastifyInstance, opts: { writers: WriterService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { writers } = opts;
  const security = [{ bearer: [] }];
  const tags = ['expert', 'writing'];
  const onRequest = requireRole('expert');
  const me = (request: Parameters<typeof accountOf>[0]) => accountOf(request).id;
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);

  r.get(
    '/api/expert/writing/queue',
    {
      schema: {
        tags,
        summary: 'Writing problems waiting for a writer (oldest first) and the ones I hold',
        security,
        response: { 200: writingQueueSchema },
      },
      onRequest,
    },
    async (request) => writers.queue(me(request)),
  );

  r.post(
    '/api/expert/writing/problems/:id/claims',
    {
      schema: {
        tags,
        summary: 'Claims a waiting Writing problem (the first claim wins; 409 QUESTION_TAKEN to the others)',
        security,
        params: writingProblemParamsSchema,
        response: { 200: writingExpertProblemSchema },
      },
      onRequest,
    },
    async (request) => writers.claim(me(request), request.params.id),
  );

  r.get(
    '/api/expert/writing/problems/:id',
    {
      schema: {
        tags,
        summary: 'A Writing problem waiting in the queue or held by me, with its preview (docx as HTML, doc as text, or the link)',
        security,
        params: writingProblemParamsSchema,
        response: { 200: writingExpertProblemSchema },
      },
      onRequest,
    },
    async (request) => writers.get(me(request), request.params.id),
  );

  r.post(
    '/api/expert/writing/problems/:id/deliveries',
    {
      schema: {
        tags,
        summary:
          'Delivers the review (multipart: a docx `file` and `comment`); only the claiming writer; the student is mailed the file and the rating link',
        security,
        params: writingProblemParamsSchema,
        consumes: ['multipart/form-data'],
        response: { 200: writingExpertProblemSchema },
      },
      onRequest,
    },
    async (request) => writers.deliver(me(request), request.params.id, await readWritingForm(request)),
  );
}
