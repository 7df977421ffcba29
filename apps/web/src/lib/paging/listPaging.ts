import { INFINITE_SCROLL_THRESHOLD_RATIO, SESSION_LIST_PAGE_SIZE } from '@photostudy/contracts';

/** A full page (20) may have more behind it; fewer than 20 means no more. */
export function hasMorePages(pageLength: number, pageSize: number = SESSION_LIST_PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}

/** The scroll position of a scrolling box. */
export interface ScrollBox {
  scrollTop: number;
  clientHeight: number;
  scrollHeight: number;
}

/** True once the bottom of the view has passed the threshold (0.9) of the content. */
export function hasReachedScrollThreshold(box: ScrollBox, ratio: number = INFINITE_SCROLL_THRESHOLD_RATIO): boolean {
  if (box.scrollHeight <= 0) return false;
  return (box.scrollTop + box.clientHeight) / box.scrollHeight >= ratio;
}

/** Appends a page, dropping questions already listed (a new question shifts the pages by one). */
export function appendPage<T extends { qid: number }>(items: readonly T[], page: readonly T[]): T[] {
  const seen = new Set(items.map((item) => item.qid));
  return [...items, ...page.filter((item) => !seen.has(item.qid))];
}
