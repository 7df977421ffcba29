import type { OutboxEntry } from '@photostudy/client';
import type { Message } from '@photostudy/contracts';
import { useChatOutbox as useOutbox, type ChatOutboxView } from '@photostudy/ui';
import { studentRealtime } from '../realtime';
import { chatOutbox } from './chatOutbox';

/** Called once the realtime connection is back with every channel joined again. */
function onReconnected(listener: () => void): () => void {
  return studentRealtime.listen((event) => {
    if (event.channel === 'connection') listener();
  });
}

/** The student's outbox for one question (the shared hook over the app's outbox and realtime connection). */
export function useChatOutbox(qid: number, onDelivered: (message: Message) => void): ChatOutboxView<OutboxEntry> {
  return useOutbox(chatOutbox, qid, onDelivered, onReconnected);
}
