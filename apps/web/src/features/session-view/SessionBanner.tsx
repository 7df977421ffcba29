import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { RATING_MAX_POINT, type Question } from '@photostudy/contracts';
import { MathText } from '@photostudy/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StarIcon } from './sessionIcons';
import classes from './SessionView.module.css';

/** Props of {@link SessionBanner}. */
export interface SessionBannerProps {
  question: Question;
  isSample: boolean;
  onBack: () => void;
  /** Extra actions beside Back (the history view's Share). */
  actions?: ReactNode;
}

/** The history banner: Title, Rating (stars of answerPoint; on samples a 'Sample session' mark instead), Topic ('subject by {expert}'), actions and Back. */
export function SessionBanner({ question, isSample, onBack, actions }: SessionBannerProps) {
  const { t } = useTranslation();
  const expertName = question.expert?.name;
  return (
    <Paper className={classes.banner} radius="lg" p="md" withBorder data-testid="session-banner">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="lg">
        <dl className={classes.bannerFields}>
          <div>
            <dt>{t('session.banner.title')}</dt>
            <dd>
              <MathText text={question.title} />
            </dd>
          </div>
          {isSample ? null : (
            <div>
              <dt>{t('session.banner.rating')}</dt>
              <dd>
                <span
                  className={classes.stars}
                  role="img"
                  aria-label={
                    question.answerPoint > 0
                      ? t('session.banner.ratingValue', { count: question.answerPoint })
                      : t('session.banner.notRated')
                  }
                >
                  {Array.from({ length: RATING_MAX_POINT }, (_, index) => (
                    <StarIcon key={index} isFilled={index < question.answerPoint} />
                  ))}
                </span>
              </dd>
            </div>
          )}
          <div>
            <dt>{t('session.banner.topic')}</dt>
            <dd>
              <Text span>
                {expertName
                  ? t('session.banner.topicByExpert', { subject: question.subjectTitle, expert: expertName })
                  : question.subjectTitle}
              </Text>
            </dd>
          </div>
        </dl>
        <Group gap="xs" wrap="wrap" justify="flex-end" align="center">
          {isSample ? (
            <Badge variant="light" color="gray" size="lg" radius="sm" data-testid="sample-badge">
              {t('session.banner.sample')}
            </Badge>
          ) : null}
          {actions}
          <Button variant="default" radius="xl" onClick={onBack}>
            {t('session.back')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
