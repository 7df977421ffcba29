import { ChatOutbox } from '@photostudy/client';
import type { Message } from '@photostudy/contracts';
import { sendMessage } from '../api';
import { STORAGE_KEYS } from '../storage/storage';

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The student's chat outbox: typed messages wait here, in local storage, until the server has them (issue 17). */
export const chatOutbox = new ChatOutbox<Message>({
  storageKey: STORAGE_KEYS.CHAT_OUTBOX,
  storage: localStorageOrNull(),
  send: (entry) => sendMessage(entry.qid, entry.body, entry.clientMessageId),
});
