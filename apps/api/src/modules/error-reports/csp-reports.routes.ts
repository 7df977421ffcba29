import { CSP_REPORTS_PATH, cspReportRequestSchema, ERROR_REPORTS_PER_MINUTE } from '@photostudy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimit, type RateLimitStore } from '../../plugins/rate-limit';
import { violationsOf } from './csp-violations';
import type { ErrorReportService } from './error-reports.service';

/** The content types browsers post violation reports with: the legacy `report-uri` one and the Reporting API's. */
const CSP_REPORT_TYPES = ['application/csp-report', 'application/reports+json'];

/** A report body is small (a browser batches a few reports of at most a few hundred bytes each). */
const CSP_REPORT_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * `POST /api/csp-reports`: the browsers' Content-Security-Policy violation reports, in either spelling (legacy
 * `application/csp-report`, or the Reporting API's `application/reports+json` batch), each stored as an error report of
 * source `csp`. No login (browsers send no credentials with reports); limited per IP address like `/api/error-reports`,
 * on its own counter so that a page breaking its policy does not silence that page's error reports. The two content
 * types are parsed (as JSON, with Fastify's prototype-poisoning checks) only inside this plugin.
 */
export async function cspReportRoutes(app: FastifyInstance, opts: { reports: ErrorReportService; limits: RateLimitStore }): Promise<void> {
  app.addContentTypeParser(
    CSP_REPORT_TYPES,
    { parseAs: 'string', bodyLimit: CSP_REPORT_BODY_LIMIT_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const perIp = rateLimit(opts.limits, [{ name: 'csp_reports_ip', max: ERROR_REPORTS_PER_MINUTE, windowS: 60, key: (req) => req.ip }]);

  r.post(
    CSP_REPORTS_PATH,
    {
      bodyLimit: CSP_REPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['system'],
        summary: `Stores Content-Security-Policy violation reports (no login; ${ERROR_REPORTS_PER_MINUTE} a minute per address; listed under source csp)`,
        description:
          'The body is a legacy `report-uri` report (`Content-Type: application/csp-report`, `{"csp-report": {...}}`) or a ' +
          "Reporting API batch (`Content-Type: application/reports+json`, `[{type: 'csp-violation', body: {...}}]`).",
        consumes: [...CSP_REPORT_TYPES, 'application/json'],
        body: cspReportRequestSchema,
        response: { 204: z.null().describe('Stored') },
      },
      preHandler: perIp,
    },
    async (request, reply) => {
      await opts.reports.recordCspViolations(violationsOf(request.body), request.account?.id ?? null);
      return reply.code(204).send(null);
    },
  );
}
