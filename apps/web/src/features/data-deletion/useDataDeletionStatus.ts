import { useCallback, useEffect, useState } from 'react';
import { getDataDeletionStatus, isApiError, type DataDeletionStatus } from '../../lib/api';

/** What the page shows: the request's state, an unknown request, or a server that could not be asked. */
export type DataDeletionView =
  { kind: 'loading' } | { kind: 'status'; status: DataDeletionStatus } | { kind: 'notFound' } | { kind: 'unavailable' };

/** The request's state and a retry after a failure that was not the link's fault. */
export interface DataDeletionStatusState {
  view: DataDeletionView;
  reload: () => void;
}

/**
 * Loads `GET /api/data-deletion-requests/{request_id}` (public: the id is unguessable and names nobody). A refused id
 * (unknown, malformed) is 'notFound'; a network failure or a server error is 'unavailable', with a retry.
 */
export function useDataDeletionStatus(requestId: string): DataDeletionStatusState {
  const [view, setView] = useState<DataDeletionView>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setView({ kind: 'loading' });
    getDataDeletionStatus(requestId, controller.signal).then(
      (status) => setView({ kind: 'status', status }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const isRefused = isApiError(error) && !error.isNetworkError && error.status < 500;
        setView({ kind: isRefused ? 'notFound' : 'unavailable' });
      },
    );
    return () => controller.abort();
  }, [requestId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { view, reload };
}
