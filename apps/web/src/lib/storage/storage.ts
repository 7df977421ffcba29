/** Keys of everything the web app keeps in the browser (spec 000 section 3, local storage). */
export const STORAGE_KEYS = {
  TOKENS: 'photostudy.tokens',
  IS_NEW_USER: 'photostudy.isNewUser',
  DEVICE_ID: 'photostudy.deviceId',
  LANGUAGE: 'photostudy.language',
  ON_GOING_QUESTION_CREATED: 'photostudy.onGoingQuestionCreated',
  REDIRECT_PATH: 'photostudy.redirectPath',
  CHAT_OUTBOX: 'photostudy.chatOutbox',
} as const;

/** Reads a localStorage item; null when storage is unavailable (private mode, blocked cookies). */
export function readStorage(key: string, storage: Storage | undefined = globalThis.localStorage): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Writes (or with null removes) a localStorage item, ignoring unavailable storage. */
export function writeStorage(key: string, value: string | null, storage: Storage | undefined = globalThis.localStorage): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage can be full or disabled; the app still works for this visit.
  }
}
