import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { MySessionsPage } from './MySessionsPage';

/** A busy machine renders slowly: pages may take longer than testing-library's one second to show. */
const LOAD = { timeout: 5000 };

const NOW_S = Math.floor(Date.now() / 1000);

function row(qid: number, overrides: Record<string, unknown> = {}) {
  return wireQuestion({
    qid,
    title: `Question number ${qid}`,
    state: 'explained',
    answer_point: 4,
    created: NOW_S - 300,
    updated: NOW_S - 200,
    expert: { uid: 9, name: 'Maya Chen', avatar: null },
    expert_info: null,
    discussion: { status: 'EXPIRED', duration: 1200, started: NOW_S - 280, flagged: false },
    ...overrides,
  });
}

/** Answers the pages in order. */
function pages(...answers: MockAnswer[]) {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)] as MockAnswer;
}

describe('MySessionsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows title, subject, time ago and the label of each state, and opens a session', async () => {
    const rows = [
      row(6, { state: 'connecting', answered: false, discussion: null, expert: null }),
      row(5, { state: 'in_progress', discussion: { status: 'STARTED', duration: 1200, started: NOW_S - 60, flagged: false } }),
      row(4, { flagged: true }),
      row(3, { state: 'dead', answered: false, discussion: { status: 'EXPIRED', duration: 1200, started: NOW_S - 100, flagged: true } }),
      row(2, { state: 'dead', answered: false }),
      row(1, { state: 'dead', answered: false, discussion: null, expert: null, created: NOW_S - 2 * 365 * 86_400 }),
      row(7, { subject_title: 'Physics' }),
    ];
    mockApi({ 'GET /api/questions': { body: { questions: rows } } });
    const { router } = renderWithProviders(<MySessionsPage />, { path: '/my-sessions' });
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const labels = within(list)
      .getAllByTestId('session-label')
      .map((label) => label.textContent);
    expect(labels).toEqual([
      'Connecting',
      'In progress',
      'Expert Flagged',
      'Flagged by User',
      'Incomplete Session',
      'Match Failed',
      'Completed',
    ]);
    expect(screen.getByText('Expert match in progress...')).toBeInTheDocument();
    expect(screen.getByText('Question number 7')).toBeInTheDocument();
    expect(screen.getByText('Physics')).toBeInTheDocument();
    expect(screen.getAllByText('5 minutes ago').length).toBeGreaterThan(0);
    expect(screen.getByText('2 years ago')).toBeInTheDocument();
    expect(screen.getByText('That is all your sessions.')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Question number 4'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-sessions/4'));
  });

  it('loads the next page at 90 percent of the scroll and stops after a short page', async () => {
    const first = Array.from({ length: 20 }, (_, index) => row(100 - index));
    const second = [row(80), row(79)];
    const { fetchMock } = mockApi({ 'GET /api/questions': pages({ body: { questions: first } }, { body: { questions: second } }) });
    renderWithProviders(<MySessionsPage />, { path: '/my-sessions' });
    expect(await screen.findByText('Question number 81', {}, LOAD)).toBeInTheDocument();
    const box = document.documentElement;
    Object.defineProperties(box, {
      scrollHeight: { configurable: true, value: 2000 },
      clientHeight: { configurable: true, value: 800 },
      scrollTop: { configurable: true, writable: true, value: 500 },
    });
    fireEvent.scroll(box);
    expect(screen.queryByText('Question number 80')).not.toBeInTheDocument();
    box.scrollTop = 1000;
    fireEvent.scroll(box);
    expect(await screen.findByText('Question number 79', {}, LOAD)).toBeInTheDocument();
    const pagesAsked = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/questions'));
    expect(pagesAsked).toEqual([expect.stringContaining('page=1'), expect.stringContaining('page=2')]);
    expect(screen.getByText('That is all your sessions.')).toBeInTheDocument();
    fireEvent.scroll(box);
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/questions'))).toHaveLength(2);
    for (const key of ['scrollHeight', 'clientHeight', 'scrollTop']) Reflect.deleteProperty(box, key);
  });

  it('shows the empty state with a way to ask', async () => {
    mockApi({ 'GET /api/questions': { body: { questions: [] } } });
    renderWithProviders(<MySessionsPage />, { path: '/my-sessions' });
    expect(await screen.findByRole('heading', { name: 'No sessions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask an Expert' })).toHaveAttribute('href', '/ask');
  });

  it('shows the error state and retries', async () => {
    mockApi({
      'GET /api/questions': pages({ status: 500, body: { code: 'APPLICATION_ERROR', message: 'Boom' } }, { body: { questions: [row(1)] } }),
    });
    renderWithProviders(<MySessionsPage />, { path: '/my-sessions' });
    expect(await screen.findByText('We could not load your sessions.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Question number 1')).toBeInTheDocument();
  });

  it('shows the Spanish labels and time', async () => {
    mockApi({
      'GET /api/questions': { body: { questions: [row(1), row(2, { state: 'connecting', answered: false, discussion: null })] } },
    });
    renderWithProviders(<MySessionsPage />, { path: '/my-sessions', language: 'es' });
    expect(await screen.findByText('Completada')).toBeInTheDocument();
    expect(screen.getByText('Conectando')).toBeInTheDocument();
    expect(screen.getAllByText('hace 5 minutos').length).toBeGreaterThan(0);
  });
});
