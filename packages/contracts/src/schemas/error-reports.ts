import { z } from 'zod';
import { epochSeconds, uidSchema } from './common';

/** Where a stored error report came from: a browser app, the server, or a browser's Content-Security-Policy report. */
export const ERROR_REPORT_SOURCES = ['web', 'console', 'server', 'csp'] as const;

/** `POST /api/error-reports` payload: a browser error, kept when no Sentry DSN is configured. */
export const errorReportRequestSchema = z.object({
  source: z.enum(['web', 'console']),
  message: z.string().trim().min(1).max(1000),
  stack: z.string().max(8000).optional(),
  /** The page's path and query (the server drops `token` and `code` values). */
  url: z.string().max(2000).optional(),
  release: z.string().max(64).optional(),
});

/** One stored error report in the admin area. */
export const adminErrorReportSchema = z.object({
  id: z.number().int().positive(),
  source: z.enum(ERROR_REPORT_SOURCES),
  message: z.string(),
  stack: z.string().nullable(),
  url: z.string().nullable(),
  release: z.string().nullable(),
  uid: uidSchema.nullable(),
  request_id: z.string().nullable(),
  created: epochSeconds,
});

/** `GET /api/admin/error-reports?source=` query. */
export const adminErrorReportQuerySchema = z.object({ source: z.enum(ERROR_REPORT_SOURCES).optional() });

/** `GET /api/admin/error-reports` answer, newest first. */
export const adminErrorReportListSchema = z.object({ reports: z.array(adminErrorReportSchema) });

// --- Content-Security-Policy violation reports (`POST /api/csp-reports`) ---

/**
 * Where the browsers send Content-Security-Policy violations: the policy's `report-uri`. Reporting API bodies
 * (`application/reports+json`) are taken too, for a proxy or a future policy that names a `report-to` group.
 */
export const CSP_REPORTS_PATH = '/api/csp-reports';

// Only the fields the server keeps are read; the others a browser sends (the original policy, referrer, status code,
// user agent) are dropped by the schemas.

const reportUrl = z.string().max(8000);
const reportDirective = z.string().trim().min(1).max(200);
const reportPosition = z.number().int().nonnegative().max(10_000_000);
const reportDisposition = z.enum(['enforce', 'report']);
const reportSample = z.string().max(2000);

/** One violation as the legacy `report-uri` body spells it (`Content-Type: application/csp-report`). */
const cspLegacyReportSchema = z
  .object({
    'document-uri': reportUrl.min(1),
    'blocked-uri': reportUrl.optional(),
    'effective-directive': reportDirective.optional(),
    /** Older browsers write the violated directive with its sources (`script-src 'self'`). */
    'violated-directive': reportDirective.optional(),
    'source-file': reportUrl.optional(),
    'line-number': reportPosition.optional(),
    'column-number': reportPosition.optional(),
    disposition: reportDisposition.optional(),
    'script-sample': reportSample.optional(),
  })
  .refine((r) => r['effective-directive'] !== undefined || r['violated-directive'] !== undefined, {
    message: 'needs effective-directive or violated-directive',
    path: ['effective-directive'],
  });

/** `POST /api/csp-reports` with the legacy `report-uri` body: one violation. */
const cspLegacyReportBodySchema = z.object({ 'csp-report': cspLegacyReportSchema });

/** One violation as the Reporting API's `csp-violation` report body spells it. */
const cspViolationBodySchema = z.object({
  documentURL: reportUrl.min(1),
  blockedURL: reportUrl.nullish(),
  effectiveDirective: reportDirective,
  sourceFile: reportUrl.nullish(),
  lineNumber: reportPosition.nullish(),
  columnNumber: reportPosition.nullish(),
  disposition: reportDisposition.optional(),
  sample: reportSample.nullish(),
});

/** The most reports one Reporting API body may carry (browsers send a few at a time). */
const CSP_REPORTS_PER_BODY_MAX = 100;

/** `POST /api/csp-reports` with the Reporting API body (`Content-Type: application/reports+json`): a batch of reports. */
const cspReportingBodySchema = z
  .array(z.object({ type: z.literal('csp-violation'), body: cspViolationBodySchema }))
  .min(1)
  .max(CSP_REPORTS_PER_BODY_MAX);

/** `POST /api/csp-reports` payload, either spelling. */
export const cspReportRequestSchema = z.union([cspLegacyReportBodySchema, cspReportingBodySchema]);
