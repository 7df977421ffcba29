import { ChatOutbox } from '@photostudy/client';
import type { Message } from '@photostudy/contracts';
import { expertApi } from './api/expertApi';

/** Apart from the student app's key: both apps share the origin's storage. */
const OUTBOX_STORAGE_KEY = 'ps-console-chat-outbox';

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The expert's chat outbox: typed messages wait here, in local storage, until the server has them (issue 17). */
export const chatOutbox = new ChatOutbox<Message>({
  storageKey: OUTBOX_STORAGE_KEY,
  storage: localStorageOrNull(),
  send: (entry) => expertApi.send(entry.qid, entry.body, entry.clientMessageId),
});
