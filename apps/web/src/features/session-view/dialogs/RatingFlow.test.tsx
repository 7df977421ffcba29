import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockAnswer } from '../../../testing/mockApi';
import { renderWithProviders } from '../../../testing/renderApp';
import { appQuestion, WIRE_REASONS, wireQuestion } from './dialogTestData';
import { rememberBlockedPath, resetLeaveGuardStore } from './leaveGuardStore';
import { RatingFlow } from './RatingFlow';

/** The JSON bodies sent to one path, in order. */
function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith(path) && init?.method === 'POST')
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : null));
}

async function chooseStars(name: string) {
  await userEvent.click(await screen.findByRole('radio', { name }));
}

function setup(answers: Record<string, MockAnswer | (() => MockAnswer)>) {
  const api = mockApi({ 'GET /api/misc/setting': { body: { low_star_rating_reasons: WIRE_REASONS } }, ...answers });
  const onClose = vi.fn();
  const onReload = vi.fn();
  const utils = renderWithProviders(<RatingFlow question={appQuestion()} opened onClose={onClose} onReload={onReload} />, {
    path: '/my-sessions/41',
  });
  return { ...api, ...utils, onClose, onReload };
}

describe('RatingFlow', () => {
  beforeEach(() => resetLeaveGuardStore());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps Confirm disabled until a score is chosen; 4 stars go straight to the confirmation, then home', async () => {
    const { fetchMock, router } = setup({ 'POST /api/questions/41/rates': { body: { can_repost: false } } });
    expect(await screen.findByRole('dialog', { name: 'Rate your session' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await chooseStars('4 stars');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByRole('dialog', { name: 'Thanks for your feedback!' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/questions/41/rates')).toEqual([{ stage: 'rating', point: 4, reason: null }]);
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/misc/setting'))).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ask'));
  });

  it('retries the held-back navigation instead of going home', async () => {
    rememberBlockedPath('/storefront');
    const { router } = setup({ 'POST /api/questions/41/rates': { body: { can_repost: false } } });
    await chooseStars('5 stars');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/storefront'));
  });

  it('offers the free repost for 1 star, needs a reason, reposts and opens the new session', async () => {
    const { fetchMock, router, onReload } = setup({
      'POST /api/questions/41/rates': { body: { can_repost: true } },
      'POST /api/questions/41/reposts': { body: wireQuestion({ qid: 99, state: 'connecting', answered: false, discussion: null }) },
    });
    await chooseStars('1 star');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Get a free repost?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));

    expect(await screen.findByRole('dialog', { name: 'What went wrong?' })).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send us your feedback by email' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'The expert took too long' }));
    await userEvent.click(submit);

    expect(await screen.findByRole('button', { name: 'Go to my new session' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/questions/41/rates')).toEqual([
      { stage: 'rating', point: 1, reason: null },
      { stage: 'choosing_repost_option', point: 1, reason: null, is_repost: true },
      { stage: 'choosing_reason', point: 1, reason: { id: 2, content: '' }, is_repost: true },
    ]);
    expect(bodiesSentTo(fetchMock, '/api/questions/41/reposts')).toEqual([{ qid: 41 }]);
    await userEvent.click(screen.getByRole('button', { name: 'Go to my new session' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-sessions/99'));
    expect(router.state.location.state).toEqual({ showWaiting: true });
    expect(onReload).toHaveBeenCalled();
  });

  it('counts the Other text up to 500 and sends it trimmed; blank text cannot be sent', async () => {
    const { fetchMock } = setup({ 'POST /api/questions/41/rates': { body: { can_repost: false } } });
    await chooseStars('2 stars');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Other' }));

    expect(await screen.findByRole('dialog', { name: 'Tell us more' })).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Your feedback' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await userEvent.type(field, '   ');
    expect(screen.getByText('3/500')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(field, 'slow ');
    expect(screen.getByText('8/500')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await userEvent.click(submit);

    expect(await screen.findByRole('dialog', { name: 'Thanks for your feedback!' })).toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/questions/41/rates').at(-1)).toEqual({
      stage: 'choosing_reason',
      point: 2,
      reason: { id: 5, content: 'slow' },
      is_repost: false,
    });
  });

  it('stops the Other text at 500 characters', async () => {
    setup({ 'POST /api/questions/41/rates': { body: { can_repost: false } } });
    await chooseStars('1 star');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Other' }));
    const field = await screen.findByRole('textbox', { name: 'Your feedback' });
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(520));
    expect(screen.getByText('500/500')).toBeInTheDocument();
  });

  it('shows the server message in a toast when a stage fails', async () => {
    setup({ 'POST /api/questions/41/rates': { status: 409, body: { code: 'ALREADY_RATED', message: 'Question is already rated!' } } });
    await chooseStars('3 stars');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Question is already rated!')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Rate your session' })).toBeInTheDocument();
  });

  it('chooses the score with the arrow keys too, never below 1', async () => {
    setup({});
    const one = await screen.findByRole('radio', { name: '1 star' });
    one.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('shows the Spanish texts', async () => {
    mockApi();
    renderWithProviders(<RatingFlow question={appQuestion()} opened onClose={vi.fn()} onReload={vi.fn()} />, { language: 'es' });
    expect(await screen.findByRole('dialog', { name: 'Califica tu sesión' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  });
});
