import type * as Ui from '@photostudy/ui';
import { toCamelDeep, type StatusBundle } from '@photostudy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../testing/axe';
import { mockApi, statusBundle } from '../../testing/mockApi';
import { STUDENT_UID, asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { HistoryView } from './HistoryView';

// Fortune-sheet cannot draw in jsdom: the stand-in attaches to the real sync and shows what the tests check.
vi.mock('@photostudy/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  LiveSheet: (await import('@photostudy/ui/testing/sheet')).FakeLiveSheet,
}));

const ENDED = { status: 'EXPIRED', duration: 1200, started: 1_700_000_000, flagged: false };
const SAMPLE_AUTHOR = { uid: 3, name: 'Sample student', avatar: null };

function renderHistory({
  question = {},
  isSample = false,
  language = 'en' as 'en' | 'es',
  sheet,
}: { question?: Record<string, unknown>; isSample?: boolean; language?: 'en' | 'es'; sheet?: Record<string, unknown> } = {}) {
  mockApi(sheet ? { 'GET /api/sheets/100': { body: sheet } } : {});
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

describe('history view of a spreadsheet question (issue 18)', () => {
  afterEach(() => vi.unstubAllGlobals());

  const sheet = {
    qid: 100,
    source: 'upload',
    sheet_url: null,
    file_name: 'budget.xlsx',
    workbook_json: JSON.stringify([{ name: 'Sheet1', id: 's1', order: 0, celldata: [] }]),
    version: 2,
    operations: [
      { seq: 1, author_uid: 7, client_batch_id: 'a', ops_json: '[{"op":"replace","id":"s1","path":["data",0,0],"value":1}]', created: 1 },
      { seq: 2, author_uid: 42, client_batch_id: 'b', ops_json: '[{"op":"replace","id":"s1","path":["data",0,1],"value":2}]', created: 2 },
    ],
    is_ready: true,
    is_editable: false,
  };

  it("shows the sheet as the session left it, read-only, beside the collapsible 'Chat history'", async () => {
    const user = userEvent.setup();
    renderHistory({ question: { allow_spreadsheet: true, sheet_url: '/api/files/9?sig=s' }, sheet });
    const live = await screen.findByTestId('live-sheet');
    expect(live).toHaveAttribute('data-editable', 'false');
    await waitFor(() => expect(live).toHaveAttribute('data-applied', '2'));
    expect(within(live).getByRole('status')).toHaveTextContent('View only: the session has ended.');
    expect(within(live).getByRole('button', { name: 'Download .xlsx' })).toBeInTheDocument();
    const box = screen.getByRole('complementary', { name: 'Chat history' });
    expect(within(box).getByText('Good start')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Collapse chat' }));
    expect(screen.queryByRole('complementary', { name: 'Chat history' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open chat' })).toBeInTheDocument();
  });

  it('frames a Google Sheets link in the history too', async () => {
    const link = 'https://docs.google.com/spreadsheets/d/abc/edit';
    renderHistory({
      question: { allow_spreadsheet: true, sheet_url: link },
      sheet: { ...sheet, source: 'link', sheet_url: link, workbook_json: null, operations: [], version: 0 },
    });
    expect(await screen.findByTitle('Spreadsheet')).toHaveAttribute('src', link);
    expect(screen.getByRole('complementary', { name: 'Chat history' })).toBeInTheDocument();
  });

  it('keeps a Business question without a sheet a plain chat', () => {
    renderHistory({ question: { allow_spreadsheet: true, sheet_url: null } });
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.getByRole('log')).toBeInTheDocument();
  });
});
