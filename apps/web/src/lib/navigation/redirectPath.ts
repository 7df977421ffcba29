import { STORAGE_KEYS } from '../storage/storage';

/** The part of a path that marks a shared session link (spec 001 section 2). */
const SHARED_SESSION_PATH_FRAGMENT = '/sessions/';

/** Remembers a shared-session location seen while logged out, so login can return to it. */
export function rememberSharedSessionPath(path: string): void {
  if (!path.includes(SHARED_SESSION_PATH_FRAGMENT)) return;
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEYS.REDIRECT_PATH, path);
  } catch {
    // Without sessionStorage the user simply lands on the default page after login.
  }
}

/** Reads (without clearing) the remembered shared-session location. */
export function readSharedSessionPath(): string | null {
  try {
    return globalThis.sessionStorage?.getItem(STORAGE_KEYS.REDIRECT_PATH) ?? null;
  } catch {
    return null;
  }
}

/** Forgets the remembered location once it has been used. */
export function clearSharedSessionPath(): void {
  try {
    globalThis.sessionStorage?.removeItem(STORAGE_KEYS.REDIRECT_PATH);
  } catch {
    // Nothing to clear.
  }
}
