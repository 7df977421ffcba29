import type { WritingProblem } from '@photostudy/contracts';
import { listWritingProblems } from '../../lib/api';
import { useWritingProblemUpdates } from '../../lib/realtime';
import { usePagedList, type PagedList } from '../../lib/paging';
import { mergeWritingProblems } from './writingPaging';

/** The student's Writing problems, page by page, kept fresh by the realtime updates. */
export type WritingProblemPages = PagedList<WritingProblem>;

const loadProblems = async (page: number, signal: AbortSignal) => {
  const answer = await listWritingProblems(page, signal);
  return { items: answer.problems, hasMore: answer.hasMore };
};

/**
 * Pages through `GET /api/es/askers/me/problems?page=n` (from 1) while `isEnabled` (the student has Writing). A
 * `writingProblemUpdated` event or a reconnect loads page 1 again and merges it, so a state change shows at once.
 */
export function useWritingProblemPages(isEnabled: boolean): WritingProblemPages {
  const pages = usePagedList(loadProblems, mergeWritingProblems, isEnabled);
  useWritingProblemUpdates(() => {
    if (isEnabled) pages.refreshFirstPage();
  });
  return pages;
}
