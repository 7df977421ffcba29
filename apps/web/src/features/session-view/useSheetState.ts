import { ERRORS } from '@photostudy/contracts';
import { useCallback, useEffect, useState } from 'react';
import { getSheetState, isApiError, type SheetState } from '../../lib/api';

/** Why the sheet could not be loaded: the workbook itself (catalogued) or anything else. */
export type SheetLoadFailure = 'unreadable' | 'tooLarge' | 'notFound' | 'other';

/** Where the session sheet's first read stands. */
export type SheetLoad =
  { status: 'waiting' } | { status: 'loading' } | { status: 'loaded'; state: SheetState } | { status: 'failed'; failure: SheetLoadFailure };

function failureOf(error: unknown): SheetLoadFailure {
  if (!isApiError(error)) return 'other';
  if (error.code === ERRORS.SHEET_UNREADABLE.code) return 'unreadable';
  if (error.code === ERRORS.SHEET_TOO_LARGE.code) return 'tooLarge';
  if (error.code === ERRORS.SHEET_NOT_FOUND.code || error.status === 403 || error.status === 404) return 'notFound';
  return 'other';
}

/**
 * Reads the session's sheet (`GET /api/sheets/{qid}`) once it is ready, and keeps that first state: later batches reach
 * the sync through realtime and its gap fetches, never through this hook. Before ready there is nothing to show (the
 * 'Preparing' animation covers the pane), so nothing is read.
 */
export function useSheetState(qid: number, isReady: boolean): { load: SheetLoad; retry: () => void } {
  const [load, setLoad] = useState<SheetLoad>({ status: 'waiting' });
  const [attempt, setAttempt] = useState(0);
  // Once ready, the sheet stays read: a permission update later hides the pane but keeps its state (and its sync).
  const [hasBeenReady, setHasBeenReady] = useState(isReady);
  if (isReady && !hasBeenReady) setHasBeenReady(true);

  useEffect(() => {
    if (!hasBeenReady) return;
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    getSheetState(qid, undefined, controller.signal).then(
      (state) => setLoad({ status: 'loaded', state }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', failure: failureOf(error) });
      },
    );
    return () => controller.abort();
  }, [qid, hasBeenReady, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}
