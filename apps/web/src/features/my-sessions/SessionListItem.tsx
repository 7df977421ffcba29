import { Badge, Text } from '@mantine/core';
import { MathText } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestionListItem } from '../../lib/api';
import { formatTimeAgo } from '../../lib/i18n';
import { LABEL_COLORS, sessionLabelKey } from './sessionLabel';
import classes from './MySessionsPage.module.css';

/** Props of {@link SessionListItem}. */
export interface SessionListItemProps {
  question: QuestionListItem;
  nowS: number;
}

/** One row of the session list: title, subject, time ago and the status label; opens /my-sessions/{qid}. */
export function SessionListItem({ question, nowS }: SessionListItemProps) {
  const { t, i18n } = useTranslation();
  const labelKey = sessionLabelKey(question);
  return (
    <li>
      <Link to={`/my-sessions/${question.qid}`} className={classes.item} data-testid="session-item">
        <span className={classes.subjectMark} aria-hidden>
          {question.subjectTitle.slice(0, 1)}
        </span>
        <span className={classes.itemMain}>
          <span className={classes.itemTitle}>
            <MathText text={question.title} />
          </span>
          <span className={classes.itemMeta}>
            <span>{question.subjectTitle}</span>
            <span aria-hidden>·</span>
            <time dateTime={new Date(question.created * 1000).toISOString()}>{formatTimeAgo(question.created, nowS, i18n.language)}</time>
          </span>
        </span>
        <span className={classes.itemStatus}>
          <Badge color={LABEL_COLORS[labelKey]} variant="light" radius="sm" size="lg" data-testid="session-label">
            {t(`sessions.labels.${labelKey}`)}
          </Badge>
          {labelKey === 'connecting' ? (
            <Text size="xs" c="dimmed">
              {t('sessions.matchInProgress')}
            </Text>
          ) : null}
        </span>
      </Link>
    </li>
  );
}
