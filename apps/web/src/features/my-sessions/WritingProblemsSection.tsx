import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListFooter } from '../../components/ListFooter';
import classes from './MySessionsPage.module.css';
import type { WritingProblemPages } from './useWritingProblemPages';
import { WritingProblemItem } from './WritingProblemItem';

/** Props of {@link WritingProblemsSection}. */
export interface WritingProblemsSectionProps {
  pages: WritingProblemPages;
  nowS: number;
}

/**
 * The Writing part of /my-sessions, above the live sessions: the student's Writing problems, newest first, with a
 * button for the next page (the live list keeps the infinite scroll). Hidden while there are none.
 */
export function WritingProblemsSection({ pages, nowS }: WritingProblemsSectionProps) {
  const { t } = useTranslation();
  const { items: problems, status, hasMore, loadMore } = pages;
  if (problems.length === 0 && status !== 'error') return null;
  return (
    <section className={classes.section} aria-labelledby="writing-problems-title">
      <Title order={2} fz={20} id="writing-problems-title" mb="sm">
        {t('sessions.writing.title')}
      </Title>
      {problems.length > 0 ? (
        <ul className={classes.list} aria-label={t('sessions.writing.listLabel')}>
          {problems.map((problem) => (
            <WritingProblemItem key={problem.id} problem={problem} nowS={nowS} />
          ))}
        </ul>
      ) : null}
      <ListFooter
        className={classes.sectionFooter}
        status={status}
        hasMore={hasMore}
        onLoadMore={loadMore}
        texts={{ loading: t('sessions.writing.loading'), error: t('sessions.writing.loadError'), loadMore: t('sessions.writing.loadMore') }}
      />
    </section>
  );
}
