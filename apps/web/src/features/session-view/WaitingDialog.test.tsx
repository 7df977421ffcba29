import type { Question } from '@photostudy/contracts';
import { clearToasts } from '@photostudy/ui';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, statusBundle, type MockAnswer } from '../../testing/mockApi';
import { asQuestion, wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { WaitingDialog } from './WaitingDialog';

const WAITING = { state: 'connecting', answered: false, expert: null, expert_info: null, discussion: null, messages: [] };
const WITHDRAWN = { ...WAITING, state: 'dead', end_reason: 'student_end', refunded: true };
const WITHDRAWALS = 'POST /api/questions/100/withdrawals';

function setup(
  options: {
    answer?: MockAnswer | (() => MockAnswer);
    question?: Record<string, unknown>;
    isFailed?: boolean;
    language?: 'en' | 'es';
  } = {},
) {
  const api = mockApi({
    [WITHDRAWALS]: options.answer ?? { body: wireQuestion(WITHDRAWN) },
    'GET /api/status-updates': { body: statusBundle([]) },
  });
  const handlers = {
    onClose: vi.fn(),
    onWithdrawn: vi.fn<(answer: Question) => void>(),
    onQuestionChange: vi.fn<(answer: Question) => void>(),
  };
  const utils = renderWithProviders(
    <WaitingDialog
      isOpen
      isFailed={options.isFailed ?? false}
      question={asQuestion(wireQuestion({ ...WAITING, ...options.question }))}
      {...handlers}
    />,
    { language: options.language },
  );
  const calls = (method: string, path: string) =>
    api.fetchMock.mock.calls.filter(([input, init]) => String(input).split('?')[0] === path && (init?.method ?? 'GET') === method);
  return { ...utils, ...handlers, api, calls };
}

/** Opens the confirm step and confirms the withdrawal. */
async function withdrawWithConfirm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw question' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
}

