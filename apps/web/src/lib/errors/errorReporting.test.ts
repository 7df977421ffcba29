import { createErrorReporter } from '@photostudy/client';
import { TEST_CLIENT_CONFIG } from '@photostudy/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootState } from '../store/state';
import { mockApi } from '../../testing/mockApi';
import { startErrorReporting, waitForClientConfig, type SentryApi } from './errorReporting';

// The real dynamic import('@sentry/react') of startErrorReporting, answered by this mock.
const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn(), captureReactException: vi.fn() }));
vi.mock('@sentry/react', () => sentry);

const NO_DSN = { errorReporting: { sentryDsn: null, environment: 'test' } };
const WITH_DSN = { errorReporting: { sentryDsn: 'https://key@sentry.example/1', environment: 'staging' } };

function reportPosts(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/error-reports' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

/** A reporter configured as the app's own, with its release. */
function webReporter(release: string) {
  return createErrorReporter({ source: 'web', release, reportsPerMinute: 5 });
}

/** A window of its own: vitest treats error events at the real one as the test's own uncaught errors. */
const target = new EventTarget() as unknown as Window;

/** Fires an error event as a thrown, uncaught error would. */
function throwAtWindow(error: Error) {
  target.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
}

describe('error reporting start-up', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('posts window errors and unhandled rejections to /api/error-reports without a DSN', async () => {
    const { fetchMock } = mockApi({ 'POST /api/error-reports': { body: { ok: true } } });
    stops.push(startErrorReporting({ target, loadConfig: async () => NO_DSN, reporter: webReporter('9.9.9') }));
    throwAtWindow(new Error('window boom'));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('rejected boom') });
    target.dispatchEvent(rejection);

    await vi.waitFor(() => expect(reportPosts(fetchMock)).toHaveLength(2));
    expect(reportPosts(fetchMock)).toEqual([
      expect.objectContaining({ source: 'web', message: 'window boom', url: '/', release: '9.9.9' }),
      expect.objectContaining({ source: 'web', message: 'rejected boom' }),
    ]);
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('ignores the bare cross-origin "Script error."', async () => {
    const { fetchMock } = mockApi({ 'POST /api/error-reports': { body: { ok: true } } });
    stops.push(startErrorReporting({ target, loadConfig: async () => NO_DSN, reporter: webReporter('1') }));
    target.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    throwAtWindow(new Error('real one'));
    await vi.waitFor(() => expect(reportPosts(fetchMock)).toHaveLength(1));
    expect(reportPosts(fetchMock)[0]).toMatchObject({ message: 'real one' });
  });

  it('imports and starts Sentry when the client config names a DSN, and sends nothing to the API', async () => {
    const { fetchMock } = mockApi();
    const reporter = webReporter('1');
    stops.push(startErrorReporting({ target, loadConfig: async () => WITH_DSN, reporter }));
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalled());
    expect(sentry.init).toHaveBeenCalledWith(expect.objectContaining({ dsn: 'https://key@sentry.example/1', environment: 'staging' }));

    const renderError = new Error('render boom');
    reporter.report(renderError, 'react', '\n    at Broken');
    expect(sentry.captureReactException).toHaveBeenCalledWith(renderError, { componentStack: '\n    at Broken' });
    // Sentry's own handlers hear live window errors.
    throwAtWindow(new Error('window boom'));
    expect(sentry.captureException).not.toHaveBeenCalled();
    expect(reportPosts(fetchMock)).toEqual([]);
  });

  it("scrubs the link secrets from Sentry's page address", async () => {
    mockApi();
    stops.push(startErrorReporting({ target, loadConfig: async () => WITH_DSN, reporter: webReporter('1') }));
    await vi.waitFor(() => expect(sentry.init).toHaveBeenCalled());
    const { beforeSend } = sentry.init.mock.calls[0]![0] as Parameters<SentryApi['init']>[0];
    expect(beforeSend?.({ request: { url: 'https://app.example/new-password/secret?token=t' } })).toEqual({
      request: { url: 'https://app.example/new-password/redacted?token=redacted' },
    });
  });

  it('falls back to the API when the Sentry chunk cannot be loaded', async () => {
    const { fetchMock } = mockApi({ 'POST /api/error-reports': { body: { ok: true } } });
    const reporter = webReporter('1');
    stops.push(
      startErrorReporting({ target, loadConfig: async () => WITH_DSN, loadSentry: () => Promise.reject(new Error('offline')), reporter }),
    );
    reporter.report(new Error('queued'), 'react');
    await vi.waitFor(() => expect(reportPosts(fetchMock)).toHaveLength(1));
  });

  it('stops listening when asked', async () => {
    const { fetchMock } = mockApi({ 'POST /api/error-reports': { body: { ok: true } } });
    const stop = startErrorReporting({ target, loadConfig: async () => NO_DSN, reporter: webReporter('1') });
    stop();
    throwAtWindow(new Error('after stop'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reportPosts(fetchMock)).toEqual([]);
  });
});

describe('waitForClientConfig', () => {
  function fakeStore() {
    let state = { system: { clientConfig: null } } as unknown as Pick<RootState, 'system'>;
    const listeners = new Set<() => void>();
    return {
      getState: () => state,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      setConfig(config: unknown) {
        state = { system: { ...state.system, clientConfig: config } } as Pick<RootState, 'system'>;
        for (const listener of [...listeners]) listener();
      },
      listenerCount: () => listeners.size,
    };
  }

  it('resolves once the store holds the client config, then stops listening', async () => {
    const store = fakeStore();
    const config = { ...TEST_CLIENT_CONFIG, errorReporting: { sentryDsn: null, environment: 'test' } };
    const waiting = waitForClientConfig(store);
    store.setConfig(config);
    await expect(waiting).resolves.toBe(config);
    expect(store.listenerCount()).toBe(0);
  });

  it('rejects when the config does not come in time', async () => {
    vi.useFakeTimers();
    try {
      const store = fakeStore();
      const waiting = waitForClientConfig(store, 1000);
      vi.advanceTimersByTime(1001);
      await expect(waiting).rejects.toThrow('The client config did not load');
      expect(store.listenerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
