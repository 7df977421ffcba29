import { ERRORS } from '@photostudy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/ApiError';
import type { QuestionItem } from '../../lib/api/expertApi';
import { renderConsole } from '../../testing/render';
import { QueueView } from './QueueView';

function question(qid: number, title: string): QuestionItem {
  const now = Math.floor(Date.now() / 1000);
  return {
    qid,
    tid: 1,
    title,
    subjectTitle: 'Algebra',
    state: 'connecting',
    answered: false,
    answerPoint: 0,
    flagged: false,
    flagReason: null,
    created: now - 90,
    updated: now - 90,
    author: { uid: 7, name: 'Ana', avatar: null },
    expert: null,
    expertInfo: null,
    discussion: null,
    typingMessage: null,
    previousQuestionIds: [],
    allowSpreadsheet: false,
    isSheetReady: false,
    sheetUrl: null,
    attachmentUrl: null,
    attachmentSize: null,
    lang: 'en',
    metaData: { mindset: { title: 'Check my answer' } },
  };
}

function renderQueue(claim: (qid: number) => Promise<unknown>) {
  const handlers = { onClaimed: vi.fn(), onConflict: vi.fn(), onHide: vi.fn() };
  renderConsole(<QueueView questions={[question(1, 'Solve $x^2=4$')]} isLoaded isOnline isBusy={false} claim={claim} {...handlers} />);
  return handlers;
}

describe('QueueView', () => {
  it('renders the description with math and the waiting time', () => {
    renderQueue(() => Promise.resolve());
    expect(screen.getByTestId('queue-item').querySelector('.katex')).not.toBeNull();
    expect(screen.getByText('Waiting 1m')).toBeInTheDocument();
  });

  it('says another expert was faster when the claim answers QUESTION_TAKEN', async () => {
    const taken = new ApiError(409, { code: ERRORS.QUESTION_TAKEN.code, message: ERRORS.QUESTION_TAKEN.message });
    const handlers = renderQueue(() => Promise.reject(taken));
    await userEvent.click(within(screen.getByTestId('queue-item')).getByRole('button', { name: /^Claim/ }));
    expect(await screen.findByText('Another expert was faster')).toBeInTheDocument();
    expect(handlers.onConflict).toHaveBeenCalled();
    expect(handlers.onClaimed).not.toHaveBeenCalled();
  });

  it('opens the session after a won claim, also with the c shortcut', async () => {
    const claim = vi.fn(() => Promise.resolve());
    const handlers = renderQueue(claim);
    await userEvent.keyboard('c');
    await waitFor(() => expect(handlers.onClaimed).toHaveBeenCalledWith(1));
    expect(claim).toHaveBeenCalledWith(1);
  });

  it('names the subject and mindset in Spanish, in the list and the preview; an unknown subject keeps its title', async () => {
    const known = { ...question(1, 'Resuelve x'), metaData: { mindset: { title: 'I want to check my answer' } } };
    const unknown = { ...question(2, 'Name the stars'), tid: 42, subjectTitle: 'Astronomy' };
    const handlers = { onClaimed: vi.fn(), onConflict: vi.fn(), onHide: vi.fn() };
    renderConsole(
      <QueueView questions={[known, unknown]} isLoaded isOnline isBusy={false} claim={() => Promise.resolve()} {...handlers} />,
      'es',
    );
    const [first, second] = screen.getAllByTestId('queue-item');
    expect(within(first!).getByText('Álgebra')).toBeInTheDocument();
    expect(within(first!).getByText('Quiero comprobar mi respuesta')).toBeInTheDocument();
    expect(within(first!).queryByText('Algebra')).toBeNull();
    expect(within(second!).getByText('Astronomy')).toBeInTheDocument();
    await userEvent.click(within(first!).getByRole('button', { name: 'Vista previa' }));
    expect(await screen.findByRole('dialog', { name: 'Álgebra' })).toBeInTheDocument();
  });
});
