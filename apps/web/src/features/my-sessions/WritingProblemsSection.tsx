import { Button, Stack, Text, Title } from '@mantine/core';
import { Loader } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
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
  const { problems, status, hasMore, loadMore } = pages;
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
      <div className={classes.sectionFooter}>
        {status === 'loading' ? <Loader label={t('sessions.writing.loading')} /> : null}
        {status === 'error' ? (
          <Stack align="center" gap="xs" role="alert">
            <Text size="sm">{t('sessions.writing.loadError')}</Text>
            <Button variant="light" size="xs" onClick={loadMore}>
              {t('sessions.retry')}
            </Button>
          </Stack>
        ) : null}
        {status === 'ready' && hasMore ? (
          <Button variant="subtle" onClick={loadMore}>
            {t('sessions.writing.loadMore')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
