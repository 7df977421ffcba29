import * as Sentry from '@sentry/node';
import type { ErrorReportingSettings } from '../../core/config';
import type { ServerFailure } from '../../plugins/error-handler';
import { redactUrl } from './error-reports.service';

/** Where the error handler sends server failures instead of the error_reports table. */
export type ServerErrorSink = (report: ServerFailure) => void;

/**
 * Starts the Sentry SDK when `SENTRY_DSN` is set and answers the sink that captures server failures there, with the
 * request id, the redacted url and the account as context; null (and no SDK, no network) when it is not set.
 */
export function startSentry(settings: ErrorReportingSettings, release: string): ServerErrorSink | null {
  if (!settings.sentryDsn) return null;
  Sentry.init({ dsn: settings.sentryDsn, environment: settings.environment, release });
  return (report) => {
    Sentry.captureException(report.error, {
      tags: { request_id: report.requestId },
      extra: { url: redactUrl(report.url) },
      user: report.accountId !== null ? { id: String(report.accountId) } : undefined,
    });
  };
}

/** Sends what Sentry still holds before the process exits (a no-op when it was never started). */
export async function flushSentry(timeoutMs = 2000): Promise<void> {
  if (Sentry.getClient()) await Sentry.close(timeoutMs);
}
