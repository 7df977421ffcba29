import type { OutboxEntry } from '@photostudy/client';
import type { Message } from '@photostudy/contracts';
import { useOutboxEntries } from '@photostudy/ui';
import { useCallback, useEffect, useRef } from 'react';
import { chatOutbox } from '../../lib/chatOutbox';
import { realtime } from '../../lib/realtime';

/** One session's side of the expert's outbox: its waiting entries and the actions on them. */
export interface ExpertOutboxView {
  entries: OutboxEntry[];
  enqueue: (body: string) => void;
  retry: (clientMessageId: string) => void;
  discard: (clientMessageId: string) => void;
}

/**
 * The outbox of the open session: confirmed messages go to `onDelivered`; whatever waits is sent again when
 * realtime is back, when the browser is online again, and once when the workspace opens (after a reload).
 */
export function useExpertOutbox(qid: number, onDelivered: (message: Message) => void): ExpertOutboxView {
  const entries = useOutboxEntries(chatOutbox, qid);
  const latest = useRef(onDelivered);
  useEffect(() => {
    latest.current = onDelivered;
  });
  useEffect(() => {
    const stopDelivered = chatOutbox.onDelivered((message) => latest.current(message));
    const flush = () => void chatOutbox.flush();
    const stopRealtime = realtime.listen({ onReconnected: flush });
    globalThis.addEventListener('online', flush);
    flush();
    return () => {
      stopDelivered();
      stopRealtime();
      globalThis.removeEventListener('online', flush);
    };
  }, []);
  const enqueue = useCallback((body: string) => void chatOutbox.enqueue(qid, body), [qid]);
  return {
    entries,
    enqueue,
    retry: (clientMessageId) => void chatOutbox.retry(clientMessageId),
    discard: (clientMessageId) => chatOutbox.discard(clientMessageId),
  };
}
