import type * as Ui from '@photostudy/ui';
import { mockFetchRoutes } from '@photostudy/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../lib/api/expertApi';
import { renderConsole } from '../../testing/render';

// Fortune-sheet cannot draw in jsdom: the stand-in attaches to the real sync and shows what the tests check.
vi.mock('@photostudy/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  LiveSheet: (await import('@photostudy/ui/testing/sheet')).FakeLiveSheet,
}));

const { HistoryThreadPage } = await import('./HistoryThreadPage');

const EXPERT_AUTH = { accessToken: 'a', refreshToken: 'r', uid: 42, email: null };
const ENDED = { status: 'EXPIRED', duration: 1200, started: 100, flagged: false };

function question(over: Partial<Question> = {}): Question {
  return {
    qid: 9,
    tid: 9,
    title: 'Fill in the balance sheet',
    subjectTitle: 'Accounting',
    state: 'explained',
    answered: true,
    answerPoint: 5,
    flagged: false,
    flagReason: null,
    created: 50,
    updated: 50,
    author: { uid: 7, name: 'Ana', avatar: null },
    expert: { uid: 42, name: 'Maria', avatar: null },
    expertInfo: null,
    discussion: ENDED,
    messages: [{ mid: 1, qid: 9, body: 'Look at B2', sender: { uid: 7 }, created: 60, updated: 60, messageType: 'text' }],
    previousQuestionIds: [],
    allowSpreadsheet: true,
    isSheetReady: true,
    sheetUrl: '/api/files/3?sig=s',
    attachmentUrl: null,
    attachmentSize: null,
    lang: 'en',
    metaData: { mindset: { title: '' } },
    ...over,
  } as Question;
}

describe('history thread of a spreadsheet question', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the sheet as the session left it, read-only, above the thread', async () => {
    mockFetchRoutes({
      'GET /api/sheets/9': {
        body: {
          qid: 9,
          source: 'upload',
          sheet_url: null,
          file_name: 'balance.xlsx',
          workbook_json: JSON.stringify([{ name: 'Sheet1', id: 's1', order: 0, celldata: [] }]),
          version: 1,
          operations: [
            {
              seq: 1,
              author_uid: 42,
              client_batch_id: 'e',
              ops_json: '[{"op":"replace","id":"s1","path":["data",0,0],"value":1}]',
              created: 1,
            },
          ],
          is_ready: true,
          is_editable: false,
        },
      },
    });
    renderConsole(<HistoryThreadPage qid={9} onBack={vi.fn()} load={() => Promise.resolve(question())} />, 'en', {
      session: { auth: EXPERT_AUTH },
    });
    const region = await screen.findByRole('region', { name: 'Spreadsheet' });
    const sheet = await within(region).findByTestId('live-sheet');
    expect(sheet).toHaveAttribute('data-editable', 'false');
    await waitFor(() => expect(sheet).toHaveAttribute('data-applied', '1'));
    expect(within(sheet).getByRole('status')).toHaveTextContent('View only: the session has ended.');
    expect(within(sheet).getByRole('button', { name: 'Download .xlsx' })).toBeInTheDocument();
    expect(screen.getByText('Look at B2')).toBeInTheDocument();
  });

  it('offers a Google Sheets link in a new tab when the sheet route does not answer', async () => {
    const link = 'https://docs.google.com/spreadsheets/d/abc/edit';
    mockFetchRoutes({ 'GET /api/sheets/9': { status: 403, body: { code: 'FORBIDDEN', message: 'x' } } });
    renderConsole(<HistoryThreadPage qid={9} onBack={vi.fn()} load={() => Promise.resolve(question({ sheetUrl: link }))} />, 'en', {
      session: { auth: EXPERT_AUTH },
    });
    expect(await screen.findByRole('link', { name: /Open in Google Sheets/ })).toHaveAttribute('target', '_blank');
  });

  it('shows no sheet for a question without one', async () => {
    const fetchMock = mockFetchRoutes({});
    renderConsole(
      <HistoryThreadPage qid={9} onBack={vi.fn()} load={() => Promise.resolve(question({ allowSpreadsheet: false, sheetUrl: null }))} />,
      'en',
      { session: { auth: EXPERT_AUTH } },
    );
    expect(await screen.findByText('Look at B2')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Spreadsheet' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
