import { CLIENT_ANALYTICS_EVENTS_PER_MINUTE, clientAnalyticsEventSchema, okAnswerSchema } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountOf, requireRole } from '../../plugins/authenticate';
import { rateLimit, type RateLimitStore } from '../../plugins/rate-limit';
import { type AnalyticsRecorder, requestContext } from './analytics.service';

/** `POST /api/analytics-events`: the logged-in browser records one catalogued event. */
export async function analyticsRoutes(app: FastifyInstance, opts: { analytics: AnalyticsRecorder; limits: RateLimitStore }): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limited = rateLimit(opts.limits, [
    {
      name: 'analytics:account',
      max: CLIENT_ANALYTICS_EVENTS_PER_MINUTE,
      windowS: 60,
      key: (request) => (request.account ? String(request.account.id) : null),
    },
  ]);
  r.post(
    '/api/analytics-events',
    {
      schema: {
        tags: ['account'],
        summary: 'Records one client analytics event (catalogued names, flat data); 60 a minute per account',
        security: [{ bearer: [] }],
        body: clientAnalyticsEventSchema,
        response: { 200: okAnswerSchema },
      },
      // The web app's events (the console sends none).
      onRequest: requireRole('student'),
      preHandler: limited,
    },
    async (request) => {
      const { event, data } = request.body;
      await opts.analytics.record(`client_${event}`, { accountId: accountOf(request).id, data: { ...data, ...requestContext(request) } });
      return { ok: true as const };
    },
  );
}
