import { FEATURES } from '@photostudy/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startErrorReporting } from '../../lib/errors';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { CLIENT_VERSION } from '../../lib/version';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, statusBundle } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';
import { SENTRY_TEST_ERROR_MESSAGE } from './SentryTestPage';

const LOAD = { timeout: 5000 };

function logIn() {
  localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
}

function reportPosts(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/error-reports' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

describe('error-reporting test page (/sentry) and the error boundary', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it("throws inside render: the boundary shows 'Something went wrong.' and reports the error to the API", async () => {
    const user = userEvent.setup();
    logIn();
    // React logs every error a boundary catches; the test expects this one.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock } = mockApi({
      'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) },
      'POST /api/error-reports': { body: { ok: true } },
    });
    // The page's address as the reporter reads it from the window (the test router keeps its own history).
    window.history.replaceState(null, '', '/sentry');
    const stop = startErrorReporting({
      target: new EventTarget() as unknown as Window,
      loadConfig: async () => ({ errorReporting: { sentryDsn: null, environment: 'test' } }),
    });
    try {
      renderApp({ path: '/sentry' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Error reporting test' }, LOAD)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Throw a test error' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
      await waitFor(() => expect(reportPosts(fetchMock)).toHaveLength(1));
      const [report] = reportPosts(fetchMock);
      expect(report).toMatchObject({ source: 'web', message: SENTRY_TEST_ERROR_MESSAGE, url: '/sentry', release: CLIENT_VERSION });
      expect(report?.stack).toContain('Component stack:');
      await expectNoSeriousAxeViolations();
    } finally {
      stop();
    }
  });

  it('speaks Spanish', async () => {
    logIn();
    mockApi({ 'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) } });
    renderApp({ path: '/sentry', language: 'es' });
    expect(await screen.findByRole('button', { name: 'Provocar un error de prueba' }, LOAD)).toBeInTheDocument();
  });
});
