import { Button, Stack, Text, Title } from '@mantine/core';
import { Loader } from '@photostudy/ui';
import { useRef, type ReactNode } from 'react';
import { useScrollThreshold, type PagedListStatus } from '../lib/paging';
import { ListFooter } from './ListFooter';
import classes from './ListPage.module.css';

/** The texts of a {@link ListPage}. */
export interface ListPageTexts {
  title: string;
  subtitle: string;
  /** The accessible name of the list. */
  listLabel: string;
  loading: string;
  loadingMore: string;
  loadError: string;
  retry: string;
  loadMore: string;
  end: string;
}

/** What a {@link ListPage} shows when the list is empty. */
export interface ListPageEmpty {
  icon: ReactNode;
  title: string;
  text: string;
  /** The widest the text may run, in pixels. */
  textMaxWidth: number;
  /** A call to action under the text. */
  action?: ReactNode;
}

/** Props of {@link ListPage}. */
export interface ListPageProps {
  texts: ListPageTexts;
  empty: ListPageEmpty;
  status: PagedListStatus;
  itemCount: number;
  hasMore: boolean;
  onLoadMore: () => void;
  /** What stands between the head and the list (another section, the list's own title). */
  beforeList?: ReactNode;
  /** The rows of the list (`li` elements). */
  children: ReactNode;
}

/**
 * The frame of a paged list page: the head (title and subtitle), the first load (loader, error with a retry, empty
 * state), then the list with its foot. The next page loads at 90 percent of the scroll.
 */
export function ListPage({ texts, empty, status, itemCount, hasMore, onLoadMore, beforeList, children }: ListPageProps) {
  const listRef = useRef<HTMLUListElement>(null);
  useScrollThreshold(listRef, status === 'ready' && hasMore, onLoadMore, itemCount);

  const isFirstLoad = itemCount === 0 && status === 'loading';
  const hasFirstLoadFailed = itemCount === 0 && status === 'error';
  const isEmpty = itemCount === 0 && status === 'ready';

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Title order={1} fz={30}>
          {texts.title}
        </Title>
        <Text c="dimmed">{texts.subtitle}</Text>
      </header>

      {beforeList}

      {isFirstLoad ? (
        <div className={classes.center}>
          <Loader label={texts.loading} />
        </div>
      ) : null}

      {hasFirstLoadFailed ? (
        <Stack className={classes.state} align="center" gap="sm" role="alert">
          <Text fw={700}>{texts.loadError}</Text>
          <Button variant="light" onClick={onLoadMore}>
            {texts.retry}
          </Button>
        </Stack>
      ) : null}

      {isEmpty ? (
        <Stack className={classes.state} align="center" gap="sm">
          <span className={classes.stateIcon}>{empty.icon}</span>
          <Title order={2} fz={22}>
            {empty.title}
          </Title>
          <Text c="dimmed" ta="center" maw={empty.textMaxWidth}>
            {empty.text}
          </Text>
          {empty.action}
        </Stack>
      ) : null}

      {itemCount > 0 ? (
        <>
          <ul className={classes.list} ref={listRef} aria-label={texts.listLabel}>
            {children}
          </ul>
          <ListFooter
            className={classes.footer}
            status={status}
            hasMore={hasMore}
            onLoadMore={onLoadMore}
            texts={{ loading: texts.loadingMore, error: texts.loadError, loadMore: texts.loadMore, end: texts.end }}
          />
        </>
      ) : null}
    </div>
  );
}
