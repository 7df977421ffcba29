/** Which front end sends a report (errorReportRequestSchema's `source`). */
export type ErrorReportSource = 'web' | 'console';

/** What `POST /api/error-reports` takes from a front end (errorReportRequestSchema, camelCase). */
export interface ErrorReportPayload<S extends ErrorReportSource = ErrorReportSource> {
  source: S;
  message: string;
  stack?: string;
  url?: string;
  release?: string;
}

/** Where an error was seen: the window's listeners (which Sentry also hears on its own) or a React error boundary. */
export type ErrorOrigin = 'window' | 'react';

/** Where reports go once the client config is known: Sentry, or the API's own store (`POST /api/error-reports`). */
export type ReportChannel<S extends ErrorReportSource = ErrorReportSource> =
  | { kind: 'sentry'; capture: (error: unknown, componentStack?: string) => void }
  | { kind: 'api'; send: (report: ErrorReportPayload<S>) => Promise<unknown> };

/** A front end's error reporter: de-duplicated, rate limited, and queued until its channel is chosen. */
export interface ErrorReporter<S extends ErrorReportSource = ErrorReportSource> {
  /** Reports one error (a render error passes React's component stack). */
  report(error: unknown, origin: ErrorOrigin, componentStack?: string): void;
  /** Chooses the channel and sends what waited for it. */
  setChannel(channel: ReportChannel<S>): void;
}

/** The secrets a page address may hold, replaced before it leaves the page. */
export interface LinkSecrets {
  /**
   * Path prefixes whose following segment is a secret of whoever holds the link (a password-reset code, a shared
   * session…): reports are read in the admin area, so the segment is never sent. None by default.
   */
  secretPathPrefixes?: readonly string[];
  /** Query keys whose values are secrets of the same kind; `token` and `code` by default. */
  secretQueryKeys?: readonly string[];
}

/** What a reporter is: which front end, how many reports a minute, which link secrets; and its environment. */
export interface ErrorReporterOptions<S extends ErrorReportSource> extends LinkSecrets {
  source: S;
  /**
   * Reports one page sends per rolling minute: under the server's ERROR_REPORTS_PER_MINUTE per address, so several
   * tabs behind one address still fit; an error loop beyond this says nothing new.
   */
  reportsPerMinute: number;
  /** Distinct errors remembered for de-duplication; the oldest is forgotten first. */
  rememberedErrors?: number;
  /** Errors kept while the client config loads (the first ones explain the rest). */
  queuedErrors?: number;
  release: string;
  now?: () => number;
  /** The page's path and query; by default the window's, with the link secrets replaced. */
  location?: () => string;
}

/** Query values that are link secrets (a rating link's token, a sign-in code); the server drops them too. */
const DEFAULT_SECRET_QUERY_KEYS = ['token', 'code'] as const;
const DEFAULT_REMEMBERED_ERRORS = 100;
const DEFAULT_QUEUED_ERRORS = 10;
const MINUTE_MS = 60_000;

// The contract's limits (errorReportRequestSchema): a longer text would get the whole report refused.
const MESSAGE_MAX_CHARS = 1000;
const STACK_MAX_CHARS = 8000;
const URL_MAX_CHARS = 2000;
const RELEASE_MAX_CHARS = 64;

interface SeenError {
  error: unknown;
  origin: ErrorOrigin;
  componentStack?: string;
  url: string;
}

function describeError(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) {
    const named = error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message;
    return { message: named || error.name || 'Error', stack: error.stack };
  }
  if (typeof error === 'string') return { message: error };
  try {
    return { message: JSON.stringify(error) ?? String(error) };
  } catch {
    // A cyclic object still names its kind.
    return { message: String(error) };
  }
}

