import { questionParamsSchema, shareAnswerSchema, shareRevocationAnswerSchema, sharedSessionSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appError } from '../../errors/app-error';
import { accountOf, allowGuest, requireRole } from '../../plugins/authenticate';
import type { SharesService } from './shares.service';

// Any text: a malformed or too long code is an invalid link (code 1), never a validation error.
const sharedSessionParamsSchema = z.object({ code: z.string() });

/** Sharing a finished session (its author) and the shared session page (anyone, guests included). */
export async function sharesRoutes(app: FastifyInstance, opts: { shares: SharesService }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { shares } = opts;
  const tags = ['shares'];
  const security = [{ bearer: [] }];
  const student = requireRole('student');

  r.post(
    '/api/questions/:qid/shares',
    {
      schema: {
        tags,
        summary:
          "The finished session's share code and page URL, the same on every call (demo code for a sample session); QUESTION_NOT_SHAREABLE before it ended",
        security,
        params: questionParamsSchema,
        response: { 200: shareAnswerSchema },
      },
      onRequest: student,
    },
    async (request) => shares.share(accountOf(request).id, request.params.qid),
  );

  r.delete(
    '/api/questions/:qid/shares',
    {
      schema: {
        tags,
        summary: 'Revokes the live share code: its link answers code 1 from now on, and a later share makes a new code',
        security,
        params: questionParamsSchema,
        response: { 200: shareRevocationAnswerSchema },
      },
      onRequest: student,
    },
    async (request) => shares.revoke(accountOf(request).id, request.params.qid),
  );

  r.get(
    '/api/misc/shared-sessions/:code',
    {
      schema: {
        tags,
        summary:
          'A shared session page: a preview for guests, everything for the owner, a window from the first opening for other viewers; code 1 for an unknown, revoked or malformed code',
        security: [{}, ...security],
        params: sharedSessionParamsSchema,
        response: { 200: sharedSessionSchema },
      },
      onRequest: allowGuest,
    },
    async (request) => shares.page(request.account, request.params.code),
  );

  // A code with a slash, or longer than the router reads as one parameter, is an invalid link too (not a 404 NOT_FOUND).
  r.get('/api/misc/shared-sessions/*', { schema: { hide: true } }, async () => {
    throw appError('INVALID_SHARED_SESSION');
  });
}
