import type { ApiError } from './ApiError';

type Listener = (error: ApiError) => void;
const listeners = new Set<Listener>();

/** Subscribes to force-logout answers (401 with code 30401); returns the unsubscribe function. */
export function onForceLogout(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Reports a force-logout answer to the subscribers (the server-supplied modal). */
export function emitForceLogout(error: ApiError): void {
  for (const listener of listeners) listener(error);
}
