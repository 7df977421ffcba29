import { toCamelDeep, type StatusBundle } from '@photostudy/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, statusBundle } from '../../testing/mockApi';
import { STUDENT_UID, asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { HistoryView } from './HistoryView';

const ENDED = { status: 'EXPIRED', duration: 1200, started: 1_700_000_000, flagged: false };
const SAMPLE_AUTHOR = { uid: 3, name: 'Sample student', avatar: null };

function renderHistory({
  question = {},
  isSample = false,
  language = 'en' as 'en' | 'es',
}: { question?: Record<string, unknown>; isSample?: boolean; language?: 'en' | 'es' } = {}) {
  mockApi();
  const bundle = toCamelDeep(statusBundle(['stem-subject'])) as unknown as StatusBundle;
  const initial = asQuestion(
    wireQuestion({
      title: 'Factor the polynomial',
      state: 'explained',
      answer_point: 5,
      discussion: ENDED,
      messages: [
        wireMessage({ mid: 1, sender: { uid: (question.author as { uid: number } | undefined)?.uid ?? STUDENT_UID }, body: 'my attempt' }),
        wireMessage({ mid: 2, body: 'Good start' }),
      ],
      ...question,
    }),
  );
  return renderWithProviders(<HistoryView initialQuestion={initial} isSample={isSample} canAsk />, {
    path: isSample ? '/sample-sessions/100' : '/my-sessions/100',
    state: { app: { status: 'succeeded', hasLoadedOnce: true, bundle } },
    language,
  });
}

describe('history view of a sample session (issue 17, defect 11)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/sample-sessions', true],
    ['/my-sessions (someone else’s session)', false],
  ])("at %s calls it 'Sample session', shows no stars of the viewer's own and names its student 'Student'", async (_, isSample) => {
    renderHistory({ isSample, question: { author: SAMPLE_AUTHOR } });
    expect(screen.getByRole('heading', { name: 'Sample session: Factor the polynomial' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /My Session/ })).toBeNull();
    const banner = screen.getByTestId('session-banner');
    expect(within(banner).getByText('Sample session')).toBeInTheDocument();
    expect(within(banner).queryByText('Rating')).toBeNull();
    expect(within(banner).queryByRole('img', { name: '5 of 5 stars' })).toBeNull();
    expect(screen.queryByText('You')).toBeNull();
    expect(within(screen.getAllByTestId('chat-message')[0]!).getByText('Student')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoSeriousAxeViolations();
  });

  it('says it in Spanish', () => {
    renderHistory({ isSample: true, question: { author: SAMPLE_AUTHOR }, language: 'es' });
    expect(screen.getByRole('heading', { name: 'Sesión de ejemplo: Factor the polynomial' })).toBeInTheDocument();
    expect(within(screen.getByTestId('session-banner')).getByText('Sesión de ejemplo')).toBeInTheDocument();
    expect(within(screen.getByTestId('chat-question')).getByText('Estudiante')).toBeInTheDocument();
  });

  it("keeps the student's own session 'My Session' with its stars and 'You'", () => {
    renderHistory();
    expect(screen.getByRole('heading', { name: 'My Session: Factor the polynomial' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
    expect(within(screen.getAllByTestId('chat-message')[0]!).getByText('You')).toBeInTheDocument();
    expect(screen.queryByTestId('sample-badge')).toBeNull();
  });
});

describe('history view of the question (issue 17, defect 6)', () => {
  it("shows the student's question, text and image, before the chat", () => {
    renderHistory({ question: { attachment_url: '/api/files/5?sig=h' } });
    const log = screen.getByRole('log');
    const first = log.querySelector('[data-testid="chat-question"], [data-testid="chat-message"]');
    expect(first).toHaveAttribute('data-testid', 'chat-question');
    expect(first).toHaveTextContent('Factor the polynomial');
    expect(within(first as HTMLElement).getByRole('img', { name: 'Question image' })).toHaveAttribute('src', '/api/files/5?sig=h');
  });
});
