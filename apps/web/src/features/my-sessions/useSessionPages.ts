import { useCallback, useEffect, useRef, useState } from 'react';
import { listQuestions, type QuestionListItem } from '../../lib/api';
import { appendPage, hasMorePages } from './listPaging';

/** Loading state of the session list. */
type SessionPagesStatus = 'loading' | 'ready' | 'error';

/** The session list, page by page (pages of 20 from page 1), with the next page on demand. */
export interface SessionPages {
  items: QuestionListItem[];
  status: SessionPagesStatus;
  hasMore: boolean;
  /** Loads the next page unless one is loading or none is left; after an error it retries. */
  loadMore: () => void;
}

/** Pages through `GET /api/questions?page=n`; fewer than 20 rows ends the list. */
export function useSessionPages(): SessionPages {
  const [items, setItems] = useState<QuestionListItem[]>([]);
  const [status, setStatus] = useState<SessionPagesStatus>('loading');
  const [hasMore, setHasMore] = useState(true);
  const cursor = useRef({ nextPage: 1, hasMore: true, isLoading: false });
  const controllerRef = useRef<AbortController | null>(null);

  const loadMore = useCallback(() => {
    const current = cursor.current;
    if (current.isLoading || !current.hasMore) return;
    current.isLoading = true;
    setStatus('loading');
    const controller = new AbortController();
    controllerRef.current = controller;
    const page = current.nextPage;
    listQuestions(page, controller.signal).then(
      (rows) => {
        current.isLoading = false;
        current.nextPage = page + 1;
        current.hasMore = hasMorePages(rows.length);
        setItems((previous) => appendPage(previous, rows));
        setHasMore(current.hasMore);
        setStatus('ready');
      },
      () => {
        if (controller.signal.aborted) return;
        current.isLoading = false;
        setStatus('error');
      },
    );
  }, []);

  useEffect(() => {
    const current = cursor.current;
    loadMore();
    return () => {
      controllerRef.current?.abort();
      current.isLoading = false;
    };
  }, [loadMore]);

  return { items, status, hasMore, loadMore };
}
