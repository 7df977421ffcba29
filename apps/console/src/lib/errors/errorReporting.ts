import { createErrorReporter, type ErrorReportPayload, type ReportChannel } from '@photostudy/client';
import type { ClientConfig } from '@photostudy/contracts';
import { apiRequest } from '../api/apiClient';
import { expertApi } from '../api/expertApi';
import { CLIENT_VERSION } from '../version';

/** The part of @sentry/react the console uses (loaded only when a DSN is configured). */
export interface SentryApi {
  init(options: { dsn: string; environment: string; release: string }): unknown;
  captureException(error: unknown): string;
  captureReactException(error: unknown, errorInfo: { componentStack: string }): string;
}

/** What {@link startErrorReporting} reads; tests pass their own window, config and Sentry. */
export interface StartOptions {
  target?: Window;
  loadConfig?: () => Promise<Pick<ClientConfig, 'errorReporting'>>;
  loadSentry?: () => Promise<SentryApi>;
}

/**
 * Reports sent per rolling minute. Half the server's ERROR_REPORTS_PER_MINUTE per address, so two open tabs behind one
 * address stay under it; an error loop beyond that says nothing new.
 */
const REPORTS_PER_MINUTE = 10;

/**
 * The console's one reporter: the error boundaries, the router and the window listeners all report to it. Its pages
 * hold no link secrets in their paths; `token` and `code` query values are still replaced.
 */
export const consoleErrorReporter = createErrorReporter({
  source: 'console',
  release: CLIENT_VERSION,
  reportsPerMinute: REPORTS_PER_MINUTE,
  rememberedErrors: 200,
  queuedErrors: 20,
});

/** Reports an error a React error boundary caught (the app's or the router's), with its component stack. */
export function reportRenderError(error: unknown, componentStack?: string | null): void {
  consoleErrorReporter.report(error, 'react', componentStack ?? undefined);
}

/** `POST /api/error-reports` through the console's client, so a signed-in admin's or expert's uid is kept with it. */
const storeChannel: ReportChannel<'console'> = {
  kind: 'api',
  send: (report: ErrorReportPayload<'console'>) => apiRequest('/error-reports', { method: 'POST', body: report }),
};

async function chooseChannel(loadConfig: NonNullable<StartOptions['loadConfig']>, loadSentry: NonNullable<StartOptions['loadSentry']>) {
  try {
    const { errorReporting } = await loadConfig();
    if (!errorReporting.sentryDsn) return storeChannel;
    const sentry = await loadSentry();
    sentry.init({ dsn: errorReporting.sentryDsn, environment: errorReporting.environment, release: CLIENT_VERSION });
    const channel: ReportChannel<'console'> = {
      kind: 'sentry',
      capture: (error, componentStack) => {
        if (componentStack) sentry.captureReactException(error, { componentStack });
        else sentry.captureException(error);
      },
    };
    return channel;
  } catch {
    // Without the config (the server is down) or the Sentry chunk (a failed download), the API's store is what is left.
    return storeChannel;
  }
}

/** What {@link startErrorReporting} gives back: the end of the listening, and the moment the channel is chosen. */
export interface ErrorReporting {
  stop: () => void;
  ready: Promise<void>;
}

/**
 * Hears window errors and unhandled rejections at once, then reads the client config: with a Sentry DSN the SDK is
 * imported and initialised, otherwise reports go to `POST /api/error-reports`.
 */
export function startErrorReporting({
  target = window,
  loadConfig = expertApi.clientConfig,
  loadSentry = () => import('@sentry/react'),
}: StartOptions = {}): ErrorReporting {
  const onError = (event: ErrorEvent) => {
    // A cross-origin script's error arrives as a bare 'Script error.' with nothing to act on.
    if (event.error === undefined || event.error === null) {
      if (!event.message || event.message === 'Script error.') return;
      consoleErrorReporter.report(event.message, 'window');
      return;
    }
    consoleErrorReporter.report(event.error, 'window');
  };
  const onRejection = (event: PromiseRejectionEvent) => consoleErrorReporter.report(event.reason ?? 'Unhandled rejection', 'window');
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  const ready = chooseChannel(loadConfig, loadSentry).then((channel) => consoleErrorReporter.setChannel(channel));
  return {
    stop: () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    },
    ready,
  };
}
