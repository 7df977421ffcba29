import { screen, waitFor, within, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chatOutbox } from '../../lib/outbox/chatOutbox';
import { studentRealtime } from '../../lib/realtime';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { mockApi } from '../../testing/mockApi';
import { STUDENT_UID, asQuestion, wireMessage, wireQuestion } from '../../testing/questionFixtures';
import { renderWithProviders } from '../../testing/renderApp';
import { LiveChat } from './LiveChat';

vi.mock('./dialogs', () => ({
  RatingFlow: () => null,
  FlagConfirmDialog: () => null,
  ExitChatDialog: () => null,
  useLeaveGuard: () => undefined,
}));

/** A server that can be down, stores a client id once and answers the stored message. */
function setup() {
  const server = { isUp: true, stored: [] as { body: string; clientMessageId: string }[] };
  const wire = wireQuestion();
  const api = mockApi({
    'GET /api/questions/100': () => ({ body: wire }),
    'POST /api/questions/100/idle-resets': { body: { ok: true } },
  });
  const answerSend = api.fetchMock.getMockImplementation()!;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (init?.method !== 'POST' || !String(input).endsWith('/api/questions/100/messages')) return answerSend(input, init);
    if (!server.isUp) throw new TypeError('Failed to fetch');
    const sent = JSON.parse(String(init.body)) as { body: string; client_message_id: string };
    let index = server.stored.findIndex((m) => m.clientMessageId === sent.client_message_id);
    if (index < 0) index = server.stored.push({ body: sent.body, clientMessageId: sent.client_message_id }) - 1;
    const message = wireMessage({
      mid: 500 + index,
      sender: { uid: STUDENT_UID },
      body: sent.body,
      client_message_id: sent.client_message_id,
    });
    return new Response(JSON.stringify(message), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  renderWithProviders(<LiveChat initialQuestion={asQuestion(wire)} openQid={100} refreshConfig={vi.fn()} isWaitingInitially={false} />);
  return server;
}

const box = () => screen.getByRole('textbox', { name: 'Write your message...' });
const chatTexts = () =>
  within(screen.getByRole('log'))
    .queryAllByText(/^line \d$/)
    .map((node) => node.textContent);

describe('live chat outbox (issue 17, defect 5)', () => {
  beforeEach(() => chatOutbox.clear());
  afterEach(() => {
    chatOutbox.clear();
    vi.unstubAllGlobals();
  });

  it('keeps messages typed while the server is unreachable as Not sent, then sends them once, in order, on reconnect', async () => {
    const server = setup();
    server.isUp = false;
    for (const line of ['line 1', 'line 2', 'line 3']) await userEvent.type(box(), `${line}{Enter}`);
    expect(box()).toHaveValue('');
    await waitFor(() => expect(screen.getAllByTestId('unsent-message')).toHaveLength(3));
    await waitFor(() => expect(screen.getAllByTestId('outbox-status').every((node) => node.dataset.state === 'failed')).toBe(true));
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(3);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.CHAT_OUTBOX) ?? '[]')).toHaveLength(3);

    server.isUp = true;
    act(() => studentRealtime.deliver({ channel: 'connection', name: 'reconnected' }));
    await waitFor(() => expect(screen.queryAllByTestId('unsent-message')).toHaveLength(0));
    expect(server.stored.map((m) => m.body)).toEqual(['line 1', 'line 2', 'line 3']);
    expect(chatTexts()).toEqual(['line 1', 'line 2', 'line 3']);
    expect(localStorage.getItem(STORAGE_KEYS.CHAT_OUTBOX)).toBeNull();
  });

  it('retries one message from its Retry button', async () => {
    const server = setup();
    server.isUp = false;
    await userEvent.type(box(), 'line 1{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(server.stored).toEqual([]);
    server.isUp = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(chatTexts()).toEqual(['line 1']));
    expect(screen.queryByTestId('unsent-message')).toBeNull();
  });

  it('sends on opening what was left unsent before a reload', async () => {
    localStorage.setItem(
      STORAGE_KEYS.CHAT_OUTBOX,
      JSON.stringify([
        { clientMessageId: 'left-1', qid: 100, body: 'line 1', createdAtMs: Date.now(), state: 'sending', isRetryable: true, error: null },
      ]),
    );
    // The module instance read storage at import; a reload builds it anew from the same storage.
    vi.resetModules();
    const reloaded = await import('./LiveChat');
    const { chatOutbox: reloadedOutbox } = await import('../../lib/outbox/chatOutbox');
    expect(reloadedOutbox.getSnapshot().map((entry) => entry.body)).toEqual(['line 1']);
    const server = { stored: [] as string[] };
    const wire = wireQuestion();
    const api = mockApi({ 'GET /api/questions/100': () => ({ body: wire }) });
    const answer = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (init?.method !== 'POST' || !String(input).endsWith('/messages')) return answer(input, init);
      const sent = JSON.parse(String(init.body)) as { body: string; client_message_id: string };
      server.stored.push(sent.client_message_id);
      const message = wireMessage({ mid: 700, sender: { uid: STUDENT_UID }, body: sent.body, client_message_id: sent.client_message_id });
      return new Response(JSON.stringify(message), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderWithProviders(
      <reloaded.LiveChat initialQuestion={asQuestion(wire)} openQid={100} refreshConfig={vi.fn()} isWaitingInitially={false} />,
    );
    await waitFor(() => expect(server.stored).toEqual(['left-1']));
    await waitFor(() => expect(chatTexts()).toEqual(['line 1']));
    reloadedOutbox.clear();
  });

  it('says offline, reconnecting while the browser is offline', async () => {
    setup();
    expect(screen.queryByTestId('offline-notice')).toBeNull();
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    act(() => {
      globalThis.dispatchEvent(new Event('offline'));
    });
    expect(await screen.findByTestId('offline-notice')).toHaveTextContent('Offline. Reconnecting…');
    vi.stubGlobal('navigator', { ...navigator, onLine: true });
    act(() => {
      globalThis.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
  });
});
