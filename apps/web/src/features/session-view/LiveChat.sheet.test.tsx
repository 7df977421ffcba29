import type * as Ui from '@photostudy/ui';
import { STUDENT_PRESENCE_EVENTS, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { studentRealtime, toChannelEvent } from '../../lib/realtime';
import { mockApi } from '../../testing/mockApi';
import { asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { LiveChat } from './LiveChat';

// The dialogs are tested on their own; the leave guard would hold the Back navigation.
vi.mock('./dialogs', () => ({
  RatingFlow: () => null,
  FlagConfirmDialog: () => null,
  ExitChatDialog: () => null,
  useLeaveGuard: () => undefined,
}));
// Fortune-sheet cannot draw in jsdom: the stand-in attaches to the real sync and shows what the tests check.
vi.mock('@photostudy/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof Ui>()),
  LiveSheet: (await import('@photostudy/ui/testing/sheet')).FakeLiveSheet,
}));

const LINK = 'https://docs.google.com/spreadsheets/d/abc123/edit';
const WORKBOOK_JSON = JSON.stringify([{ name: 'Sheet1', id: 's1', order: 0, celldata: [] }]);

function sheetState(overrides: Record<string, unknown> = {}) {
  return {
    qid: 100,
    source: 'upload',
    sheet_url: null,
    file_name: 'budget.xlsx',
    workbook_json: WORKBOOK_JSON,
    version: 0,
    operations: [],
    is_ready: true,
    is_editable: true,
    ...overrides,
  };
}

function play(kind: 'private' | 'presence', name: string, data: unknown) {
  const event = toChannelEvent(kind, name, data);
  if (!event) throw new Error(`not a student event: ${name}`);
  act(() => studentRealtime.deliver(event));
}

function setup(overrides: Record<string, unknown> = {}, sheet: Record<string, unknown> = {}) {
  const wire = wireQuestion({ allow_spreadsheet: true, is_sheet_ready: true, sheet_url: '/api/files/9?sig=s', ...overrides });
  const api = mockApi({
    'GET /api/questions/100': () => ({ body: wire }),
    'GET /api/sheets/100': () => ({ body: sheetState(sheet) }),
  });
  const utils = renderWithProviders(
    <LiveChat initialQuestion={asQuestion(wire)} openQid={100} refreshConfig={vi.fn()} isWaitingInitially={false} />,
    {
      path: '/my-sessions/100',
    },
  );
  return { ...utils, api, wire };
}

describe('live chat of a spreadsheet question', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("puts the live sheet beside 'Chat with your Expert', editable while the discussion runs", async () => {
    setup();
    const sheet = await screen.findByTestId('live-sheet');
    expect(sheet).toHaveAttribute('data-editable', 'true');
    const box = screen.getByRole('complementary', { name: 'Chat with your Expert' });
    expect(within(box).getByRole('textbox')).toBeInTheDocument();
  });

  it('shows it read-only before the expert starts', async () => {
    setup({ state: 'connecting', answered: false, discussion: null });
    expect(await screen.findByTestId('live-sheet')).toHaveAttribute('data-editable', 'false');
    expect(screen.getByText('View only: you can edit the spreadsheet once your session starts.')).toBeInTheDocument();
  });

  it('frames a Google Sheets link instead of the live sheet', async () => {
    setup({ sheet_url: LINK }, { source: 'link', sheet_url: LINK, workbook_json: null });
    expect(await screen.findByTitle('Spreadsheet')).toHaveAttribute('src', LINK);
    expect(screen.queryByTestId('live-sheet')).toBeNull();
  });

  it("is 'Preparing' until spreadsheetPermissionUpdated, and again only after a newer spreadsheetPermissionUpdating", async () => {
    setup({ is_sheet_ready: false });
    expect(screen.getByText('Preparing your spreadsheet...')).toBeInTheDocument();
    expect(screen.queryByTestId('live-sheet')).toBeNull();

    play('private', STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdated, { qid: 100, timestamp: 1_700_000_100 });
    expect(await screen.findByTestId('live-sheet')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('sheet-preparing')).toBeNull());

    // Older than the last ready: a late event changes nothing.
    play('private', STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdating, { qid: 100, timestamp: 1_700_000_099 });
    expect(screen.queryByTestId('sheet-preparing')).toBeNull();
    // Another question's events neither.
    play('private', STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdating, { qid: 555, timestamp: 1_700_000_200 });
    expect(screen.queryByTestId('sheet-preparing')).toBeNull();

    play('private', STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdating, { qid: 100, timestamp: 1_700_000_101 });
    expect(screen.getByTestId('sheet-preparing')).toHaveTextContent('Preparing your spreadsheet...');
    // The sheet keeps its place (and its sync) under the animation.
    expect(screen.getByTestId('live-sheet')).toBeInTheDocument();

    play('private', STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdated, { qid: 100, timestamp: 1_700_000_102 });
    expect(screen.queryByTestId('sheet-preparing')).toBeNull();
  });

  it("takes readiness from the server's copy when realtime reconnects, and feeds the sync the reconnect", async () => {
    const { api, wire } = setup({ is_sheet_ready: true });
    await screen.findByTestId('live-sheet');
    play('private', STUDENT_PRIVATE_EVENTS.spreadsheetPermissionUpdating, { qid: 100, timestamp: 1_700_000_101 });
    expect(screen.getByTestId('sheet-preparing')).toBeInTheDocument();
    // Missed while offline: the permission was granted again.
    wire.is_sheet_ready = true;
    act(() => studentRealtime.deliver({ channel: 'connection', name: 'reconnected' }));
    await waitFor(() => expect(screen.queryByTestId('sheet-preparing')).toBeNull());
    const calls = api.fetchMock.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);
    expect(calls).toContain('GET /api/questions/100');
    await waitFor(() => expect(api.fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/sheets/100?after=0'));
  });

  it('applies the expert’s sheet edits from the presence channel', async () => {
    setup();
    const sheet = await screen.findByTestId('live-sheet');
    const ops = JSON.stringify([{ op: 'replace', id: 's1', path: ['data', 0, 0], value: { v: 5 } }]);
    play('presence', STUDENT_PRESENCE_EVENTS.sheetOperationsAdded, {
      qid: 100,
      seq: 1,
      author_uid: 42,
      client_batch_id: 'e-1',
      ops_json: ops,
      created: 1,
    });
    await waitFor(() => expect(sheet).toHaveAttribute('data-applied', '1'));
  });

  it('counts messages in the collapsed bubble and goes Back to the Business form', async () => {
    const user = userEvent.setup();
    const { router } = setup({ answered: true });
    await screen.findByTestId('live-sheet');
    await user.click(screen.getByRole('button', { name: 'Collapse chat' }));
    play('presence', STUDENT_PRESENCE_EVENTS.newDiscussionMessage, wireMessage({ mid: 9, body: 'Look at B2' }));
    play('presence', STUDENT_PRESENCE_EVENTS.newDiscussionMessage, wireMessage({ mid: 10, body: 'and C3' }));
    expect(screen.getByTestId('chat-unread')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Open chat (2 unread)' }));
    expect(screen.getByText('and C3')).toBeInTheDocument();
    expect(screen.queryByTestId('chat-unread')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/ask/business');
  });
});
