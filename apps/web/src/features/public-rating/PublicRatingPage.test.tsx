import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderApp } from '../../testing/renderApp';

const TOKEN = 'rt_0123456789abcdefghij';
const LOAD = { timeout: 3000 };
const PROBLEM = 'GET /api/es/askers/me/problem';
const RATE = 'POST /api/es/problems/rates';

function ratingProblem(overrides: Record<string, unknown> = {}) {
  return { id: 12, description: 'Please check the grammar of my essay.', delivered: 1_700_000_000, rating_point: 0, ...overrides };
}

function renderRating(
  answers: Record<string, MockAnswer | (() => MockAnswer)> = {},
  path = `/rating?token=${TOKEN}`,
  language: 'en' | 'es' = 'en',
) {
  const api = mockApi({ [PROBLEM]: { body: ratingProblem() }, [RATE]: { body: { ok: true } }, ...answers });
  const utils = renderApp({ path, language });
  return { ...api, ...utils };
}

function ratePosts(fetchMock: ReturnType<typeof mockApi>['fetchMock']) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === '/api/es/problems/rates' && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
}

describe('public rating page (/rating?token=)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('loads the problem of the token, then rates it: 1-2 stars need a reason, 3 or more clear it', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderRating();
    expect(await screen.findByRole('status', { name: 'Loading your review...' }, LOAD)).toBeInTheDocument();
    expect(await screen.findByText('Please check the grammar of my essay.', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rate Your Session' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url) === `/api/es/askers/me/problem?token=${TOKEN}`)).toBe(true);
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '2 stars' }));
    expect(screen.getByRole('radiogroup', { name: /What went wrong\?/ })).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Took too long' }));
    expect(confirm).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(screen.queryByRole('radio', { name: 'Took too long' })).not.toBeInTheDocument();
    expect(confirm).toBeEnabled();
    // Back to a low score: the reason was cleared by the 4 stars, so it must be chosen again.
    await user.click(screen.getByRole('radio', { name: '1 star' }));
    expect(screen.getByRole('radio', { name: 'Took too long' })).not.toBeChecked();
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Bad explanation' }));
    await expectNoSeriousAxeViolations();
    await user.click(confirm);

    expect(await screen.findByRole('heading', { name: 'Thanks for rating!' })).toBeInTheDocument();
    expect(ratePosts(fetchMock)).toEqual([{ token: TOKEN, point: 1, reason: 4 }]);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('sends reason 0 with 3 stars or more, chosen with the keyboard', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderRating();
    const first = await screen.findByRole('radio', { name: '1 star' }, LOAD);
    first.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Thanks for rating!' })).toBeInTheDocument();
    expect(ratePosts(fetchMock)).toEqual([{ token: TOKEN, point: 4, reason: 0 }]);
  });

  it("says 'Question is already rated!' when the problem has a rating", async () => {
    renderRating({ [PROBLEM]: { body: ratingProblem({ rating_point: 5 }) } });
    expect(await screen.findByRole('heading', { name: 'Question is already rated!' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it("turns an ALREADY_RATED answer into 'Question is already rated!'", async () => {
    const user = userEvent.setup();
    renderRating({ [RATE]: { status: 409, body: { code: 'ALREADY_RATED', message: 'Question is already rated!' } } });
    await user.click(await screen.findByRole('radio', { name: '5 stars' }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Question is already rated!' })).toBeInTheDocument();
  });

  it('shows other rating errors in a toast with the server message and stays on RATING', async () => {
    const user = userEvent.setup();
    renderRating({ [RATE]: { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait and try again.' } } });
    await user.click(await screen.findByRole('radio', { name: '3 stars' }, LOAD));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Too many attempts. Please wait and try again.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rate Your Session' })).toBeInTheDocument();
  });

  it('shows ERROR with a way home for an invalid or expired link', async () => {
    renderRating({
      [PROBLEM]: { status: 404, body: { code: 'WRITING_RATING_LINK_INVALID', message: 'This rating link is invalid or has expired.' } },
    });
    expect(await screen.findByRole('heading', { name: 'Oops!' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('This rating link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectNoSeriousAxeViolations();
  });

  it('asks nothing without a token', async () => {
    const { fetchMock } = renderRating({}, '/rating');
    expect(await screen.findByText('This rating link is invalid or has expired.', {}, LOAD)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/es/askers'))).toBe(false);
  });

  it('offers a retry when the server cannot be reached', async () => {
    const user = userEvent.setup();
    let isUp = false;
    renderRating({
      [PROBLEM]: () => (isUp ? { body: ratingProblem() } : { status: 503, body: { code: 'APPLICATION_ERROR', message: 'x' } }),
    });
    expect(await screen.findByText('Something went wrong.', {}, LOAD)).toBeInTheDocument();
    isUp = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm' }, LOAD)).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderRating({}, `/rating?token=${TOKEN}`, 'es');
    await user.click(await screen.findByRole('radio', { name: '2 estrellas' }, LOAD));
    expect(screen.getByRole('heading', { name: 'Califica tu sesión' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Mala explicación' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Tardó demasiado' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('heading', { name: '¡Gracias por calificar!' })).toBeInTheDocument();
  });
});
