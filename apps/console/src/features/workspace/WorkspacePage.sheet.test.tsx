import type * as Ui from '@photostudy/ui';
import { mockFetchRoutes, type MockRoutes } from '@photostudy/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Question } from '../../lib/api/expertApi';
import type { RealtimeHandlers } from '../../lib/realtime';
import { renderConsole } from '../../testing/render';
import type { WorkspaceSession } from './useWorkspaceSession';

const live = vi.hoisted(() => ({ handlers: new Set<RealtimeHandlers>(), session: null as unknown }));

vi.mock('../../lib/realtime', () => ({
  realtime: {
    listen: (h: RealtimeHandlers) => {
      live.handlers.add(h);
      return () => live.handlers.delete(h);
    },
    studentPresence: () => 'unknown',
    isDown: false,
    onConnectionChange: () => () => undefined,
  },
}));
vi.mock('./useWorkspaceSession', () => ({ useWorkspaceSession: () => live.session }));
// Fortune-sheet cannot draw in jsdom: the stand-in attaches to the real sync and shows what the tests check.
vi.mock('@photostudy/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  LiveSheet: (await import('@photostudy/ui/testing/sheet')).FakeLiveSheet,
}));

const { WorkspacePage } = await import('./WorkspacePage');

const EXPERT = 42;
const LINK = 'https://docs.google.com/spreadsheets/d/abc123/edit';
const WORKBOOK_JSON = JSON.stringify([{ name: 'Sheet1', id: 's1', order: 0, celldata: [] }]);
const RUNNING = { status: 'STARTED', duration: 1200, started: Math.floor(Date.now() / 1000) - 60, flagged: false };

function question(over: Partial<Question> = {}): Question {
  return {
    qid: 9,
    tid: 9,
    title: 'Fill in the balance sheet',
    subjectTitle: 'Accounting',
    state: 'in_progress',
    answered: true,
    answerPoint: 0,
    flagged: false,
    flagReason: null,
    created: 50,
    updated: 50,
    author: { uid: 7, name: 'Ana', avatar: null },
    expert: { uid: EXPERT, name: 'Maria', avatar: null },
    expertInfo: null,
    discussion: RUNNING,
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

function session(q: Question): WorkspaceSession {
  const isMine = q.expert?.uid === EXPERT;
  const isOpen = q.state === 'connecting' || q.state === 'in_progress';
  const done = vi.fn(() => Promise.resolve(true));
  return {
    question: q,
    isMissing: false,
    notice: null,
    dismissNotice: vi.fn(),
    myUid: EXPERT,
    isMine,
    isOpen,
    isLive: isOpen && q.discussion?.status === 'STARTED',
    isEnded: !isOpen,
    isBusy: false,
    send: vi.fn(() => Promise.resolve()),
    outbox: { entries: [], retry: vi.fn(), discard: vi.fn() },
    edit: vi.fn(() => Promise.resolve()),
    suggest: done,
    start: done,
    end: done,
    reject: done,
    flag: done,
    sendTyping: vi.fn(),
  } as unknown as WorkspaceSession;
}

function sheetState(over: Record<string, unknown> = {}) {
  return {
    qid: 9,
    source: 'upload',
    sheet_url: null,
    file_name: 'balance.xlsx',
    workbook_json: WORKBOOK_JSON,
    version: 0,
    operations: [],
    is_ready: true,
    is_editable: true,
    ...over,
  };
}

function renderWorkspace(q: Question, routes: MockRoutes = {}, language: 'en' | 'es' = 'en') {
  live.session = session(q);
  const fetchMock = mockFetchRoutes({ 'GET /api/sheets/9': { body: sheetState() }, ...routes });
  renderConsole(<WorkspacePage qid={9} onLeave={vi.fn()} />, language);
  return fetchMock;
}

describe('workspace of a spreadsheet question', () => {
  beforeEach(() => live.handlers.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the uploaded workbook as the live sheet, editable for the assigned expert, with the chat beside it', async () => {
    renderWorkspace(question());
    const sheet = await screen.findByTestId('live-sheet');
    expect(sheet).toHaveAttribute('data-editable', 'true');
    expect(within(sheet).getByRole('button', { name: 'Download .xlsx' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Spreadsheet' })).toContainElement(sheet);
    // The chat stays usable beside it.
    expect(screen.getByText('Look at B2')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
    expect(screen.getByTestId('problem')).toHaveTextContent('Fill in the balance sheet');
  });

  it("applies the student's edits that realtime brings from the followed student's channel", async () => {
    renderWorkspace(question());
    const sheet = await screen.findByTestId('live-sheet');
    const ops = JSON.stringify([{ op: 'replace', id: 's1', path: ['data', 1, 1], value: { v: 3 } }]);
    act(() => {
      for (const h of live.handlers)
        h.onSheetOperations?.({ qid: 9, seq: 1, authorUid: 7, clientBatchId: 's-1', opsJson: ops, created: 1 });
    });
    await waitFor(() => expect(sheet).toHaveAttribute('data-applied', '1'));
  });

  it('shows the sheet read-only once the session has ended', async () => {
    renderWorkspace(question({ state: 'explained', discussion: { ...RUNNING, status: 'EXPIRED' } }), {
      'GET /api/sheets/9': { body: sheetState({ is_editable: false }) },
    });
    const sheet = await screen.findByTestId('live-sheet');
    expect(sheet).toHaveAttribute('data-editable', 'false');
    expect(within(sheet).getByRole('status')).toHaveTextContent('View only: the session has ended.');
  });

  it('shows a Google Sheets link as a link that opens a new tab, and the frame', async () => {
    renderWorkspace(question({ sheetUrl: LINK }), {
      'GET /api/sheets/9': { body: sheetState({ source: 'link', sheet_url: LINK, workbook_json: null }) },
    });
    const link = await screen.findByRole('link', { name: /Open in Google Sheets/ });
    expect(link).toHaveAttribute('href', LINK);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.getByTitle('Google Sheets document')).toHaveAttribute('src', LINK);
    expect(screen.queryByTestId('live-sheet')).toBeNull();
    expect(screen.getByRole('textbox')).toBeInTheDocument();
  });

  it('says it in Spanish', async () => {
    renderWorkspace(
      question({ sheetUrl: LINK }),
      { 'GET /api/sheets/9': { body: sheetState({ source: 'link', sheet_url: LINK, workbook_json: null }) } },
      'es',
    );
    expect(await screen.findByRole('link', { name: /Abrir en Google Sheets/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hoja de cálculo' })).toBeInTheDocument();
  });

  it('keeps the usual layout for a question without a sheet', () => {
    const fetchMock = renderWorkspace(question({ allowSpreadsheet: false, sheetUrl: null }));
    expect(screen.queryByRole('region', { name: 'Spreadsheet' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
