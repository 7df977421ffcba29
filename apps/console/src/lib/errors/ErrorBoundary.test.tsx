import { TEST_CLIENT_CONFIG, mockFetchRoutes } from '@photostudy/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../testing/apiRequests';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { renderConsole } from '../../testing/render';
import { ConsoleErrorBoundary, ErrorFallback } from './ErrorBoundary';
import { type ErrorReporting, type SentryApi, reportRenderError, startErrorReporting } from './errorReporting';

const CONFIG = { ...TEST_CLIENT_CONFIG, error_reporting: { sentry_dsn: null, environment: 'test' } };

function Broken({ message }: { message: string }): never {
  throw new Error(message);
}

/** Lets the fetch mock answer and the reporter's promises settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let reporting: ErrorReporting | null = null;

/** Starts reporting against the fetch mock (no DSN: reports go to the API's store). */
async function startWithStore() {
  const fetchMock = mockFetchRoutes({
    'GET /api/client-config': { body: CONFIG },
    'POST /api/error-reports': { status: 201, body: { ok: true } },
  });
  reporting = startErrorReporting();
  await reporting.ready;
  return fetchMock;
}

describe('console error reporting', () => {
  beforeEach(() => {
    // React and the router log caught render errors; the tests read the reports instead.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    reporting?.stop();
    reporting = null;
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('posts a thrown render error once and shows the fallback with a reload', async () => {
    const fetchMock = await startWithStore();
    renderConsole(
      <ConsoleErrorBoundary>
        <Broken message="Broken render in the boundary" />
      </ConsoleErrorBoundary>,
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    await waitFor(() => expect(sentRequests(fetchMock, 'POST /api/error-reports')).toHaveLength(1));
    await settle();
    const reports = sentRequests(fetchMock, 'POST /api/error-reports');
    expect(reports).toHaveLength(1);
    const body = reports[0]?.body as Record<string, string>;
    expect(body).toEqual({
      source: 'console',
      message: 'Broken render in the boundary',
      stack: expect.stringContaining('Component stack:') as string,
      url: '/',
      release: '0.1.0',
    });
    expect(body.stack).toContain('at Broken');
    await expectNoSeriousAxeViolations();
  });

  it('posts a route render error once through the router and shows the same fallback, in Spanish too', async () => {
    const fetchMock = await startWithStore();
    const router = createMemoryRouter([{ path: '/', element: <Broken message="Broken route" />, errorElement: <ErrorFallback /> }]);
    renderConsole(
      <RouterProvider router={router} onError={(error, info) => reportRenderError(error, info.errorInfo?.componentStack)} />,
      'es',
    );
    expect(await screen.findByRole('heading', { name: 'Algo salió mal.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar' })).toBeInTheDocument();
    await waitFor(() => expect(sentRequests(fetchMock, 'POST /api/error-reports')).toHaveLength(1));
    await settle();
    expect(sentRequests(fetchMock, 'POST /api/error-reports').map((r) => (r.body as { message: string }).message)).toEqual([
      'Broken route',
    ]);
  });

  it('posts window errors and unhandled rejections, each once', async () => {
    const fetchMock = await startWithStore();
    const error = new Error('Window error in a handler');
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new TypeError('Rejected call') }));
    // A cross-origin script's bare error says nothing.
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    await waitFor(() => expect(sentRequests(fetchMock, 'POST /api/error-reports')).toHaveLength(2));
    await settle();
    expect(sentRequests(fetchMock, 'POST /api/error-reports').map((r) => (r.body as { message: string }).message)).toEqual([
      'Window error in a handler',
      'TypeError: Rejected call',
    ]);
  });

  it('hands errors to Sentry instead when a DSN is configured, and stores nothing', async () => {
    const fetchMock = mockFetchRoutes({ 'POST /api/error-reports': { status: 201, body: { ok: true } } });
    const sentry: SentryApi = { init: vi.fn(), captureException: vi.fn(() => 'id'), captureReactException: vi.fn(() => 'id') };
    reporting = startErrorReporting({
      loadConfig: () => Promise.resolve({ errorReporting: { sentryDsn: 'https://key@sentry.test/1', environment: 'staging' } }),
      loadSentry: () => Promise.resolve(sentry),
    });
    await reporting.ready;
    expect(sentry.init).toHaveBeenCalledWith({ dsn: 'https://key@sentry.test/1', environment: 'staging', release: '0.1.0' });
    renderConsole(
      <ConsoleErrorBoundary>
        <Broken message="Broken render with Sentry" />
      </ConsoleErrorBoundary>,
    );
    await screen.findByTestId('error-fallback');
    await waitFor(() => expect(sentry.captureReactException).toHaveBeenCalledTimes(1));
    expect(vi.mocked(sentry.captureReactException).mock.calls[0]?.[0]).toEqual(new Error('Broken render with Sentry'));
    // Sentry's own handlers hear window errors; the console does not pass them on a second time.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('Window error with Sentry') }));
    await settle();
    expect(sentry.captureException).not.toHaveBeenCalled();
    expect(sentRequests(fetchMock, 'POST /api/error-reports')).toHaveLength(0);
  });
});
