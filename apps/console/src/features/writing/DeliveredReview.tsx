import { Anchor, Card, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WritingExpertProblem } from '../../lib/api/expertApi';
import classes from './WritingProblemPage.module.css';
import { formatDateTime } from './writingTime';

/** What was delivered, read-only: the reviewed file, the summary comment, when, and the student's rating once given. */
export function DeliveredReview({ review, ratingPoint }: { review: NonNullable<WritingExpertProblem['review']>; ratingPoint: number }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={titleId} data-testid="writing-review">
      <Title order={3} size="h5" id={titleId}>
        {t('writing.review.title')}
      </Title>
      <dl className={classes.stacked} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <dt>{t('writing.review.delivered')}</dt>
        <dd>{formatDateTime(review.delivered, i18n.language)}</dd>
        <dt>{t('writing.review.file')}</dt>
        <dd>
          <Anchor href={review.fileUrl} download={review.fileName} size="sm" data-testid="writing-review-file">
            {review.fileName}
          </Anchor>
        </dd>
        <dt>{t('writing.review.rating')}</dt>
        <dd data-testid="writing-review-rating">
          {ratingPoint > 0 ? t('writing.review.points', { point: ratingPoint }) : t('writing.review.notRated')}
        </dd>
        <dt>{t('writing.review.comment')}</dt>
        <dd className={classes.comment} data-testid="writing-review-comment">
          {review.comment}
        </dd>
      </dl>
    </Card>
  );
}
