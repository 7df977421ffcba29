import { clearToasts } from '@photostudy/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, statusBundle } from '../../testing/mockApi';
import { asQuestion, wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { LiveChat } from './LiveChat';

// The chat's other dialogs are tested on their own.
vi.mock('./dialogs', () => ({
  RatingFlow: () => null,
  FlagConfirmDialog: () => null,
  ExitChatDialog: () => null,
  useLeaveGuard: () => undefined,
}));

const WAITING = { state: 'connecting', answered: false, expert: null, expert_info: null, discussion: null, messages: [] };

function setup(answer: Record<string, unknown>, question: Record<string, unknown> = {}) {
  const wire = wireQuestion({ ...WAITING, ...question });
  mockApi({
    'GET /api/questions/100': { body: wire },
    'POST /api/questions/100/withdrawals': { body: wireQuestion(answer) },
    'GET /api/status-updates': { body: statusBundle([]) },
  });
  const refreshConfig = vi.fn();
  const utils = renderWithProviders(
    <LiveChat initialQuestion={asQuestion(wire)} openQid={100} refreshConfig={refreshConfig} isWaitingInitially />,
    { path: '/my-sessions/100' },
  );
  return { ...utils, refreshConfig };
}

async function withdraw() {
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw question' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
}

describe('live chat: withdrawing from the waiting dialog', () => {
  afterEach(() => {
    act(() => clearToasts());
    vi.unstubAllGlobals();
  });

  it('refreshes the ask config and goes back to the ask page of the subject once withdrawn', async () => {
    const { router, refreshConfig } = setup({ ...WAITING, state: 'dead', end_reason: 'student_end', refunded: true });
    await withdraw();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ask/stem'));
    expect(refreshConfig).toHaveBeenCalled();
  });

  it('goes back to the Business ask page for a Business question', async () => {
    const { router } = setup(
      { ...WAITING, state: 'dead', end_reason: 'student_end', refunded: true, allow_spreadsheet: true },
      { allow_spreadsheet: true },
    );
    await withdraw();
    await waitFor(() => expect(router.state.location.pathname).toBe('/ask/business'));
  });

  it('stays in the chat, now live, when an expert started it first', async () => {
    const { router } = setup({ messages: [], answered: false });
    await withdraw();
    expect(await screen.findByText('An expert has just taken your question.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Finding your expert|Withdraw this question/ })).toBeNull());
    expect(await screen.findByTestId('chat-title')).toHaveTextContent('Chat with Maria');
    expect(router.state.location.pathname).toBe('/my-sessions/100');
  });
});
