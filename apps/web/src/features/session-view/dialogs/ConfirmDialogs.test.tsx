import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mockApi';
import { renderWithProviders } from '../../../testing/renderApp';
import { appQuestion, wireQuestion } from './dialogTestData';
import { ExitChatDialog } from './ExitChatDialog';
import { FlagConfirmDialog } from './FlagConfirmDialog';
import { logSessionEvent } from '../sessionLog';

vi.mock('../sessionLog', () => ({ logSessionEvent: vi.fn() }));

describe('exit and flag confirmations', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ends the session on confirmation and hands over the updated question', async () => {
    const { fetchMock } = mockApi({
      'POST /api/questions/41/ends': {
        body: wireQuestion({ discussion: { status: 'EXPIRED', duration: 1200, started: 1, flagged: false } }),
      },
    });
    const onEnded = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ExitChatDialog question={appQuestion()} opened onClose={onClose} onEnded={onEnded} />);
    expect(await screen.findByRole('dialog', { name: 'Exit chat?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'End session' }));
    await waitFor(() =>
      expect(onEnded).toHaveBeenCalledWith(
        expect.objectContaining({ qid: 41, discussion: expect.objectContaining({ status: 'EXPIRED' }) }),
      ),
    );
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([input, init]) => String(input).endsWith('/api/questions/41/ends') && init?.method === 'POST')).toBe(
      true,
    );
  });

  it('stays in the chat without calling the server', async () => {
    const { fetchMock } = mockApi();
    const onClose = vi.fn();
    renderWithProviders(<ExitChatDialog question={appQuestion()} opened onClose={onClose} onEnded={vi.fn()} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Stay in chat' }));
    expect(onClose).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/ends'))).toBe(false);
  });

  it('flags the expert, logs the event and hands over the flagged question', async () => {
    mockApi({
      'POST /api/questions/41/flags': {
        body: wireQuestion({ state: 'dead', discussion: { status: 'EXPIRED', duration: 1200, started: 1, flagged: true } }),
      },
    });
    const onFlagged = vi.fn();
    renderWithProviders(<FlagConfirmDialog question={appQuestion()} opened onClose={vi.fn()} onFlagged={onFlagged} />);
    expect(await screen.findByRole('dialog', { name: 'Flag your expert?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Flag expert' }));
    await waitFor(() => expect(onFlagged).toHaveBeenCalledWith(expect.objectContaining({ state: 'dead' })));
    expect(logSessionEvent).toHaveBeenCalledWith('expert_flagged', expect.objectContaining({ qid: 41 }));
  });

  it('shows the server message when the flag fails', async () => {
    mockApi({ 'POST /api/questions/41/flags': { status: 409, body: { code: 'CONFLICT', message: 'There is no expert to flag yet.' } } });
    const onFlagged = vi.fn();
    renderWithProviders(<FlagConfirmDialog question={appQuestion()} opened onClose={vi.fn()} onFlagged={onFlagged} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Flag expert' }));
    expect(await screen.findByText('There is no expert to flag yet.')).toBeInTheDocument();
    expect(onFlagged).not.toHaveBeenCalled();
  });
});
