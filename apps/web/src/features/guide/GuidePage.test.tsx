import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { GuidePage } from './GuidePage';

function sample(qid: number, title: string, subject: string, tid = 1) {
  return wireQuestion({
    qid,
    title,
    tid,
    subject_title: subject,
    state: 'explained',
    answer_point: 5,
    author: { uid: 1, name: 'Sample', avatar: null },
    expert: { uid: 9, name: 'Maya Chen', avatar: null },
    expert_info: null,
    discussion: { status: 'EXPIRED', duration: 1200, started: 1_700_000_000, flagged: false },
  });
}

describe('GuidePage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('explains the product, lists the samples and opens one', async () => {
    mockApi({
      'GET /api/questions': {
        body: { questions: [sample(11, 'Solve for x: 2x + 5 = 17', 'Algebra'), sample(12, 'Balance the equation', 'Chemistry')] },
      },
    });
    const { router } = renderWithProviders(<GuidePage />, { path: '/guide' });
    expect(screen.getByRole('heading', { level: 1, name: 'What is PhotoStudy?' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Sample sessions' });
    expect(within(list).getAllByTestId('sample-session')).toHaveLength(2);
    expect(within(list).getAllByText('with Maya Chen')).toHaveLength(2);
    for (const link of screen.getAllByRole('link', { name: 'Ask an Expert' })) expect(link).toHaveAttribute('href', '/ask');
    await userEvent.click(within(list).getByText('Balance the equation'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sample-sessions/12'));
  });

  it('shows a retry when the samples fail', async () => {
    mockApi({ 'GET /api/questions': { status: 500, body: { code: 'APPLICATION_ERROR', message: 'Boom' } } });
    renderWithProviders(<GuidePage />, { path: '/guide' });
    expect(await screen.findByText('We could not load the sample sessions.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the Spanish texts, named for the product as the sidebar names it', async () => {
    mockApi({ 'GET /api/questions': { body: { questions: [] } } });
    renderWithProviders(<GuidePage />, { path: '/guide', language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: '¿Qué es PhotoStudy?' })).toBeInTheDocument();
    expect(await screen.findByText('Las sesiones de ejemplo no están disponibles por ahora.')).toBeInTheDocument();
  });

  it("names the samples' subjects in Spanish, and keeps the server's title for a subject it does not know", async () => {
    mockApi({
      'GET /api/questions': {
        body: { questions: [sample(11, 'Balance the equation', 'Chemistry', 5), sample(12, 'Name the stars', 'Astronomy', 42)] },
      },
    });
    renderWithProviders(<GuidePage />, { path: '/guide', language: 'es' });
    const list = await screen.findByRole('list', { name: 'Sesiones de ejemplo' });
    expect(within(list).getByText('Química')).toBeInTheDocument();
    expect(within(list).getByText('Astronomy')).toBeInTheDocument();
    expect(within(list).queryByText('Chemistry')).toBeNull();
  });
});
