import { useCallback, useEffect, useRef, useState } from 'react';

/** Loading state of a paged list ('idle' while it is switched off). */
export type PagedListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** One page as a list's loader answers it. */
export interface LoadedPage<T> {
  items: T[];
  hasMore: boolean;
}

/** A list loaded page by page (from page 1), with the next page on demand. */
export interface PagedList<T> {
  items: T[];
  status: PagedListStatus;
  hasMore: boolean;
  /** Loads the next page unless one is loading or none is left; after an error it retries. */
  loadMore: () => void;
  /** Loads page 1 again and merges it (after a realtime update); a failure keeps the list as it is. */
  refreshFirstPage: () => void;
  /** Merges items that arrived outside the paging (a realtime event) into the list, with the same `merge`. */
  mergeItems: (items: readonly T[]) => void;
}

/**
 * The paging of the app's long lists (My Sessions, Notifications): one page in flight at a time, every request
 * aborted on unmount, and `merge` deciding how a page joins the items already shown (append, or replace by id).
 */
export function usePagedList<T>(
  loadPage: (page: number, signal: AbortSignal) => Promise<LoadedPage<T>>,
  merge: (items: readonly T[], page: readonly T[]) => T[],
  isEnabled = true,
): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<PagedListStatus>(isEnabled ? 'loading' : 'idle');
  const [hasMore, setHasMore] = useState(isEnabled);
  const cursor = useRef({ nextPage: 1, hasMore: true, isLoading: false });
  const controllers = useRef(new Set<AbortController>());
  // The latest loader and merge, so that callers may pass inline functions without reloading.
  const latest = useRef({ loadPage, merge });
  latest.current = { loadPage, merge };

  const request = useCallback((page: number) => {
    const controller = new AbortController();
    controllers.current.add(controller);
    const answer = latest.current.loadPage(page, controller.signal).finally(() => controllers.current.delete(controller));
    return { answer, signal: controller.signal };
  }, []);

  const loadMore = useCallback(() => {
    const current = cursor.current;
    if (current.isLoading || !current.hasMore) return;
    current.isLoading = true;
    setStatus('loading');
    const page = current.nextPage;
    const { answer, signal } = request(page);
    answer.then(
      (loaded) => {
        current.isLoading = false;
        current.nextPage = page + 1;
        current.hasMore = loaded.hasMore;
        setItems((previous) => latest.current.merge(previous, loaded.items));
        setHasMore(loaded.hasMore);
        setStatus('ready');
      },
      () => {
        if (signal.aborted) return;
        current.isLoading = false;
        setStatus('error');
      },
    );
  }, [request]);

  const refreshFirstPage = useCallback(() => {
    request(1).answer.then(
      (loaded) => setItems((previous) => latest.current.merge(previous, loaded.items)),
      () => undefined,
    );
  }, [request]);

  const mergeItems = useCallback((arrived: readonly T[]) => {
    setItems((previous) => latest.current.merge(previous, arrived));
  }, []);

  useEffect(() => {
    if (!isEnabled) return;
    const current = cursor.current;
    const open = controllers.current;
    loadMore();
    return () => {
      for (const controller of open) controller.abort();
      current.isLoading = false;
    };
  }, [isEnabled, loadMore]);

  return { items, status, hasMore, loadMore, refreshFirstPage, mergeItems };
}
