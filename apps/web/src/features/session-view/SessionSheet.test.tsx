import type * as Ui from '@photostudy/ui';
import { STUDENT_PRESENCE_EVENTS } from '@photostudy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentRealtime, toChannelEvent } from '../../lib/realtime';
import { mockApi, type MockAnswer } from '../../testing/mockApi';
import { renderWithProviders } from '../../testing/renderApp';
import { SessionSheet, type SessionSheetProps } from './SessionSheet';

// Fortune-sheet cannot draw in jsdom: the stand-in attaches to the real sync and shows what the tests check.
vi.mock('@photostudy/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  LiveSheet: (await import('@photostudy/ui/testing/sheet')).FakeLiveSheet,
}));

const LINK = 'https://docs.google.com/spreadsheets/d/abc123/edit';
const WORKBOOK_JSON = JSON.stringify([{ name: 'Sheet1', id: 's1', order: 0, celldata: [{ r: 0, c: 0, v: { v: 1, m: '1' } }] }]);
const opsJson = (value: string) => JSON.stringify([{ op: 'replace', id: 's1', path: ['data', 1, 1], value: { v: value } }]);

function sheetState(overrides: Record<string, unknown> = {}) {
  return {
    qid: 100,
    source: 'upload',
    sheet_url: null,
    file_name: 'budget.xlsx',
    workbook_json: WORKBOOK_JSON,
    version: 1,
    operations: [{ seq: 1, author_uid: 42, client_batch_id: 'e-1', ops_json: opsJson('a'), created: 1_700_000_000 }],
    is_ready: true,
    is_editable: true,
    ...overrides,
  };
}

function play(name: string, data: unknown) {
  const event = toChannelEvent('presence', name, data);
  if (!event) throw new Error(`not a presence event: ${name}`);
  act(() => studentRealtime.deliver(event));
}

