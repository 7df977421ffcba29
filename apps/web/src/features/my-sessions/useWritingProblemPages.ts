import type { WritingProblem } from '@photostudy/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { listWritingProblems } from '../../lib/api';
import { useWritingProblemUpdates } from '../../lib/realtime';
import { mergeWritingProblems } from './writingPaging';

/** Loading state of the Writing list. */
type WritingPagesStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The student's Writing problems, page by page, kept fresh by the realtime updates. */
export interface WritingProblemPages {
  problems: WritingProblem[];
  status: WritingPagesStatus;
  hasMore: boolean;
  /** Loads the next page unless one is loading or none is left; after an error it retries. */
  loadMore: () => void;
}

/**
 * Pages through `GET /api/es/askers/me/problems?page=n` (from 1) while `isEnabled` (the student has Writing). A
 * `writingProblemUpdated` event or a reconnect loads page 1 again and merges it, so a state change shows at once.
 */
export function useWritingProblemPages(isEnabled: boolean): WritingProblemPages {
  const [problems, setProblems] = useState<WritingProblem[]>([]);
  const [status, setStatus] = useState<WritingPagesStatus>(isEnabled ? 'loading' : 'idle');
  const [hasMore, setHasMore] = useState(isEnabled);
  const cursor = useRef({ nextPage: 1, hasMore: true, isLoading: false });
  const controllers = useRef(new Set<AbortController>());

  const load = useCallback((page: number) => {
    const controller = new AbortController();
    controllers.current.add(controller);
    const answer = listWritingProblems(page, controller.signal).finally(() => controllers.current.delete(controller));
    return { answer, signal: controller.signal };
  }, []);

  const loadMore = useCallback(() => {
    const current = cursor.current;
    if (current.isLoading || !current.hasMore) return;
    current.isLoading = true;
    setStatus('loading');
    const page = current.nextPage;
    const { answer: request, signal } = load(page);
    request.then(
      (answer) => {
        current.isLoading = false;
        current.nextPage = page + 1;
        current.hasMore = answer.hasMore;
        setProblems((previous) => mergeWritingProblems(previous, answer.problems));
        setHasMore(answer.hasMore);
        setStatus('ready');
      },
      () => {
        if (signal.aborted) return;
        current.isLoading = false;
        setStatus('error');
      },
    );
  }, [load]);

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

  useWritingProblemUpdates(() => {
    if (!isEnabled) return;
    // A failed refresh keeps the list as it is; the next event or visit tries again.
    load(1).answer.then(
      (answer) => setProblems((previous) => mergeWritingProblems(previous, answer.problems)),
      () => undefined,
    );
  });

  return { problems, status, hasMore, loadMore };
}
