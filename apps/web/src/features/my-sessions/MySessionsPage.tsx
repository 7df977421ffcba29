import { Button, Stack, Text, Title } from '@mantine/core';
import { Loader } from '@photostudy/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '../../components/icons';
import { selectFeatureFlags, useAppSelector } from '../../lib/store';
import { ListFooter } from './ListFooter';
import { SessionListItem } from './SessionListItem';
import { useScrollThreshold } from './useScrollThreshold';
import { useSessionPages } from './useSessionPages';
import { useWritingProblemPages } from './useWritingProblemPages';
import { WritingProblemsSection } from './WritingProblemsSection';
import classes from './MySessionsPage.module.css';

const CLOCK_TICK_MS = 30_000;

function useNowSeconds(): number {
  const [nowS, setNowS] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNowS(Math.floor(Date.now() / 1000)), CLOCK_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return nowS;
}

/**
 * /my-sessions: the student's Writing problems (when they have the Writing track and any problem) in their own
 * section on top, then the live sessions in pages of 20, the next page loading at 90 percent of the scroll.
 */
export function MySessionsPage() {
  const { t } = useTranslation();
  const { items, status, hasMore, loadMore } = useSessionPages();
  const { hasWriting } = useAppSelector(selectFeatureFlags);
  const writing = useWritingProblemPages(hasWriting);
  const hasWritingSection = writing.items.length > 0 || writing.status === 'error';
  const nowS = useNowSeconds();
  const listRef = useRef<HTMLUListElement>(null);
  useScrollThreshold(listRef, status === 'ready' && hasMore, loadMore, items.length);

  const isFirstLoad = items.length === 0 && status === 'loading';
  const hasFirstLoadFailed = items.length === 0 && status === 'error';
  const isEmpty = items.length === 0 && status === 'ready';

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Title order={1} fz={30}>
          {t('sessions.title')}
        </Title>
        <Text c="dimmed">{t('sessions.subtitle')}</Text>
      </header>

      <WritingProblemsSection pages={writing} nowS={nowS} />
      {hasWritingSection ? (
        <Title order={2} fz={20} mb="sm">
          {t('sessions.liveTitle')}
        </Title>
      ) : null}

      {isFirstLoad ? (
        <div className={classes.center}>
          <Loader label={t('sessions.loading')} />
        </div>
      ) : null}

      {hasFirstLoadFailed ? (
        <Stack className={classes.state} align="center" gap="sm" role="alert">
          <Text fw={700}>{t('sessions.loadError')}</Text>
          <Button variant="light" onClick={loadMore}>
            {t('sessions.retry')}
          </Button>
        </Stack>
      ) : null}

      {isEmpty ? (
        <Stack className={classes.state} align="center" gap="sm">
          <span className={classes.stateIcon}>
            <ClockIcon size={28} />
          </span>
          <Title order={2} fz={22}>
            {t('sessions.emptyTitle')}
          </Title>
          <Text c="dimmed" ta="center" maw={420}>
            {t('sessions.emptyText')}
          </Text>
          <Button component={Link} to="/ask" mt="xs">
            {t('sessions.ask')}
          </Button>
        </Stack>
      ) : null}

      {items.length > 0 ? (
        <>
          <ul className={classes.list} ref={listRef} aria-label={t('sessions.listLabel')}>
            {items.map((question) => (
              <SessionListItem key={question.qid} question={question} nowS={nowS} />
            ))}
          </ul>
          <ListFooter
            className={classes.footer}
            status={status}
            hasMore={hasMore}
            onLoadMore={loadMore}
            texts={{
              loading: t('sessions.loadingMore'),
              error: t('sessions.loadError'),
              loadMore: t('sessions.loadMore'),
              end: t('sessions.end'),
            }}
          />
        </>
      ) : null}
    </div>
  );
}
