import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message, Question } from '../../lib/api/expertApi';
import type { RealtimeHandlers } from '../../lib/realtime';

const api = vi.hoisted(() => ({ question: vi.fn(), send: vi.fn() }));
const live = vi.hoisted(() => ({ handlers: new Set<RealtimeHandlers>(), isLive: true }));

vi.mock('../../lib/api/expertApi', () => ({ expertApi: api }));
vi.mock('../../lib/api/ApiError', () => ({ ApiError: class extends Error {} }));
vi.mock('../../lib/realtime', () => ({
  realtime: {
    listen: (h: RealtimeHandlers) => {
      live.handlers.add(h);
      return () => live.handlers.delete(h);
    },
    followStudent: vi.fn(),
    sendTyping: vi.fn(),
  },
}));
vi.mock('../../lib/session', () => ({
  useConsoleSession: () => ({ auth: { uid: 2 }, isLive: live.isLive, refreshActive: () => Promise.resolve() }),
}));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

const { useWorkspaceSession } = await import('./useWorkspaceSession');

const QID = 7;
const message = (mid: number, body: string): Message => ({
  mid,
  qid: QID,
  body,
  sender: { uid: 1 },
  created: 100 + mid,
  updated: 100 + mid,
  messageType: 'text',
});
const question = (messages: Message[]) =>
  ({
    qid: QID,
    state: 'in_progress',
    author: { uid: 1, name: 'Ana', avatar: null },
    expert: { uid: 2, name: 'Eve', avatar: null },
    discussion: { status: 'STARTED', duration: 600, started: 60, flagged: false },
    messages,
  }) as unknown as Question;

function emit(fn: (h: RealtimeHandlers) => void) {
  act(() => live.handlers.forEach(fn));
}

beforeEach(() => {
  live.handlers.clear();
  live.isLive = true;
  api.question.mockReset().mockResolvedValue(question([message(1, 'hi')]));
});

describe('useWorkspaceSession', () => {
  it('loads once and applies a realtime message without reading the question again', async () => {
    const { result } = renderHook(() => useWorkspaceSession(QID));
    await waitFor(() => expect(result.current.question?.messages).toHaveLength(1));
    const data = message(2, 'x = 2') as unknown as Record<string, unknown>;
    emit((h) => h.onSessionEvent?.({ name: 'message', qid: QID, data }));
    expect(result.current.question?.messages.map((m) => m.body)).toEqual(['hi', 'x = 2']);
    expect(api.question).toHaveBeenCalledTimes(1);
  });

  it('reads the question again when realtime is back, and when an edit cannot be applied', async () => {
    const { result } = renderHook(() => useWorkspaceSession(QID));
    await waitFor(() => expect(result.current.question).not.toBeNull());
    emit((h) => h.onReconnected?.());
    await waitFor(() => expect(api.question).toHaveBeenCalledTimes(2));
    const unknown = message(9, 'edited') as unknown as Record<string, unknown>;
    emit((h) => h.onSessionEvent?.({ name: 'messageEdited', qid: QID, data: unknown }));
    await waitFor(() => expect(api.question).toHaveBeenCalledTimes(3));
  });

  it('keeps a message heard while a read was running', async () => {
    let answer: (q: Question) => void = () => undefined;
    api.question.mockImplementationOnce(() => new Promise<Question>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useWorkspaceSession(QID));
    const data = message(2, 'during the read') as unknown as Record<string, unknown>;
    emit((h) => h.onSessionEvent?.({ name: 'message', qid: QID, data }));
    await act(async () => answer(question([message(1, 'hi')])));
    expect(result.current.question?.messages.map((m) => m.body)).toEqual(['hi', 'during the read']);
  });

  it('polls every 3 s only while realtime is down', async () => {
    vi.useFakeTimers();
    try {
      live.isLive = false;
      const { rerender } = renderHook(() => useWorkspaceSession(QID));
      await act(async () => vi.advanceTimersByTimeAsync(3000));
      expect(api.question).toHaveBeenCalledTimes(2);
      live.isLive = true;
      rerender();
      await act(async () => vi.advanceTimersByTimeAsync(9000));
      expect(api.question).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends through the outbox: kept as not sent while the server is unreachable, then sent once, in order, on reconnect (issue 17)', async () => {
    const { chatOutbox } = await import('../../lib/chatOutbox');
    chatOutbox.clear();
    const stored: string[] = [];
    let isUp = false;
    api.send.mockReset().mockImplementation(async (_qid: number, body: string, clientMessageId: string) => {
      if (!isUp) throw new TypeError('Failed to fetch');
      if (!stored.includes(clientMessageId)) stored.push(clientMessageId);
      return { ...message(100 + stored.indexOf(clientMessageId), body), clientMessageId };
    });
    const { result } = renderHook(() => useWorkspaceSession(QID));
    await waitFor(() => expect(result.current.question).not.toBeNull());
    for (const body of ['one', 'two', 'three']) await act(() => result.current.send(body));
    await waitFor(() =>
      expect(result.current.outbox.entries.map((e) => [e.body, e.state])).toEqual([
        ['one', 'failed'],
        ['two', 'failed'],
        ['three', 'failed'],
      ]),
    );
    expect(localStorage.getItem('ps-console-chat-outbox')).toContain('three');
    isUp = true;
    emit((h) => h.onReconnected?.());
    await waitFor(() => expect(result.current.outbox.entries).toEqual([]));
    expect(stored).toHaveLength(3);
    expect(result.current.question?.messages.map((m) => m.body)).toEqual(['hi', 'one', 'two', 'three']);
    chatOutbox.clear();
  });
});
