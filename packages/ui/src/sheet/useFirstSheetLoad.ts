import { ERRORS } from '@photostudy/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Why the sheet could not be read: the workbook itself (catalogued), not there for this caller, or anything else. */
export type SheetLoadFailure = 'unreadable' | 'tooLarge' | 'notFound' | 'other';

/** Where a session sheet's first read stands. */
export type SheetLoad<S> =
  { status: 'waiting' } | { status: 'loading' } | { status: 'loaded'; state: S } | { status: 'failed'; failure: SheetLoadFailure };

/** An API refusal as the apps' client throws it (read by shape: ui does not depend on the client). */
interface RefusalLike {
  code?: unknown;
  status?: unknown;
}

/** Sorts a failed read by the catalogue code of the server's answer. */
export function sheetLoadFailure(error: unknown): SheetLoadFailure {
  if (typeof error !== 'object' || error === null || !('code' in error)) return 'other';
  const { code, status } = error as RefusalLike;
  if (code === ERRORS.SHEET_UNREADABLE.code) return 'unreadable';
  if (code === ERRORS.SHEET_TOO_LARGE.code) return 'tooLarge';
  if (code === ERRORS.SHEET_NOT_FOUND.code || status === 403 || status === 404) return 'notFound';
  return 'other';
}

/**
 * Reads a session's sheet once it is ready (`read` is the app's `GET /api/sheets/{qid}`) and keeps that first state:
 * later batches reach the sync through realtime and its gap fetches, never through this hook. Before ready there is
 * nothing to read; once ready the state is kept even if readiness goes (a permission update hides the pane, not its sync).
 * `retry` reads again after a failure.
 */
export function useFirstSheetLoad<S>(
  qid: number,
  isReady: boolean,
  read: (qid: number, signal: AbortSignal) => Promise<S>,
): { load: SheetLoad<S>; retry: () => void } {
  const [load, setLoad] = useState<SheetLoad<S>>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  const [hasBeenReady, setHasBeenReady] = useState(isReady);
  if (isReady && !hasBeenReady) setHasBeenReady(true);
  // `read` is taken when a read starts; it need not be stable.
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });

  useEffect(() => {
    if (!hasBeenReady) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    latestRead.current(qid, controller.signal).then(
      (state) => setLoad({ status: 'loaded', state }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', failure: sheetLoadFailure(error) });
      },
    );
    return () => controller.abort();
  }, [qid, hasBeenReady, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
