import type { OutboxEntry } from '@photostudy/client';
import type { Message } from '@photostudy/contracts';
import { useChatOutbox, type ChatOutboxView } from '@photostudy/ui';
import { chatOutbox } from '../../lib/chatOutbox';
import { realtime } from '../../lib/realtime';

/** The outbox view of one session. */
export type ExpertOutboxView = ChatOutboxView<OutboxEntry>;

/** Called once the realtime connection is back with every channel joined again. */
function onReconnected(listener: () => void): () => void {
  const stop = realtime.listen({ onReconnected: listener });
  return () => void stop();
}

/** The expert's outbox for the open session (the shared hook over the console's outbox and realtime connection). */
export function useExpertOutbox(qid: number, onDelivered: (message: Message) => void): ExpertOutboxView {
  return useChatOutbox(chatOutbox, qid, onDelivered, onReconnected);
}
