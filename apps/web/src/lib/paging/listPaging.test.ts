import { describe, expect, it } from 'vitest';
import { appendPage, hasMorePages, hasReachedScrollThreshold } from './listPaging';

describe('list paging', () => {
  it('expects more only after a full page of 20', () => {
    expect(hasMorePages(20)).toBe(true);
    expect(hasMorePages(19)).toBe(false);
    expect(hasMorePages(0)).toBe(false);
  });

  it('loads the next page at 90 percent of the scroll', () => {
    expect(hasReachedScrollThreshold({ scrollTop: 0, clientHeight: 800, scrollHeight: 2000 })).toBe(false);
    expect(hasReachedScrollThreshold({ scrollTop: 999, clientHeight: 800, scrollHeight: 2000 })).toBe(false);
    expect(hasReachedScrollThreshold({ scrollTop: 1000, clientHeight: 800, scrollHeight: 2000 })).toBe(true);
    expect(hasReachedScrollThreshold({ scrollTop: 0, clientHeight: 800, scrollHeight: 700 })).toBe(true);
    expect(hasReachedScrollThreshold({ scrollTop: 0, clientHeight: 0, scrollHeight: 0 })).toBe(false);
  });

  it('appends a page without repeating questions', () => {
    expect(appendPage([{ qid: 3 }, { qid: 2 }], [{ qid: 2 }, { qid: 1 }])).toEqual([{ qid: 3 }, { qid: 2 }, { qid: 1 }]);
  });
});
