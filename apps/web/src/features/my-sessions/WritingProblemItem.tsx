import { Anchor, Badge, Text } from '@mantine/core';
import { WRITING_RESPONSE_PROMISE_H, type WritingProblem } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, DocumentIcon, DownloadIcon, LinkIcon } from '../../components/icons';
import { formatDateTime, formatTimeAgo } from '../../lib/i18n';
import classes from './MySessionsPage.module.css';

/** Badge colours of the Writing states. */
const STATE_COLORS: Record<WritingProblem['state'], string> = {
  waiting: 'blue',
  claimed: 'brand',
  delivered: 'teal',
  refunded: 'gray',
};

/** Props of {@link WritingProblemItem}. */
export interface WritingProblemItemProps {
  problem: WritingProblem;
  nowS: number;
}

/** The detail of one Writing problem: description, document, the 48-hour deadline and, once delivered, the review. */
function WritingProblemDetail({ problem }: { problem: WritingProblem }) {
  const { t, i18n } = useTranslation();
  const { review } = problem;
  return (
    <dl className={classes.writingDetail}>
      <dt>{t('sessions.writing.description')}</dt>
      <dd className={classes.writingText}>{problem.description}</dd>
      <dt>{t('sessions.writing.document')}</dt>
      <dd className={classes.writingInline}>
        {problem.source === 'file' ? (
          <>
            <DocumentIcon size={18} />
            {problem.fileName}
          </>
        ) : (
          <>
            <LinkIcon size={18} />
            <Anchor href={problem.url ?? undefined} target="_blank" rel="noopener noreferrer">
              {t('sessions.writing.openLink')}
            </Anchor>
          </>
        )}
      </dd>
      <dt>{t('sessions.writing.deadline', { hours: WRITING_RESPONSE_PROMISE_H })}</dt>
      <dd>{formatDateTime(problem.deadline, i18n.language)}</dd>
      {problem.email ? (
        <>
          <dt>{t('sessions.writing.email')}</dt>
          <dd>{problem.email}</dd>
        </>
      ) : null}
      {problem.state === 'refunded' ? (
        <>
          <dt>{t('sessions.writing.labels.refunded')}</dt>
          <dd>{t('sessions.writing.refundedNote')}</dd>
        </>
      ) : null}
      {review ? (
        <>
          <dt>{t('sessions.writing.reviewedFile')}</dt>
          <dd className={classes.writingInline}>
            <DownloadIcon size={18} />
            <Anchor href={review.fileUrl} download={review.fileName} target="_blank" rel="noopener noreferrer" fw={700}>
              {t('sessions.writing.download', { name: review.fileName })}
            </Anchor>
            <Text span size="sm" c="gray.7">
              {t('sessions.writing.deliveredAt', { date: formatDateTime(review.delivered, i18n.language) })}
            </Text>
          </dd>
          <dt>{t('sessions.writing.comment')}</dt>
          <dd className={classes.writingText}>{review.comment}</dd>
        </>
      ) : null}
    </dl>
  );
}

/**
 * One Writing problem in /my-sessions: a row with its description, time ago and state ('In review', 'Reviewed'...)
 * that opens its detail in place (the list has every field, and Writing problems have no chat to open).
 */
export function WritingProblemItem({ problem, nowS }: WritingProblemItemProps) {
  const { t, i18n } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const detailId = `writing-detail-${problem.id}`;
  return (
    <li className={classes.writingItem} data-open={isOpen || undefined}>
      <button
        type="button"
        className={classes.writingRow}
        aria-expanded={isOpen}
        aria-controls={detailId}
        onClick={() => setIsOpen((open) => !open)}
        data-testid="writing-item"
      >
        <span className={classes.subjectMark} aria-hidden>
          <DocumentIcon size={22} />
        </span>
        <span className={classes.itemMain}>
          <span className={classes.itemTitle}>{problem.description}</span>
          <span className={classes.itemMeta}>
            <span>{t('sessions.writing.subject')}</span>
            <span aria-hidden>·</span>
            <time dateTime={new Date(problem.created * 1000).toISOString()}>{formatTimeAgo(problem.created, nowS, i18n.language)}</time>
          </span>
        </span>
        <span className={classes.itemStatus}>
          <Badge component="span" color={STATE_COLORS[problem.state]} variant="light" radius="sm" size="lg" data-testid="writing-label">
            {t(`sessions.writing.labels.${problem.state}`)}
          </Badge>
        </span>
        <ChevronDownIcon size={18} className={classes.chevron} />
      </button>
      <div id={detailId} hidden={!isOpen}>
        {isOpen ? <WritingProblemDetail problem={problem} /> : null}
      </div>
    </li>
  );
}
