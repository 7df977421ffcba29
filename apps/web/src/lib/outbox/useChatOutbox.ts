import type { OutboxEntry } from '@photostudy/client';
import type { Message } from '@photostudy/contracts';
import { useOutboxEntries } from '@photostudy/ui';
import { useEffect, useRef } from 'react';
import { useStudentRealtimeEvents } from '../realtime';
import { chatOutbox } from './chatOutbox';

/** One question's side of the outbox: its waiting entries and the actions on them. */
export interface ChatOutboxView {
  entries: OutboxEntry[];
  enqueue: (body: string) => void;
  retry: (clientMessageId: string) => void;
  discard: (clientMessageId: string) => void;
}

/**
 * The outbox of one question: confirmed messages go to `onDelivered`; whatever waits is sent again when the
 * realtime connection comes back and when the browser is online again, and once when the chat opens (a reload).
 */
export function useChatOutbox(qid: number, onDelivered: (message: Message) => void): ChatOutboxView {
  const entries = useOutboxEntries(chatOutbox, qid);
  const latest = useRef(onDelivered);
  useEffect(() => {
    latest.current = onDelivered;
  });
  useEffect(() => chatOutbox.onDelivered((message) => latest.current(message)), []);
  useEffect(() => {
    void chatOutbox.flush();
    const flush = () => void chatOutbox.flush();
    globalThis.addEventListener('online', flush);
    return () => globalThis.removeEventListener('online', flush);
  }, []);
  useStudentRealtimeEvents((event) => {
    if (event.channel === 'connection') void chatOutbox.retry();
  });
  return {
    entries,
    enqueue: (body) => void chatOutbox.enqueue(qid, body),
    retry: (clientMessageId) => void chatOutbox.retry(clientMessageId),
    discard: (clientMessageId) => chatOutbox.discard(clientMessageId),
  };
}
