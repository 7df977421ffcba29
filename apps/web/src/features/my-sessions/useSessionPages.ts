import { listQuestions, type QuestionListItem } from '../../lib/api';
import { appendPage, hasMorePages, usePagedList, type PagedList } from '../../lib/paging';

/** The session list, page by page (pages of 20 from page 1), with the next page on demand. */
export type SessionPages = PagedList<QuestionListItem>;

const loadSessions = async (page: number, signal: AbortSignal) => {
  const rows = await listQuestions(page, signal);
  return { items: rows, hasMore: hasMorePages(rows.length) };
};

/** Pages through `GET /api/questions?page=n`; fewer than 20 rows ends the list. */
export function useSessionPages(): SessionPages {
  return usePagedList(loadSessions, appendPage);
}
