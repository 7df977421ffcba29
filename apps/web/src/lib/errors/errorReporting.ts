import { createErrorReporter, redactPageUrl, type ErrorReporter, type LinkSecrets, type ReportChannel } from '@photostudy/client';
import type { ClientConfig } from '@photostudy/contracts';
import { sendErrorReport } from '../api/errorReportsApi';
import type { RootState } from '../store/state';
import { CLIENT_VERSION } from '../version';

/** A Sentry event as far as the app touches it: the page address it carries. */
interface SentryEventLike {
  request?: { url?: string };
}

/** The part of @sentry/react the app uses (its chunk is downloaded only when a DSN is configured). */
export interface SentryApi {
  init(options: { dsn: string; environment: string; release: string; beforeSend?: <E extends SentryEventLike>(event: E) => E }): unknown;
  captureException(error: unknown): string;
  captureReactException(error: unknown, errorInfo: { componentStack: string }): string;
}

/** What {@link startErrorReporting} reads; tests pass their own window, reporter, config and Sentry. */
export interface StartErrorReportingOptions {
  /** The client config's `error_reporting` (a rejection means it never came: the API's store is used). */
  loadConfig: () => Promise<Pick<ClientConfig, 'errorReporting'>>;
  loadSentry?: () => Promise<SentryApi>;
  reporter?: ErrorReporter<'web'>;
  target?: Window;
}

/** How long the reporter waits for the client config before it settles on the API's store. */
const CLIENT_CONFIG_WAIT_MS = 15_000;

/**
 * Reports one page sends per rolling minute ("a few"): well under the server's ERROR_REPORTS_PER_MINUTE per address,
 * so several tabs behind one address still fit; an error loop beyond this says nothing new.
 */
const ERROR_REPORTS_PER_PAGE_PER_MINUTE = 5;

/**
 * The app's link secrets: the last segment of these paths belongs to whoever holds the link (a password-reset code, a
 * parents' offer, a shared session, a deletion request), as do the `token` and `code` query values (the rating link's
 * token). Reports are read in the admin area, so they are never sent.
 */
const WEB_LINK_SECRETS = {
  secretPathPrefixes: ['/new-password/', '/parents-opting/', '/sessions/', '/data-deletion/'],
  secretQueryKeys: ['token', 'code'],
} as const satisfies LinkSecrets;

/** The app's one reporter: the error boundary and the window listeners all report to it. */
const webErrorReporter = createErrorReporter({
  source: 'web',
  release: CLIENT_VERSION,
  reportsPerMinute: ERROR_REPORTS_PER_PAGE_PER_MINUTE,
  ...WEB_LINK_SECRETS,
});

/** Reports an error a React error boundary caught, with React's component stack. */
export function reportRenderError(error: unknown, componentStack?: string | null): void {
  webErrorReporter.report(error, 'react', componentStack ?? undefined);
}

const apiChannel: ReportChannel<'web'> = { kind: 'api', send: sendErrorReport };

/** A Sentry event's full page address with the link secrets replaced, as in the app's own reports. */
function redactHref(href: string): string {
  try {
    const url = new URL(href);
    return url.origin + redactPageUrl(url.pathname + url.search, WEB_LINK_SECRETS);
  } catch {
    return href;
  }
}

async function chooseChannel(
  loadConfig: StartErrorReportingOptions['loadConfig'],
  loadSentry: NonNullable<StartErrorReportingOptions['loadSentry']>,
): Promise<ReportChannel<'web'>> {
  try {
    const { errorReporting } = await loadConfig();
    if (!errorReporting.sentryDsn) return apiChannel;
    const sentry = await loadSentry();
    sentry.init({
      dsn: errorReporting.sentryDsn,
      environment: errorReporting.environment,
      release: CLIENT_VERSION,
      beforeSend: (event) => {
        if (event.request?.url) event.request.url = redactHref(event.request.url);
        return event;
      },
    });
    return {
      kind: 'sentry',
      capture: (error, componentStack) => {
        if (componentStack) sentry.captureReactException(error, { componentStack });
        else sentry.captureException(error);
      },
    };
  } catch {
    // Without the config (the server is down) or the Sentry chunk (a failed download), the API's store is what is left.
    return apiChannel;
  }
}

/**
 * Hears window errors and unhandled rejections at once (queued), then reads the client config: with a Sentry DSN the
 * SDK is imported (its own chunk, never in the first load) and initialised, otherwise reports go to
 * `POST /api/error-reports`. Returns the function that stops listening.
 */
export function startErrorReporting({
  loadConfig,
  loadSentry = () => import('@sentry/react'),
  reporter = webErrorReporter,
  target = window,
}: StartErrorReportingOptions): () => void {
  const onError = (event: ErrorEvent) => {
    if (event.error === undefined || event.error === null) {
      // A cross-origin script's error arrives as a bare 'Script error.' with nothing to act on.
      if (!event.message || event.message === 'Script error.') return;
      reporter.report(event.message, 'window');
      return;
    }
    reporter.report(event.error, 'window');
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    reporter.report(event.reason ?? 'Unhandled promise rejection', 'window');
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  void chooseChannel(loadConfig, loadSentry).then((channel) => reporter.setChannel(channel));
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

/** The store as far as {@link waitForClientConfig} reads it. */
interface ConfigSource {
  getState(): Pick<RootState, 'system'>;
  subscribe(listener: () => void): () => void;
}

/**
 * Resolves with the client config once the store holds it (the system-status watch fetches it on load, so the page
 * asks once); rejects when it has not come within the wait, so the reporter settles on the API's store.
 */
export function waitForClientConfig(store: ConfigSource, timeoutMs = CLIENT_CONFIG_WAIT_MS): Promise<ClientConfig> {
  return new Promise((resolve, reject) => {
    const initial = store.getState().system.clientConfig;
    if (initial) {
      resolve(initial);
      return;
    }
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error('The client config did not load'));
    }, timeoutMs);
    const unsubscribe = store.subscribe(() => {
      const config = store.getState().system.clientConfig;
      if (!config) return;
      clearTimeout(timer);
      unsubscribe();
      resolve(config);
    });
  });
}