/** The page's path and query with the link secrets replaced, as a report may carry it. */
export function redactPageUrl(
  pathAndQuery: string,
  { secretPathPrefixes = [], secretQueryKeys = DEFAULT_SECRET_QUERY_KEYS }: LinkSecrets = {},
): string {
  const [path = '', query] = pathAndQuery.split('?', 2);
  let safePath = path;
  for (const prefix of secretPathPrefixes) {
    const at = path.indexOf(prefix);
    if (at >= 0) safePath = `${path.slice(0, at + prefix.length)}redacted`;
  }
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of secretQueryKeys) if (params.has(key)) params.set(key, 'redacted');
  const safeQuery = params.toString();
  return safeQuery ? `${safePath}?${safeQuery}` : safePath;
}

/** The wire payload of one error: texts cut to the contract's limits, React's component stack after the error's own. */
export function toReportPayload<S extends ErrorReportSource>(
  source: S,
  error: unknown,
  componentStack: string | undefined,
  url: string,
  release: string,
): ErrorReportPayload<S> {
  const { message, stack } = describeError(error);
  const fullStack = [stack, componentStack ? `Component stack:${componentStack}` : undefined].filter(Boolean).join('\n\n');
  return {
    source,
    message: message.trim().slice(0, MESSAGE_MAX_CHARS) || 'Error',
    ...(fullStack ? { stack: fullStack.slice(0, STACK_MAX_CHARS) } : {}),
    ...(url ? { url: url.slice(0, URL_MAX_CHARS) } : {}),
    ...(release ? { release: release.slice(0, RELEASE_MAX_CHARS) } : {}),
  };
}

/** Creates a reporter; nothing leaves the page until {@link ErrorReporter.setChannel} chooses where. */
export function createErrorReporter<S extends ErrorReportSource>({
  source,
  reportsPerMinute,
  rememberedErrors = DEFAULT_REMEMBERED_ERRORS,
  queuedErrors = DEFAULT_QUEUED_ERRORS,
  secretPathPrefixes,
  secretQueryKeys,
  release,
  now = () => Date.now(),
  location = () => redactPageUrl(window.location.pathname + window.location.search, { secretPathPrefixes, secretQueryKeys }),
}: ErrorReporterOptions<S>): ErrorReporter<S> {
  let channel: ReportChannel<S> | null = null;
  const queue: SeenError[] = [];
  const remembered = new Set<string>();
  const sentAt: number[] = [];

  function takeSlot(): boolean {
    const windowStart = now() - MINUTE_MS;
    while (sentAt.length > 0 && (sentAt[0] ?? 0) <= windowStart) sentAt.shift();
    if (sentAt.length >= reportsPerMinute) return false;
    sentAt.push(now());
    return true;
  }

  function deliver(seen: SeenError, to: ReportChannel<S>, isLive: boolean): void {
    // Sentry installs its own window handlers: once it runs, live window errors are its to report, not ours.
    if (to.kind === 'sentry' && isLive && seen.origin === 'window') return;
    if (!takeSlot()) return;
    if (to.kind === 'sentry') {
      to.capture(seen.error, seen.componentStack);
      return;
    }
    // A report that cannot be sent is dropped: reporting that failure would only loop.
    to.send(toReportPayload(source, seen.error, seen.componentStack, seen.url, release)).catch(() => undefined);
  }

  return {
    report(error, origin, componentStack) {
      const { message, stack } = describeError(error);
      // The same error from the same place is one report however often it is thrown (a render loop, an interval).
      const key = `${message}\n${stack?.split('\n').slice(0, 3).join('\n') ?? ''}`;
      if (remembered.has(key)) return;
      remembered.add(key);
      if (remembered.size > rememberedErrors) remembered.delete(remembered.values().next().value ?? '');
      const seen: SeenError = { error, origin, componentStack, url: location() };
      if (channel) deliver(seen, channel, true);
      else if (queue.length < queuedErrors) queue.push(seen);
    },
    setChannel(next) {
      channel = next;
      for (const seen of queue.splice(0)) deliver(seen, next, false);
    },
  };
}
