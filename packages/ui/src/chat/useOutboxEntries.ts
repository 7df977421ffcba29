import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

/** What the hooks read: the shape of `ChatOutbox` from the client package (ui does not depend on it). */
export interface OutboxSource<TEntry> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly TEntry[];
}

/** The outbox entries of one question, re-rendered on every change of the outbox. */
export function useOutboxEntries<TEntry extends { qid: number }>(outbox: OutboxSource<TEntry>, qid: number): TEntry[] {
  const entries = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
  return useMemo(() => entries.filter((entry) => entry.qid === qid), [entries, qid]);
}

/** The whole outbox as {@link useChatOutbox} drives it. */
export interface ChatOutboxSource<TEntry, TMessage> extends OutboxSource<TEntry> {
  onDelivered: (listener: (message: TMessage) => void) => () => void;
  flush: () => Promise<void>;
  enqueue: (qid: number, body: string) => unknown;
  retry: (clientMessageId?: string) => Promise<void>;
  discard: (clientMessageId: string) => void;
}

/** One question's side of the outbox: its waiting entries and the actions on them. */
export interface ChatOutboxView<TEntry> {
  entries: TEntry[];
  enqueue: (body: string) => void;
  retry: (clientMessageId: string) => void;
  discard: (clientMessageId: string) => void;
}

/**
 * The outbox of one open chat: confirmed messages go to `onDelivered`; whatever waits is sent again when the app's
 * realtime connection is back (`onReconnected` subscribes to that), when the browser is online again, and once when
 * the chat opens (after a reload).
 */
export function useChatOutbox<TEntry extends { qid: number }, TMessage>(
  outbox: ChatOutboxSource<TEntry, TMessage>,
  qid: number,
  onDelivered: (message: TMessage) => void,
  onReconnected: (listener: () => void) => () => void,
): ChatOutboxView<TEntry> {
  const entries = useOutboxEntries(outbox, qid);
  const latest = useRef(onDelivered);
  useEffect(() => {
    latest.current = onDelivered;
  });
  useEffect(() => {
    const stopDelivered = outbox.onDelivered((message) => latest.current(message));
    const flush = () => void outbox.flush();
    const stopReconnected = onReconnected(flush);
    globalThis.addEventListener('online', flush);
    flush();
    return () => {
      stopDelivered();
      stopReconnected();
      globalThis.removeEventListener('online', flush);
    };
  }, [outbox, onReconnected]);
  const enqueue = useCallback((body: string) => void outbox.enqueue(qid, body), [outbox, qid]);
  const retry = useCallback((clientMessageId: string) => void outbox.retry(clientMessageId), [outbox]);
  const discard = useCallback((clientMessageId: string) => outbox.discard(clientMessageId), [outbox]);
  return { entries, enqueue, retry, discard };
}
