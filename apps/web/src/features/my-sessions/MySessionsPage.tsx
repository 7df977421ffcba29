import { Button, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '../../components/icons';
import { ListPage } from '../../components/ListPage';
import { useListClock } from '../../components/useListClock';
import { selectFeatureFlags, useAppSelector } from '../../lib/store';
import { SessionListItem } from './SessionListItem';
import { useSessionPages } from './useSessionPages';
import { useWritingProblemPages } from './useWritingProblemPages';
import { WritingProblemsSection } from './WritingProblemsSection';

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
  const nowS = useListClock();

  return (
    <ListPage
      texts={{
        title: t('sessions.title'),
        subtitle: t('sessions.subtitle'),
        listLabel: t('sessions.listLabel'),
        loading: t('sessions.loading'),
        loadingMore: t('sessions.loadingMore'),
        loadError: t('sessions.loadError'),
        retry: t('sessions.retry'),
        loadMore: t('sessions.loadMore'),
        end: t('sessions.end'),
      }}
      empty={{
        icon: <ClockIcon size={28} />,
        title: t('sessions.emptyTitle'),
        text: t('sessions.emptyText'),
        textMaxWidth: 420,
        action: (
          <Button component={Link} to="/ask" mt="xs">
            {t('sessions.ask')}
          </Button>
        ),
      }}
      status={status}
      itemCount={items.length}
      hasMore={hasMore}
      onLoadMore={loadMore}
      beforeList={
        <>
          <WritingProblemsSection pages={writing} nowS={nowS} />
          {hasWritingSection ? (
            <Title order={2} fz={20} mb="sm">
              {t('sessions.liveTitle')}
            </Title>
          ) : null}
        </>
      }
    >
      {items.map((question) => (
        <SessionListItem key={question.qid} question={question} nowS={nowS} />
      ))}
    </ListPage>
  );
}
