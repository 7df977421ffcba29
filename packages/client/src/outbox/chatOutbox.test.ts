import { ERRORS } from '@photostudy/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, networkError } from '../api/ApiError';
import { ChatOutbox, isRetryableSendError, type OutboxEntry, type OutboxStorage } from './chatOutbox';

const KEY = 'test.outbox';

function memoryStorage(): OutboxStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

interface Sent {
  mid: number;
  body: string;
  clientMessageId: string;
}

/** A server that stores a client id once and can be switched off. */
function fakeServer() {
  const stored: Sent[] = [];
  const server = {
    stored,
    isUp: true,
    refusal: null as ApiError | null,
    send: vi.fn(async (entry: OutboxEntry): Promise<Sent> => {
      await Promise.resolve();
      if (!server.isUp) throw networkError();
      if (server.refusal) throw server.refusal;
      const known = stored.find((m) => m.clientMessageId === entry.clientMessageId);
      if (known) return known;
      const message = { mid: stored.length + 1, body: entry.body, clientMessageId: entry.clientMessageId };
      stored.push(message);
      return message;
    }),
  };
  return server;
}

let idSeq = 0;
function makeOutbox(server: ReturnType<typeof fakeServer>, storage: OutboxStorage | null = memoryStorage(), retryDelaysMs = [1000]) {
  return new ChatOutbox<Sent>({ storageKey: KEY, storage, send: server.send, newId: () => `c${++idSeq}`, retryDelaysMs });
}

async function settle(outbox: ChatOutbox<Sent>) {
  await outbox.flush();
}

describe('ChatOutbox', () => {
  afterEach(() => vi.useRealTimers());

  it('sends messages in typing order and tells who listens about each confirmed one', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server);
    const delivered: string[] = [];
    outbox.onDelivered((message) => delivered.push(message.body));
    outbox.enqueue(1, 'one');
    outbox.enqueue(1, 'two');
    outbox.enqueue(1, 'three');
    await settle(outbox);
    expect(server.stored.map((m) => m.body)).toEqual(['one', 'two', 'three']);
    expect(delivered).toEqual(['one', 'two', 'three']);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('keeps what was typed offline as not sent, then sends it once, in order, when the connection is back', async () => {
    const server = fakeServer();
    server.isUp = false;
    const outbox = makeOutbox(server, memoryStorage(), []);
    outbox.enqueue(1, 'a');
    await settle(outbox);
    outbox.enqueue(1, 'b');
    outbox.enqueue(1, 'c');
    await settle(outbox);
    expect(outbox.getSnapshot().map((e) => [e.body, e.state])).toEqual([
      ['a', 'failed'],
      ['b', 'failed'],
      ['c', 'failed'],
    ]);
    expect(server.stored).toEqual([]);
    server.isUp = true;
    await outbox.flush();
    await outbox.flush();
    expect(server.stored.map((m) => m.body)).toEqual(['a', 'b', 'c']);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('retries on its own after a connection failure, with the given delays', async () => {
    vi.useFakeTimers();
    const server = fakeServer();
    server.isUp = false;
    const outbox = makeOutbox(server, memoryStorage(), [1000, 3000]);
    outbox.enqueue(1, 'hello');
    await vi.advanceTimersByTimeAsync(0);
    expect(server.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.send).toHaveBeenCalledTimes(2);
    server.isUp = true;
    await vi.advanceTimersByTimeAsync(2999);
    expect(server.send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.stored.map((m) => m.body)).toEqual(['hello']);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('survives a reload: a new outbox on the same storage sends what the old one could not', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    server.isUp = false;
    const first = makeOutbox(server, storage, []);
    first.enqueue(4, 'typed before the reload');
    await settle(first);
    expect(storage.data.get(KEY)).toContain('typed before the reload');
    server.isUp = true;
    const second = makeOutbox(server, storage, []);
    expect(second.getSnapshot().map((e) => [e.qid, e.body, e.state])).toEqual([[4, 'typed before the reload', 'sending']]);
    await settle(second);
    expect(server.stored.map((m) => m.body)).toEqual(['typed before the reload']);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('sends a message whose answer was lost only once: the retry gets the stored one back', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server, memoryStorage(), []);
    // The server stores the message, then the answer is lost on the way.
    server.send.mockImplementationOnce(async (entry) => {
      server.stored.push({ mid: 1, body: entry.body, clientMessageId: entry.clientMessageId });
      throw networkError();
    });
    const delivered: number[] = [];
    outbox.onDelivered((message) => delivered.push(message.mid));
    outbox.enqueue(1, 'once');
    await settle(outbox);
    await outbox.retry();
    expect(server.stored).toHaveLength(1);
    expect(delivered).toEqual([1]);
  });

  it('marks a message the server refuses for good, goes on with the next, and lets the writer retry or discard it', async () => {
    const server = fakeServer();
    const outbox = makeOutbox(server, memoryStorage(), []);
    server.refusal = new ApiError(409, { code: ERRORS.CONFLICT.code, message: 'The session is over.' });
    outbox.enqueue(1, 'late');
    await settle(outbox);
    server.refusal = null;
    outbox.enqueue(1, 'next');
    await settle(outbox);
    expect(outbox.getSnapshot().map((e) => [e.body, e.state, e.isRetryable, e.error])).toEqual([
      ['late', 'failed', false, 'The session is over.'],
    ]);
    expect(server.stored.map((m) => m.body)).toEqual(['next']);
    const [late] = outbox.getSnapshot();
    await outbox.retry(late?.clientMessageId);
    expect(server.stored.map((m) => m.body)).toEqual(['next', 'late']);
    outbox.enqueue(1, 'x');
    server.isUp = false;
    await settle(outbox);
    outbox.discard(outbox.getSnapshot()[0]?.clientMessageId ?? '');
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('clears everything on sign-out, storage included', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    server.isUp = false;
    const outbox = makeOutbox(server, storage, []);
    outbox.enqueue(1, 'private');
    await settle(outbox);
    outbox.clear();
    expect(outbox.getSnapshot()).toEqual([]);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('drops unreadable or week-old storage, and works without storage', async () => {
    const storage = memoryStorage();
    storage.setItem(KEY, '{not json');
    expect(makeOutbox(fakeServer(), storage).getSnapshot()).toEqual([]);
    storage.setItem(
      KEY,
      JSON.stringify([{ clientMessageId: 'old', qid: 1, body: 'x', createdAtMs: 0, state: 'failed', isRetryable: true }]),
    );
    expect(makeOutbox(fakeServer(), storage).getSnapshot()).toEqual([]);
    const server = fakeServer();
    const memoryOnly = makeOutbox(server, null);
    memoryOnly.enqueue(2, 'no storage');
    await settle(memoryOnly);
    expect(server.stored.map((m) => m.body)).toEqual(['no storage']);
  });

  it('tells connection failures from refusals', () => {
    expect(isRetryableSendError(networkError())).toBe(true);
    expect(isRetryableSendError(new ApiError(503, { code: 1, message: 'x' }))).toBe(true);
    expect(isRetryableSendError(new ApiError(429, { code: 1, message: 'x' }))).toBe(true);
    expect(isRetryableSendError(new ApiError(409, { code: 1, message: 'x' }))).toBe(false);
    expect(isRetryableSendError(new TypeError('fetch failed'))).toBe(true);
  });
});
