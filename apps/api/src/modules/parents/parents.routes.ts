import { parentsOptingParamsSchema, parentsOptingSchema, parentsOptingUpdateSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { preferredLanguage } from '../../core/language';
import { rateLimit, type RateLimitStore } from '../../plugins/rate-limit';
import type { ParentsService } from './parents.service';

/** Calls of the offer page per IP address and window: a parent opens and answers a link a few times at most. */
const PARENTS_LINK_RATE_LIMIT = { max: 60, windowS: 600 } as const;

/** The parents' offer page's calls (public: the unguessable code in the link is the only key). */
export async function parentsRoutes(app: FastifyInstance, opts: { parents: ParentsService; limits: RateLimitStore }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { parents } = opts;
  const tags = ['parents'];
  const preHandler = rateLimit(opts.limits, [{ name: 'parents_link_ip', ...PARENTS_LINK_RATE_LIMIT, key: (req) => req.ip }]);
  const languageOf = (request: { headers: Record<string, unknown> }) => {
    const header = request.headers['accept-language'];
    return preferredLanguage(typeof header === 'string' ? header : undefined) ?? 'en';
  };

  r.get(
    '/api/parents-opting/:code',
    {
      schema: {
        tags,
        summary: "A parents' offer: its view (optin, refused or accepted) in the Accept-Language language",
        params: parentsOptingParamsSchema,
        response: { 200: parentsOptingSchema },
      },
      preHandler,
    },
    async (request) => parents.show(request.params.code, languageOf(request)),
  );

  r.put(
    '/api/parents-opting/:code',
    {
      schema: {
        tags,
        summary:
          'Answers an offer once: accept with a 10-digit phone (INVALID_PHONE otherwise) grants its sessions; a second answer is PARENTS_OFFER_ANSWERED',
        params: parentsOptingParamsSchema,
        body: parentsOptingUpdateSchema,
        response: { 200: parentsOptingSchema },
      },
      preHandler,
    },
    async (request) => parents.answer(request.params.code, request.body, languageOf(request)),
  );
}