function setup(props: Partial<SessionSheetProps> = {}, answers: Record<string, MockAnswer | (() => MockAnswer)> = {}) {
  const api = mockApi({ 'GET /api/sheets/100': { body: sheetState() }, ...answers });
  const utils = renderWithProviders(
    <div style={{ height: 600 }}>
      <SessionSheet qid={100} sheetUrl="/api/files/9?sig=s" isReady editing="editable" {...props} />
    </div>,
  );
  const sheetCalls = () =>
    api.fetchMock.mock.calls
      .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`)
      .filter((call) => call.includes('/api/sheets/'));
  return { ...utils, ...api, sheetCalls };
}

describe('session sheet (student)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows an uploaded workbook as the live sheet, editable during the discussion, with its download', async () => {
    setup();
    const sheet = await screen.findByTestId('live-sheet');
    expect(sheet).toHaveAttribute('data-editable', 'true');
    // The stored batch is on the sheet as it opens.
    await waitFor(() => expect(sheet).toHaveAttribute('data-applied', '1'));
    expect(within(sheet).getByRole('button', { name: 'Download .xlsx' })).toBeInTheDocument();
    expect(screen.queryByTitle('Spreadsheet')).toBeNull();
  });

  it.each([
    ['ended', 'View only: the session has ended.'],
    ['notYet', 'View only: you can edit the spreadsheet once your session starts.'],
  ] as const)('shows the live sheet read-only when %s, and says why', async (editing, text) => {
    setup({ editing });
    const sheet = await screen.findByTestId('live-sheet');
    expect(sheet).toHaveAttribute('data-editable', 'false');
    expect(within(sheet).getByRole('status')).toHaveTextContent(text);
    expect(within(sheet).queryByRole('button', { name: 'edit A1' })).toBeNull();
  });

  it('shows a Google Sheets link in a frame, with the note that it needs Google and the link to open it', async () => {
    setup({ sheetUrl: LINK }, { 'GET /api/sheets/100': { body: sheetState({ source: 'link', sheet_url: LINK, workbook_json: null }) } });
    const frame = await screen.findByTitle('Spreadsheet');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', LINK);
    expect(screen.getByText(/it needs a connection to Google/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in Google Sheets' })).toHaveAttribute('target', '_blank');
    expect(screen.queryByTestId('live-sheet')).toBeNull();
    // Google's page draws itself: 'Preparing' until the frame has loaded.
    expect(screen.getByText('Preparing your spreadsheet...')).toBeInTheDocument();
    act(() => frame.dispatchEvent(new Event('load')));
    expect(screen.queryByText('Preparing your spreadsheet...')).toBeNull();
  });

  it('reads nothing and shows Preparing until the sheet is ready', async () => {
    const user = userEvent.setup();
    const api = mockApi({ 'GET /api/sheets/100': { body: sheetState() } });
    function BecomesReady() {
      const [isReady, setIsReady] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsReady(true)}>
            ready
          </button>
          <SessionSheet qid={100} sheetUrl="/api/files/9?sig=s" isReady={isReady} editing="editable" />
        </>
      );
    }
    renderWithProviders(<BecomesReady />);
    expect(screen.getByText('Preparing your spreadsheet...')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/sheets/'))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'ready' }));
    expect(await screen.findByTestId('live-sheet')).toBeInTheDocument();
    expect(api.fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/sheets/'))).toHaveLength(1);
  });

  it("applies this question's sheetOperationsAdded from the presence channel, fetches a batch announced without its operations, and catches up after a reconnect", async () => {
    const { sheetCalls, answers } = setup();
    const sheet = await screen.findByTestId('live-sheet');
    await waitFor(() => expect(sheet).toHaveAttribute('data-applied', '1'));
    play(STUDENT_PRESENCE_EVENTS.sheetOperationsAdded, {
      qid: 100,
      seq: 2,
      author_uid: 42,
      client_batch_id: 'e-2',
      ops_json: opsJson('b'),
      created: 1,
    });
    expect(sheet).toHaveAttribute('data-applied', '2');
    play(STUDENT_PRESENCE_EVENTS.sheetOperationsAdded, {
      qid: 555,
      seq: 3,
      author_uid: 42,
      client_batch_id: 'x',
      ops_json: opsJson('z'),
      created: 1,
    });
    expect(sheet).toHaveAttribute('data-applied', '2');

    answers['GET /api/sheets/100'] = {
      body: sheetState({
        workbook_json: null,
        version: 3,
        operations: [{ seq: 3, author_uid: 42, client_batch_id: 'e-3', ops_json: opsJson('c'), created: 2 }],
      }),
    };
    play(STUDENT_PRESENCE_EVENTS.sheetOperationsAdded, {
      qid: 100,
      seq: 3,
      author_uid: 42,
      client_batch_id: 'e-3',
      ops_json: null,
      created: 2,
    });
    await waitFor(() => expect(sheet).toHaveAttribute('data-applied', '3'));
    expect(sheetCalls().at(-1)).toBe('GET /api/sheets/100?after=2');

    act(() => studentRealtime.deliver({ channel: 'connection', name: 'reconnected' }));
    await waitFor(() => expect(sheetCalls().at(-1)).toBe('GET /api/sheets/100?after=3'));
  });

  it("sends the student's edit, and says so when the server refuses it because the session is over", async () => {
    const user = userEvent.setup();
    const { fetchMock, answers } = setup(
      {},
      {
        'POST /api/sheets/100/operations': () => {
          // The session ended meanwhile: the sheet the sync reads again says so too.
          answers['GET /api/sheets/100'] = { body: sheetState({ is_editable: false }) };
          return {
            status: 409,
            body: { code: 'SHEET_READ_ONLY', message: 'The spreadsheet can only be edited while the session runs.' },
          };
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'edit A1' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('The spreadsheet can only be edited while the session runs.'));
    const post = fetchMock.mock.calls.find(([url, init]) => String(url) === '/api/sheets/100/operations' && init?.method === 'POST');
    const body = JSON.parse(String(post![1]!.body)) as { client_batch_id: string; ops_json: string };
    expect(JSON.parse(body.ops_json)).toEqual([{ op: 'replace', id: 's1', path: ['data', 0, 0], value: { v: 'x' } }]);
    expect(screen.queryByRole('button', { name: 'edit A1' })).toBeNull();
  });

  it('falls back to the frame for a Google link the sheet route does not know', async () => {
    setup({ sheetUrl: LINK }, { 'GET /api/sheets/100': { status: 404, body: { code: 'SHEET_NOT_FOUND', message: 'x' } } });
    expect(await screen.findByTitle('Spreadsheet')).toHaveAttribute('src', LINK);
  });

  it('says in Spanish that the workbook could not be opened', async () => {
    mockApi({ 'GET /api/sheets/100': { status: 400, body: { code: 'SHEET_UNREADABLE', message: 'x' } } });
    renderWithProviders(<SessionSheet qid={100} sheetUrl="/api/files/9?sig=s" isReady editing="ended" />, { language: 'es' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudo abrir este archivo de Excel.');
  });
});
