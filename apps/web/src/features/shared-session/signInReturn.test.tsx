import { FEATURES } from '@photostudy/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { mockApi, statusBundle, type MockAnswer } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';
import { SHARE_ENDPOINT, SHARE_PATH, wireGuestPreview, wireSharedSession } from './sharedSessionFixtures';

const LOAD = { timeout: 4000 };
const STATUS_DELAY_MS = 300;
const authAnswer = (status: 0 | 1, type: 'email' | 'preset') => ({
  status,
  type,
  access_token: 'a1',
  refresh_token: 'r1',
  email: 'ana@example.com',
  uid: 9,
});

/** The shared session answers the preview until tokens are stored, then the full page (the server tells by the token). */
function mockSharedSessionApp(answers: Record<string, MockAnswer>) {
  const api = mockApi({
    [SHARE_ENDPOINT]: () => ({ body: localStorage.getItem(STORAGE_KEYS.TOKENS) ? wireSharedSession() : wireGuestPreview() }),
    'GET /api/status-updates': { body: statusBundle([FEATURES.STEM_SUBJECT, FEATURES.SHARED_SESSION_POOL]) },
    ...answers,
  });
  // The status arrives after the sign-in's own navigation has settled, as over a real network: where that navigation
  // went (not a race with the status load) decides where the student lands.
  const answer = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (String(input).startsWith('/api/status-updates')) await new Promise((resolve) => setTimeout(resolve, STATUS_DELAY_MS));
    return answer(input, init);
  });
  return api;
}

async function fillEmailSteps(user: ReturnType<typeof userEvent.setup>, submit: 'Sign up now' | 'Log in now') {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }, LOAD), 'ana@example.com');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
  await user.click(screen.getByRole('button', { name: submit }));
}

async function expectBackOnTheSolution(router: ReturnType<typeof renderApp>['router']) {
  await waitFor(() => expect(router.state.location.pathname).toBe(SHARE_PATH), LOAD);
  expect(await screen.findByRole('timer', { name: 'Time left to view the solution' }, LOAD)).toBeInTheDocument();
  expect(screen.queryByTestId('shared-session-paywall')).not.toBeInTheDocument();
  // Used once: a later unknown path does not come back here.
  expect(sessionStorage.getItem(STORAGE_KEYS.REDIRECT_PATH)).toBeNull();
}

describe('signing in from a shared session returns to it', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('after an email sign-up (grade and terms), not to /guide', async () => {
    const user = userEvent.setup();
    mockSharedSessionApp({
      'POST /api/login': { body: { type: 'email', email: 'ana@example.com' } },
      'POST /api/identity-verifies': { body: authAnswer(0, 'email') },
      'POST /api/profile-updates': { body: {} },
      'POST /api/tos-agreements': { body: { ok: true } },
    });
    const { router } = renderApp({ path: SHARE_PATH });
    await user.click(await screen.findByRole('button', { name: 'Sign up with email' }, LOAD));
    await fillEmailSteps(user, 'Sign up now');
    await user.click(await screen.findByText('High School 12th'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('switch', { name: 'I agree to the Terms of Service and Privacy Policy' }));
    await user.click(screen.getByRole('button', { name: 'Complete Sign Up' }));
    await expectBackOnTheSolution(router);
  });

  it('after an email log-in', async () => {
    const user = userEvent.setup();
    mockSharedSessionApp({
      'POST /api/login': { body: { type: 'email', email: 'ana@example.com' } },
      'POST /api/identity-verifies': { body: authAnswer(1, 'email') },
    });
    const { router } = renderApp({ path: SHARE_PATH });
    await user.click(await screen.findByRole('tab', { name: 'Log in' }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Log in with email' }));
    await fillEmailSteps(user, 'Log in now');
    await expectBackOnTheSolution(router);
  });

  it('after a preset account log-in', async () => {
    const user = userEvent.setup();
    mockSharedSessionApp({
      'POST /api/preset-checks': { body: { status: 1, uid: 9, is_first_login: false } },
      'POST /api/preset-logins': { body: authAnswer(1, 'preset') },
    });
    const { router } = renderApp({ path: SHARE_PATH });
    await user.click(await screen.findByRole('tab', { name: 'Log in' }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Log in with a preset account' }));
    await user.type(await screen.findByRole('textbox', { name: 'Email or User ID' }, LOAD), 'ana@example.com{Enter}');
    await user.type(await screen.findByLabelText('Password', { selector: 'input' }), 'password123');
    await user.click(screen.getByRole('button', { name: 'Continue with preset account' }));
    await expectBackOnTheSolution(router);
  });

  it('after a social sign-in, which goes through the email screen with the provider', async () => {
    const user = userEvent.setup();
    mockSharedSessionApp({
      'GET /api/client-config': {
        body: { ...(await import('@photostudy/client/testing')).TEST_CLIENT_CONFIG, social_providers: ['google'] },
      },
      'POST /api/login': { body: { type: 'email', email: 'ana@example.com' } },
      'POST /api/identity-verifies': { body: authAnswer(1, 'email') },
    });
    const { router } = renderApp({ path: SHARE_PATH });
    await user.click(await screen.findByRole('button', { name: 'Continue with Google' }, LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email'));
    expect(router.state.location.state).toEqual({ mode: 'signup', provider: 'google' });
    expect(sessionStorage.getItem(STORAGE_KEYS.REDIRECT_PATH)).toBe(SHARE_PATH);
  });
});
