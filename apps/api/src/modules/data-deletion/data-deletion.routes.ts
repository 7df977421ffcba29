import {
  dataDeletionAnswerSchema,
  dataDeletionCallbackAnswerSchema,
  dataDeletionCallbackBodySchema,
  dataDeletionCallbackParamsSchema,
  dataDeletionParamsSchema,
  dataDeletionStatusSchema,
} from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../core/language';
import { accountOf, requireRole } from '../../plugins/authenticate';
import { rateLimit, type RateLimitStore } from '../../plugins/rate-limit';
import type { DataDeletionService } from './data-deletion.service';

/** Public calls (status page, provider callbacks) per IP address and window. */
const DATA_DELETION_PUBLIC_RATE_LIMIT = { max: 60, windowS: 600 } as const;

/** Data deletion: the student's request, its public status page, social providers' signed callbacks. */
export async function dataDeletionRoutes(
  app: FastifyInstance,
  opts: { deletions: DataDeletionService; limits: RateLimitStore },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deletions } = opts;
  const tags = ['data-deletion'];
  const preHandler = rateLimit(opts.limits, [{ name: 'data_deletion_ip', ...DATA_DELETION_PUBLIC_RATE_LIMIT, key: (req) => req.ip }]);

  r.post(
    '/api/data-deletion-requests',
    {
      schema: {
        tags,
        summary:
          "Asks to erase the caller's account: signs it out everywhere, refuses its sign-ins, erases it after DATA_DELETION_DELAY_S (the pending request when one exists)",
        security: [{ bearer: [] }],
        response: { 200: dataDeletionAnswerSchema },
      },
      onRequest: requireRole('student'),
    },
    async (request) => {
      const header = request.headers['accept-language'];
      return deletions.request(accountOf(request).id, preferredLanguage(typeof header === 'string' ? header : undefined));
    },
  );

  r.get(
    '/api/data-deletion-requests/:request_id',
    {
      schema: {
        tags,
        summary: 'The public status of a data-deletion request (its unguessable id names nobody)',
        params: dataDeletionParamsSchema,
        response: { 200: dataDeletionStatusSchema },
      },
      preHandler,
    },
    async (request) => deletions.status(request.params.request_id),
  );

  r.post(
    '/api/data-deletion-callbacks/:provider',
    {
      schema: {
        tags,
        summary:
          "A social provider's data-deletion callback (form field signed_request, HMAC-SHA256 with the app secret): the status page and a confirmation code",
        params: dataDeletionCallbackParamsSchema,
        body: dataDeletionCallbackBodySchema,
        response: { 200: dataDeletionCallbackAnswerSchema },
      },
      preHandler,
    },
    async (request) => deletions.callback(request.params.provider, request.body.signed_request),
  );
}
