import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEATURES, MAINTENANCE_POLL_INTERVAL_MS } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { mockApi, statusBundle } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';
import { wireWritingInfo } from '../../testing/writingFixtures';
import { matchingQueries } from '../../testing/setup';
import { SMALL_SCREEN_QUERY } from '../../features/screen-support/useIsSmallScreen';

function logIn() {
  localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
}

const systemState = (maintenance: boolean) => ({
  maintenance,
  forceUpgrading: false,
  version: '1',
  hasLoadedStatus: true,
  clientConfig: null,
});

describe('app routes', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('replaces everything with the maintenance page when the store says so', () => {
    mockApi({ 'GET /api/system-status': { body: { maintenance: true, force_upgrading: false, version: '1' } } });
    renderApp({ state: { system: systemState(true) } });
    expect(screen.getByRole('heading', { name: 'Maintenance Time' })).toBeInTheDocument();
    expect(screen.getByText('Be patient! We will come back ASAP')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('turns maintenance on from any answer, then polls until it is off', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let isMaintenance = true;
    mockApi({
      'GET /api/system-status': () =>
        isMaintenance
          ? { status: 503, body: { code: 'MAINTENANCE', message: 'Be patient! We will come back ASAP', maintenance: true } }
          : { body: { maintenance: false, force_upgrading: false, version: '1' } },
    });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Maintenance Time' })).toBeInTheDocument();
    isMaintenance = false;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MAINTENANCE_POLL_INTERVAL_MS);
    });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Maintenance Time' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('sends logged-out users from unknown paths to the landing page', async () => {
    mockApi();
    const { router } = renderApp({ path: '/my-sessions/4' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('shows the invalid-link page with Back to Home', () => {
    mockApi();
    renderApp({ path: '/not-found' });
    expect(screen.getByRole('heading', { name: 'Sorry! This link is invalid!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('shows the small-screen notice with the app downloads below the tablet breakpoint', () => {
    mockApi();
    matchingQueries.add(SMALL_SCREEN_QUERY);
    renderApp();
    expect(screen.getByRole('heading', { name: 'Get the PhotoStudy app' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign up' })).not.toBeInTheDocument();
  });

  it('sends logged-in users from unknown public-style paths to /settings', async () => {
    logIn();
    mockApi({ 'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) } });
    const { router } = renderApp({ path: '/sessions/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument();
  });

  it('keeps the logged-in invalid-link page with Back to Home leading to /settings', () => {
    logIn();
    mockApi();
    renderApp({ path: '/not-found' });
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/settings');
  });

  it('shows the loading screen until the status loads, then falls back to /ask', async () => {
    logIn();
    mockApi({ 'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) } });
    const { router } = renderApp({ path: '/' });
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ask'));
    expect(await screen.findByRole('heading', { name: 'Ask an Expert', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Sessions' })).toBeInTheDocument();
  });

  it('sends a new STEM/Business user to /guide', async () => {
    logIn();
    localStorage.setItem(STORAGE_KEYS.IS_NEW_USER, '1');
    mockApi({ 'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) } });
    const { router } = renderApp({ path: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'));
  });

  it('only has ask/* and settings without the STEM/Business feature; writing-only ask goes to english', async () => {
    logIn();
    mockApi({ 'GET /api/status-updates': { body: statusBundle([FEATURES.ENGLISH_SUBJECT]) } });
    const { router } = renderApp({ path: '/storefront' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ask/english'));
    expect(screen.queryByRole('link', { name: 'Store' })).not.toBeInTheDocument();
  });

  it('lands a writing-only user on the Writing form from /ask', async () => {
    logIn();
    mockApi({
      'GET /api/status-updates': { body: statusBundle([FEATURES.ENGLISH_SUBJECT]) },
      'GET /api/es/askers/me': { body: wireWritingInfo() },
    });
    const { router } = renderApp({ path: '/ask' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/ask/english'));
    expect(await screen.findByRole('heading', { name: 'Get your writing reviewed' }, { timeout: 3000 })).toBeInTheDocument();
    // No picker to go back to: /ask would bring the student straight back here.
    expect(screen.queryByRole('link', { name: 'All subjects' })).not.toBeInTheDocument();
  });

  it("leads from the subject picker's Writing card to /ask/english", async () => {
    logIn();
    mockApi({
      'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT]) },
      'GET /api/es/askers/me': { body: wireWritingInfo() },
    });
    const { router } = renderApp({ path: '/ask' });
    await userEvent.click(await screen.findByRole('link', { name: /^Writing/ }, { timeout: 3000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ask/english'));
    expect(await screen.findByRole('link', { name: 'All subjects' }, { timeout: 3000 })).toHaveAttribute('href', '/ask');
  });

  it('keeps the public rating page usable on a phone, logged out and logged in (no small-screen notice, no layout)', async () => {
    const ratingProblem = { id: 12, description: 'Please check my essay.', delivered: 1_700_000_000, rating_point: 0 };
    matchingQueries.add(SMALL_SCREEN_QUERY);
    mockApi({ 'GET /api/es/askers/me/problem': { body: ratingProblem } });
    const loggedOut = renderApp({ path: '/rating?token=rt_0123456789abcdefghij' });
    expect(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Get the PhotoStudy app' })).not.toBeInTheDocument();
    loggedOut.unmount();

    logIn();
    mockApi({
      'GET /api/status-updates': { body: statusBundle([FEATURES.ENGLISH_SUBJECT]) },
      'GET /api/es/askers/me/problem': { body: ratingProblem },
    });
    const { router } = renderApp({ path: '/rating?token=rt_0123456789abcdefghij' });
    expect(await screen.findByRole('button', { name: 'Confirm' }, { timeout: 3000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rating');
    expect(screen.queryByRole('heading', { name: 'Get the PhotoStudy app' })).not.toBeInTheDocument();
  });

  it('hides the authenticated area on small screens', async () => {
    logIn();
    matchingQueries.add(SMALL_SCREEN_QUERY);
    mockApi({ 'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT]) } });
    renderApp({ path: '/settings' });
    expect(screen.getByRole('heading', { name: 'Get the PhotoStudy app' })).toBeInTheDocument();
  });
});