describe('waiting dialog: withdrawing the question', () => {
  afterEach(() => {
    act(() => clearToasts());
    vi.unstubAllGlobals();
  });

  it('names the expert who claimed the question before the session starts, in both languages', async () => {
    const claimed = { state: 'connecting', expert: { uid: 7, name: 'Maya Chen', avatar: null } };
    setup({ question: claimed });
    const dialog = await screen.findByRole('dialog', { name: 'Your expert is getting ready' });
    expect(within(dialog).getByText('Maya Chen took your question and will start the session shortly.')).toBeInTheDocument();
  });

  it('names the claiming expert in Spanish', async () => {
    setup({ question: { state: 'connecting', expert: { uid: 7, name: 'Maya Chen', avatar: null } }, language: 'es' });
    const dialog = await screen.findByRole('dialog', { name: 'Tu experto se está preparando' });
    expect(within(dialog).getByText('Maya Chen tomó tu pregunta y empezará la sesión en breve.')).toBeInTheDocument();
  });

  it('offers "Withdraw question" next to OK while waiting', async () => {
    setup();
    const dialog = await screen.findByRole('dialog', { name: 'Finding your expert' });
    expect(within(dialog).getByText('Your chat session will not end before 10 minutes.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Withdraw question' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeEnabled();
  });

  it('offers no withdrawal once the match failed, and tells a withdrawn question from a failed match', async () => {
    const failed = setup({ isFailed: true, question: { state: 'dead', refunded: true } });
    const dialog = await screen.findByRole('dialog', { name: 'Match failed' });
    expect(within(dialog).queryByRole('button', { name: 'Withdraw question' })).toBeNull();
    failed.unmount();

    setup({ isFailed: true, question: WITHDRAWN });
    const withdrawn = await screen.findByRole('dialog', { name: 'Question withdrawn' });
    expect(within(withdrawn).getByText('You withdrew this question. Your session was returned to your balance.')).toBeInTheDocument();
    expect(within(withdrawn).queryByRole('button', { name: 'Withdraw question' })).toBeNull();
  });

  it('asks first, and "Keep waiting" goes back without calling the server', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw question' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw this question?' });
    expect(within(confirm).getByText('Your session is given back to your balance.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep waiting' }));
    expect(await screen.findByRole('dialog', { name: 'Finding your expert' })).toBeInTheDocument();
    expect(calls('POST', '/api/questions/100/withdrawals')).toHaveLength(0);
  });

  it('works from the keyboard: focus moves to "Keep waiting" and back, Enter confirms', async () => {
    const { calls, onWithdrawn } = setup();
    const withdrawButton = await screen.findByRole('button', { name: 'Withdraw question' });
    act(() => withdrawButton.focus());
    await userEvent.keyboard('{Enter}');
    const keepWaiting = await screen.findByRole('button', { name: 'Keep waiting' });
    await waitFor(() => expect(keepWaiting).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Withdraw question' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep waiting' })).toHaveFocus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalledTimes(1));
    expect(calls('POST', '/api/questions/100/withdrawals')).toHaveLength(1);
  });

  it('withdraws on confirmation: one call, the refund told, the balance reloaded, the caller leaves the chat', async () => {
    const { calls, onWithdrawn, onQuestionChange, onClose } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw question' }));
    // A double click still sends one withdrawal.
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalledTimes(1));
    expect(onWithdrawn.mock.calls[0]![0]).toMatchObject({ qid: 100, state: 'dead', endReason: 'student_end', refunded: true });
    expect(await screen.findByText('Question withdrawn. Your session was returned to your balance.')).toBeInTheDocument();
    expect(calls('POST', '/api/questions/100/withdrawals')).toHaveLength(1);
    await waitFor(() => expect(calls('GET', '/api/status-updates')).toHaveLength(1));
    expect(onQuestionChange).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says nothing comes back for a free repost', async () => {
    const { onWithdrawn } = setup({
      question: { is_repost: true },
      answer: { body: wireQuestion({ ...WITHDRAWN, is_repost: true, refunded: false }) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw question' }));
    expect(await screen.findByText('This free repost cost you nothing, so nothing comes back to your balance.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Question withdrawn.')).toBeInTheDocument();
  });

  it('closes on the live chat when an expert started the session first, and refunds nothing', async () => {
    const started = wireQuestion({
      messages: [],
      answered: false,
      discussion: { status: 'STARTED', duration: 1200, started: 1, flagged: false },
    });
    const { onWithdrawn, onQuestionChange, onClose, calls } = setup({ answer: { body: started } });
    await withdrawWithConfirm();
    await waitFor(() => expect(onQuestionChange).toHaveBeenCalledTimes(1));
    expect(onQuestionChange.mock.calls[0]![0]).toMatchObject({ state: 'in_progress', discussion: { status: 'STARTED' } });
    expect(onClose).toHaveBeenCalled();
    expect(onWithdrawn).not.toHaveBeenCalled();
    expect(await screen.findByText('An expert has just taken your question.')).toBeInTheDocument();
    expect(screen.queryByText('Question withdrawn. Your session was returned to your balance.')).toBeNull();
    expect(calls('GET', '/api/status-updates')).toHaveLength(0);
  });

  it('hands over a question whose match failed meanwhile, so that the dialog says so', async () => {
    const dead = wireQuestion({ ...WAITING, state: 'dead', refunded: true, end_reason: null });
    const { onWithdrawn, onQuestionChange, onClose } = setup({ answer: { body: dead } });
    await withdrawWithConfirm();
    await waitFor(() => expect(onQuestionChange).toHaveBeenCalledWith(expect.objectContaining({ state: 'dead', endReason: null })));
    expect(onWithdrawn).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the catalogued message when the call fails and keeps the confirm usable for a retry', async () => {
    const { api, calls, onWithdrawn } = setup({
      answer: { status: 404, body: { code: 'SESSION_NOT_FOUND', message: 'Session not found' } },
    });
    await withdrawWithConfirm();
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    const confirm = screen.getByRole('dialog', { name: 'Withdraw this question?' });
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Withdraw' })).toBeEnabled());
    expect(within(confirm).getByRole('button', { name: 'Keep waiting' })).toBeEnabled();
    expect(onWithdrawn).not.toHaveBeenCalled();

    api.answers[WITHDRAWALS] = { body: wireQuestion(WITHDRAWN) };
    await userEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalledTimes(1));
    expect(calls('POST', '/api/questions/100/withdrawals')).toHaveLength(2);
  });

  it('shows the general message when the network fails', async () => {
    const { onWithdrawn } = setup({
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await withdrawWithConfirm();
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Withdraw this question?' })).toBeInTheDocument();
    expect(onWithdrawn).not.toHaveBeenCalled();
  });

  it('speaks Spanish', async () => {
    setup({ language: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retirar pregunta' }));
    const confirm = await screen.findByRole('dialog', { name: '¿Retirar esta pregunta?' });
    expect(within(confirm).getByText('La sesión se devuelve a tu saldo.')).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Seguir esperando' })).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Retirar' }));
    expect(await screen.findByText('Pregunta retirada. La sesión se devolvió a tu saldo.')).toBeInTheDocument();
  });
});
