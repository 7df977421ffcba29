/** Lists loaded page by page: the page rule (20, fewer means no more), the scroll threshold (0.9) and the paging hook. */
export * from './listPaging';
export * from './usePagedList';
export * from './useScrollThreshold';
