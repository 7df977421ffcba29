import { z } from 'zod';
import { epochSeconds, uidSchema } from './common';

/** Where a stored error report came from. */
export const ERROR_REPORT_SOURCES = ['web', 'console', 'server'] as const;

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
