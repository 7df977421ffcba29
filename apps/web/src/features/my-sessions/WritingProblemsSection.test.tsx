import { FEATURES, STUDENT_PRIVATE_EVENTS, toCamelDeep, type StatusBundle, type WritingProblem } from '@photostudy/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentRealtime } from '../../lib/realtime';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, statusBundle, type MockAnswer } from '../../testing/mockApi';
import { wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { wireWritingProblem } from '../../testing/writingFixtures';
import { MySessionsPage } from './MySessionsPage';
import { mergeWritingProblems } from './writingPaging';

const NOW_S = Math.floor(Date.now() / 1000);
const LIST = 'GET /api/es/askers/me/problems';
const DOC_LINK = 'https://docs.google.com/document/d/1AbC/edit';

function renderSessions(features: string[], answers: Record<string, MockAnswer | (() => MockAnswer)>, language: 'en' | 'es' = 'en') {
  const api = mockApi({ 'GET /api/questions': { body: { questions: [wireQuestion({ qid: 5, title: 'Solve 2x = 8' })] } }, ...answers });
  const bundle = toCamelDeep(statusBundle(features)) as unknown as StatusBundle;
  const app = { status: 'succeeded' as const, hasLoadedOnce: true, bundle };
  const utils = renderWithProviders(<MySessionsPage />, { path: '/my-sessions', state: { app }, language });
  return { ...api, ...utils };
}

const problems = () => [
  wireWritingProblem({
    id: 4,
    description: 'Review my college essay',
    state: 'waiting',
    created: NOW_S - 60,
    deadline: NOW_S - 60 + 172_800,
  }),
  wireWritingProblem({
    id: 3,
    description: 'Check my history paper',
    state: 'claimed',
    source: 'url',
    url: DOC_LINK,
    file_name: null,
    created: NOW_S - 3600,
  }),
  wireWritingProblem({
    id: 2,
    description: 'Grammar of my cover letter',
    state: 'delivered',
    email: 'mum@example.com',
    created: NOW_S - 86_400,
    review: {
      file_url: 'https://files.example.test/reviews/2.docx?sig=abc',
      file_name: 'cover-letter-reviewed.docx',
      comment: 'Strong opening. Watch the tense in paragraph two.',
      delivered: NOW_S - 3600,
    },
  }),
  wireWritingProblem({ id: 1, description: 'Poem feedback', state: 'refunded', created: NOW_S - 10 * 86_400 }),
];

describe('Writing problems in /my-sessions', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the Writing problems with their states above the live sessions', async () => {
    renderSessions([FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT], { [LIST]: { body: { problems: problems(), has_more: false } } });
    const list = await screen.findByRole('list', { name: 'Your Writing problems' });
    expect(
      within(list)
        .getAllByTestId('writing-label')
        .map((label) => label.textContent),
    ).toEqual(['Waiting', 'In review', 'Reviewed', 'Refunded']);
    expect(screen.getByRole('heading', { name: 'Writing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Solve 2x = 8')).toBeInTheDocument();
    // The Writing section comes first in the page.
    const writingHeading = screen.getByRole('heading', { name: 'Writing' });
    const liveList = screen.getByRole('list', { name: 'Your sessions' });
    expect(writingHeading.compareDocumentPosition(liveList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectNoSeriousAxeViolations();
  });

  it('opens the detail: description, document, the 48-hour deadline, and the review once delivered', async () => {
    const user = userEvent.setup();
    renderSessions([FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT], { [LIST]: { body: { problems: problems(), has_more: false } } });
    const waiting = await screen.findByRole('button', { name: /Review my college essay/ });
    expect(waiting).toHaveAttribute('aria-expanded', 'false');
    await user.click(waiting);
    expect(waiting).toHaveAttribute('aria-expanded', 'true');
    const waitingDetail = document.getElementById(waiting.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(waitingDetail).getByText('climate-essay.docx')).toBeInTheDocument();
    expect(within(waitingDetail).getByText('Review due (within 48 hours)')).toBeInTheDocument();
    expect(within(waitingDetail).queryByText('Reviewed file')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Check my history paper/ }));
    expect(screen.getByRole('link', { name: 'Open the Google Docs link' })).toHaveAttribute('href', DOC_LINK);

    await user.click(screen.getByRole('button', { name: /Grammar of my cover letter/ }));
    const download = screen.getByRole('link', { name: 'Download cover-letter-reviewed.docx' });
    expect(download).toHaveAttribute('href', 'https://files.example.test/reviews/2.docx?sig=abc');
    expect(screen.getByText('Strong opening. Watch the tense in paragraph two.')).toBeInTheDocument();
    expect(screen.getByText("Expert's comment")).toBeInTheDocument();
    expect(screen.getByText('mum@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Poem feedback/ }));
    expect(screen.getByText('No expert could review it in time, so your Writing credit was returned.')).toBeInTheDocument();

    // Keyboard: the row is a button, Enter closes it again.
    waiting.focus();
    await user.keyboard('{Enter}');
    expect(waiting).toHaveAttribute('aria-expanded', 'false');
    await expectNoSeriousAxeViolations();
  });

  it('refreshes a problem when the server says its state changed', async () => {
    let state = 'waiting';
    renderSessions([FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT], {
      [LIST]: () => ({ body: { problems: [wireWritingProblem({ id: 8, description: 'My essay', state })], has_more: false } }),
    });
    expect(await screen.findByText('Waiting')).toBeInTheDocument();
    state = 'claimed';
    act(() => {
      studentRealtime.deliver({
        channel: 'private',
        name: STUDENT_PRIVATE_EVENTS.writingProblemUpdated,
        data: { id: 8, state: 'claimed' },
      });
    });
    expect(await screen.findByText('In review')).toBeInTheDocument();
  });

  it('pages with a button while the server says there is more', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 20 }, (_, index) =>
      wireWritingProblem({ id: 100 - index, description: `Essay ${100 - index}`, created: NOW_S - index * 60 }),
    );
    let call = 0;
    const { fetchMock } = renderSessions([FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT], {
      [LIST]: () =>
        call++ === 0
          ? { body: { problems: first, has_more: true } }
          : { body: { problems: [wireWritingProblem({ id: 50, description: 'Essay 50', created: NOW_S - 86_400 })], has_more: false } },
    });
    await user.click(await screen.findByRole('button', { name: 'Show more Writing problems' }));
    expect(await screen.findByText('Essay 50')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more Writing problems' })).not.toBeInTheDocument();
    const pages = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/api/es/askers/me/problems'));
    expect(pages).toEqual(['/api/es/askers/me/problems?page=1', '/api/es/askers/me/problems?page=2']);
  });

  it('asks nothing and shows no section without the Writing feature', async () => {
    const { fetchMock } = renderSessions([FEATURES.STEM_SUBJECT], {});
    expect(await screen.findByText('Solve 2x = 8')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/es/askers'))).toBe(false);
    expect(screen.queryByRole('heading', { name: 'Writing' })).not.toBeInTheDocument();
  });

  it('hides the section when the student has no Writing problem yet', async () => {
    renderSessions([FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT], { [LIST]: { body: { problems: [], has_more: false } } });
    expect(await screen.findByText('Solve 2x = 8')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Writing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Live sessions' })).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    renderSessions(
      [FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT],
      { [LIST]: { body: { problems: problems(), has_more: false } } },
      'es',
    );
    const list = await screen.findByRole('list', { name: 'Tus problemas de Redacción' });
    expect(
      within(list)
        .getAllByTestId('writing-label')
        .map((label) => label.textContent),
    ).toEqual(['En espera', 'En revisión', 'Revisado', 'Reembolsado']);
    await user.click(screen.getByRole('button', { name: /Grammar of my cover letter/ }));
    expect(screen.getByRole('link', { name: 'Descargar cover-letter-reviewed.docx' })).toBeInTheDocument();
    expect(screen.getByText('Comentario del experto')).toBeInTheDocument();
  });
});

describe('mergeWritingProblems', () => {
  it('replaces known problems, adds new ones and keeps newest first', () => {
    const problem = (overrides: Record<string, unknown>) => toCamelDeep(wireWritingProblem(overrides)) as unknown as WritingProblem;
    const merged = mergeWritingProblems(
      [problem({ id: 2, created: 20 }), problem({ id: 1, created: 10 })],
      [problem({ id: 3, created: 30, state: 'claimed' }), problem({ id: 2, created: 20, state: 'delivered' })],
    );
    expect(merged.map(({ id, state }) => [id, state])).toEqual([
      [3, 'claimed'],
      [2, 'delivered'],
      [1, 'waiting'],
    ]);
  });
});
