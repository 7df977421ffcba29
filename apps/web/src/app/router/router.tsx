import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';

/**
 * One splat route renders the app's own <Routes>: the tables depend on login and features, and a data
 * router keeps navigation blocking (useBlocker) available for the chat.
 */
const ROUTES = [{ path: '*', Component: AppRoutes }];

/** The browser router of the app. */
export function createAppRouter() {
  return createBrowserRouter(ROUTES);
}

/** An in-memory router for tests, starting at the given entries. */
export function createTestRouter(initialEntries: string[] = ['/']) {
  return createMemoryRouter(ROUTES, { initialEntries });
}
