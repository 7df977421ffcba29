import { createBrowserRouter, createMemoryRouter, useLocation } from 'react-router';
import { DevToolsGear } from '../../features/dev-tools/DevToolsGear';
import { ErrorFallback } from '../../features/sentry/ErrorFallback';
import { ErrorBoundary } from '../../lib/errors';
import { AppRoutes } from './AppRoutes';

/**
 * Every page under one error boundary (render errors are reported and a friendly screen shows; the next page leaves
 * it), and the developer tools gear beside them, on public and signed-in pages alike, with a boundary of its own.
 */
function AppRoot() {
  const { pathname } = useLocation();
  return (
    <>
      <ErrorBoundary fallback={<ErrorFallback />} resetKey={pathname}>
        <AppRoutes />
      </ErrorBoundary>
      <ErrorBoundary fallback={null}>
        <DevToolsGear />
      </ErrorBoundary>
    </>
  );
}

/**
 * One splat route renders the app's own <Routes>: the tables depend on login and features, and a data
 * router keeps navigation blocking (useBlocker) available for the chat.
 */
const ROUTES = [{ path: '*', Component: AppRoot }];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(ROUTES);
}

/** The app's router. */
export type AppRouter = ReturnType<typeof createAppRouter>;

/** An in-memory router for tests, starting at the given entries. */
export function createTestRouter(initialEntries: string[] = ['/']) {
  return createMemoryRouter(ROUTES, { initialEntries });
}
