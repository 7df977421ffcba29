import {
  adminErrorReportListSchema,
  adminErrorReportQuerySchema,
  ERROR_REPORTS_PER_MINUTE,
  errorReportRequestSchema,
  okAnswerSchema,
} from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/authenticate';
import { rateLimit, type RateLimitStore } from '../../plugins/rate-limit';
import type { ErrorReportService } from './error-reports.service';

/**
 * `POST /api/error-reports` (guests too: a crash may come before sign-in; limited per IP address so that a looping
 * page cannot flood the table) and the admin area's `GET /api/admin/error-reports`.
 */
export async function errorReportRoutes(
  app: FastifyInstance,
  opts: { reports: ErrorReportService; limits: RateLimitStore },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reports } = opts;
  const perIp = rateLimit(opts.limits, [{ name: 'error_reports_ip', max: ERROR_REPORTS_PER_MINUTE, windowS: 60, key: (req) => req.ip }]);

  r.post(
    '/api/error-reports',
    {
      schema: {
        tags: ['system'],
        summary: `Stores a browser error (no login needed; ${ERROR_REPORTS_PER_MINUTE} a minute per address; token and code values are dropped from the url)`,
        body: errorReportRequestSchema,
        response: { 200: okAnswerSchema },
      },
      preHandler: perIp,
    },
    async (request) => {
      // A signed-in caller's account is kept with the report; an invalid token just makes it a guest's.
      await reports.recordClient(request.body, request.account?.id ?? null);
      return { ok: true as const };
    },
  );

  r.get(
    '/api/admin/error-reports',
    {
      schema: {
        tags: ['admin'],
        summary: 'Stored browser and server errors, newest first (source web, console or server)',
        security: [{ bearer: [] }],
        querystring: adminErrorReportQuerySchema,
        response: { 200: adminErrorReportListSchema },
      },
      onRequest: requireRole('admin'),
    },
    async (request) => ({ reports: await reports.list(request.query.source) }),
  );
}
