import { okAnswerSchema } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** What `POST /api/error-reports` takes from the web app (errorReportRequestSchema, camelCase). */
export interface ErrorReportPayload {
  source: 'web';
  message: string;
  stack?: string;
  url?: string;
  release?: string;
}

/** `POST /api/error-reports`: stores a browser error for the admin area (used when no Sentry DSN is configured). */
export async function sendErrorReport(report: ErrorReportPayload): Promise<void> {
  // The bearer token goes along when there is one, so the report names the signed-in student.
  await apiRequest('/error-reports', { method: 'POST', body: report, schema: okAnswerSchema });
}
