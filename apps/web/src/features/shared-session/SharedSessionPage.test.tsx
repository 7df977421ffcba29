import { ERRORS } from '@photostudy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';
import { SHARE_ENDPOINT, SHARE_PATH, wireExpiredSession, wireGuestPreview, wireSharedSession, wireSolver } from './sharedSessionFixtures';

const LOAD = { timeout: 3000 };

function logIn() {
  localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
}

function renderShared(answer: MockAnswer | (() => MockAnswer), options: { language?: 'en' | 'es' } = {}) {
  const api = mockApi({ [SHARE_ENDPOINT]: answer });
  const utils = renderApp({ path: SHARE_PATH, ...options });
  return { ...api, ...utils };
}

function sharedCalls(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/misc/shared-sessions/'));
}

describe('shared session page (/sessions/:code)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the loader until the answer, then the title, the countdown, the bot and the chat to a logged-in viewer', async () => {
    logIn();
    const { fetchMock } = renderShared({ body: wireSharedSession() });
    expect(await screen.findByRole('status', { name: 'Loading the solution…' }, LOAD)).toBeInTheDocument();

    // jsdom cannot compute names through KaTeX's MathML, so the title is found by its test id.
    const title = await screen.findByTestId('shared-session-title', {}, LOAD);
    expect(title.tagName).toBe('H1');
    expect(title).toHaveTextContent(/^Solve/);
    expect(title.querySelector('.katex')).not.toBeNull();
    expect(screen.getByText('Algebra with Maya Chen', { exact: false })).toBeInTheDocument();
    const timer = screen.getByRole('timer', { name: 'Time left to view the solution' });
    expect(timer).toHaveTextContent(/^(24:00:00|23:59:5\d)$/);
    expect(screen.getByTestId('shared-session')).toHaveAttribute('data-screen', 'NORMAL');

    const chat = screen.getByRole('list', { name: 'Chat messages' });
    expect(within(chat).getAllByTestId('shared-message')).toHaveLength(4);
    expect(within(chat).getByText('Student')).toBeInTheDocument();
    expect(within(chat).getAllByText('Maya Chen')).toHaveLength(2);
    expect(within(chat).getByRole('img', { name: 'Attachment' })).toHaveAttribute('src', 'https://files.test/work.png');
    expect(within(chat).getByText('The session has ended.')).toBeInTheDocument();
    expect(screen.queryByTestId('shared-session-paywall')).not.toBeInTheDocument();

    const [, init] = sharedCalls(fetchMock)[0]!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer a');
    await expectNoSeriousAxeViolations();
  });

  it('steps through the solution with Next step, then Show all, and highlights the checked answer', async () => {
    logIn();
    const user = userEvent.setup();
    renderShared({ body: wireSharedSession() });
    const bot = await screen.findByRole('log', { name: 'Solution chat' }, LOAD);
    expect(within(bot).getByText("Hi! I'm the PhotoStudy tutor bot. Let's solve this together, one step at a time.")).toBeInTheDocument();
    expect(within(bot).getByText('Here is the problem as I read it:')).toBeInTheDocument();
    expect(within(bot).getAllByTestId('solver-step')).toHaveLength(1);
    expect(within(bot).getByText('Step 1 of 3')).toBeInTheDocument();
    expect(within(bot).getByText('Factor the left side.')).toBeInTheDocument();
    expect(within(bot).queryByTestId('solver-answer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(within(bot).getAllByTestId('solver-step')).toHaveLength(2);
    expect(within(bot).getByText('Step 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next step' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(within(bot).getAllByTestId('solver-step')).toHaveLength(3);
    expect(within(bot).getByText('Step 3 of 3')).toBeInTheDocument();
    const answer = within(bot).getByTestId('solver-answer');
    expect(within(answer).getByText('Final answer')).toBeInTheDocument();
    expect(within(answer).getByText('Checked by substitution')).toBeInTheDocument();
    expect(answer.querySelector('.katex')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show all' })).not.toBeInTheDocument();
    // The buttons went away: focus is on the step that appeared first, not lost.
    expect(within(bot).getAllByTestId('solver-step')[2]).toHaveFocus();
    await expectNoSeriousAxeViolations();
  });

  it("speaks the session's language in the bot and the interface language around it", async () => {
    logIn();
    const spanish = wireSharedSession();
    renderShared({ body: { ...spanish, question: { ...spanish.question, lang: 'es' } } });
    const bot = await screen.findByRole('log', { name: 'Chat de la solución' }, LOAD);
    expect(within(bot).getByText('Paso 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente paso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar todo' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Step-by-step solution' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Time left to view the solution' })).toBeInTheDocument();
  });

  it('says when the solver declined and points to the chat', async () => {
    logIn();
    renderShared({ body: wireSharedSession({ solver: wireSolver({ steps: [], answer_latex: null, latex: null, declined: true }) }) });
    expect(
      await screen.findByText("I can't solve this one step by step. The expert's chat below is the solution.", {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('shared-message')).toHaveLength(4);
  });

  it('shows a guest the preview, then the paywall whose ways in remember this page first', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = renderShared({ body: wireGuestPreview() });
    const paywall = await screen.findByTestId('shared-session-paywall', {}, LOAD);
    expect(screen.getAllByTestId('shared-message')).toHaveLength(2);
    expect(screen.getAllByTestId('solver-step')).toHaveLength(1);
    expect(screen.getByText('Step 1')).toBeInTheDocument();
    expect(screen.getByText('Sign up or log in to see the remaining steps and the final answer.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next step' })).not.toBeInTheDocument();
    expect(within(paywall).getByRole('heading', { level: 2, name: 'See the whole solution for free' })).toBeInTheDocument();
    expect(within(paywall).getByRole('tab', { name: 'Sign up', selected: true })).toBeInTheDocument();
    expect(within(paywall).getByRole('button', { name: 'Sign up with email' })).toBeVisible();
    expect(within(paywall).getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    expect(within(paywall).getByRole('button', { name: 'Sign up with a preset account' })).toBeVisible();
    expect((sharedCalls(fetchMock)[0]![1]?.headers as Record<string, string>).Authorization).toBeUndefined();
    await expectNoSeriousAxeViolations();

    await user.click(within(paywall).getByRole('tab', { name: 'Log in' }));
    await user.click(within(paywall).getByRole('button', { name: 'Log in with a preset account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/preset'));
    expect(router.state.location.state).toEqual({ mode: 'login' });
    expect(sessionStorage.getItem(STORAGE_KEYS.REDIRECT_PATH)).toBe(SHARE_PATH);
  });

  it('sends a guest to email sign-up from the paywall', async () => {
    const user = userEvent.setup();
    const { router } = renderShared({ body: wireGuestPreview() });
    await user.click(await screen.findByRole('button', { name: 'Sign up with email' }, LOAD));
    await waitFor(() => expect(router.state.location.pathname).toBe('/email'));
    expect(router.state.location.state).toEqual({ mode: 'signup' });
    expect(sessionStorage.getItem(STORAGE_KEYS.REDIRECT_PATH)).toBe(SHARE_PATH);
  });

  it('counts down each second and turns EXPIRED at 0 once the server confirms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    const nowS = Math.floor(Date.now() / 1000);
    let isOver = false;
    const { fetchMock } = renderShared(() => ({
      body: isOver ? wireExpiredSession() : wireSharedSession({ expired_time: nowS + 3 }, nowS),
    }));
    const timer = await screen.findByRole('timer', {}, LOAD);
    const start = Number(timer.textContent?.slice(-2));
    expect(start).toBeLessThanOrEqual(3);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(Number(screen.getByRole('timer').textContent?.slice(-2))).toBeLessThan(start);
    isOver = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Oops! Your timer is up!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('shared-session')).toHaveAttribute('data-screen', 'EXPIRED');
    expect(sharedCalls(fetchMock)).toHaveLength(2);
    expect(screen.queryByTestId('shared-message')).not.toBeInTheDocument();
  });

  it("shows the EXPIRED page with 'Share with a friend' copying this page's link for 2 s and 'Ask your own question'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    logIn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderShared({ body: wireExpiredSession() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Your timer is up!' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Solve', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask your own question' })).toHaveAttribute('href', '/ask');
    await expectNoSeriousAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Share with a friend' }));
    const tooltip = screen.getByTestId('copied-tooltip');
    await waitFor(() => expect(tooltip).toHaveTextContent('Copied to clipboard'));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${SHARE_PATH}`);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(tooltip).toHaveTextContent('');
  });

  it('shows the invalid-link page for code 1, Back to Home leading to /settings when logged in', async () => {
    logIn();
    renderShared({ status: 404, body: { code: ERRORS.INVALID_SHARED_SESSION.code, message: 'Sorry! This link is invalid!' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sorry! This link is invalid!' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/settings');
    expect(screen.getByTestId('shared-session')).toHaveAttribute('data-screen', 'NOT_FOUND');
    await expectNoSeriousAxeViolations();
  });

  it("leads a guest's Back to Home to the landing page and does not remember an invalid link", async () => {
    renderShared({ status: 404, body: { code: ERRORS.INVALID_SHARED_SESSION.code, message: 'Sorry! This link is invalid!' } });
    expect(await screen.findByRole('link', { name: 'Back to Home' }, LOAD)).toHaveAttribute('href', '/');
    expect(sessionStorage.getItem(STORAGE_KEYS.REDIRECT_PATH)).toBeNull();
  });

  it('tells an account without the shared session pool that the page is not available', async () => {
    logIn();
    renderShared({
      status: 403,
      body: { code: ERRORS.SHARED_SESSION_NOT_AVAILABLE.code, message: ERRORS.SHARED_SESSION_NOT_AVAILABLE.message },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'This solution is not available' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask your own question' })).toHaveAttribute('href', '/ask');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/settings');
  });

  it('offers a retry when the server could not be asked', async () => {
    const user = userEvent.setup();
    let isDown = true;
    renderShared(() => (isDown ? { status: 503, body: { code: 'APPLICATION_ERROR', message: 'Down' } } : { body: wireGuestPreview() }));
    expect(await screen.findByText('Something went wrong.', {}, LOAD)).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('shared-session-paywall', {}, LOAD)).toBeInTheDocument();
  });

  it('shows the page chrome in Spanish', async () => {
    logIn();
    renderShared({ body: wireSharedSession() }, { language: 'es' });
    expect(await screen.findByRole('timer', { name: 'Tiempo restante para ver la solución' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Solución paso a paso' })).toBeInTheDocument();
    // The session is in English: so is its bot.
    expect(screen.getByRole('button', { name: 'Next step' })).toBeInTheDocument();
  });
});
