import { Card, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WritingExpertProblem } from '../../lib/api/expertApi';
import { formatClock } from '../../lib/time';
import { WritingSourceBadge } from './WritingBadges';
import classes from './WritingProblemPage.module.css';
import { deadlineTone, formatDateTime } from './writingTime';

/** The student's description, the alternative email, the dates and, while the problem is open, the deadline countdown. */
export function ProblemFacts({ problem, now }: { problem: WritingExpertProblem; now: number }) {
  const { t, i18n } = useTranslation();
  const isOpen = problem.state === 'waiting' || problem.state === 'claimed';
  const tone = deadlineTone(problem.deadline, now);
  return (
    <Card withBorder radius="lg" padding="lg">
      <Text size="xs" tt="uppercase" fw={700} c="dimmed" mb={4}>
        {t('writing.problem.description')}
      </Text>
      <Text size="sm" className={classes.description} data-testid="writing-description">
        {problem.description}
      </Text>
      <dl className={classes.facts} style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        <dt>{t('writing.problem.email')}</dt>
        <dd data-testid="writing-email">{problem.email ? <BreakableEmail email={problem.email} /> : t('writing.problem.noEmail')}</dd>
        <dt>{t('writing.problem.source')}</dt>
        <dd>
          <WritingSourceBadge source={problem.source} />
        </dd>
        <dt>{t('writing.problem.submitted')}</dt>
        <dd>{formatDateTime(problem.created, i18n.language)}</dd>
        <dt>{t('writing.problem.deadline')}</dt>
        <dd>{formatDateTime(problem.deadline, i18n.language)}</dd>
        {isOpen ? (
          <>
            <dt>{t('writing.problem.timeLeft')}</dt>
            <dd>
              <Text
                span
                fw={700}
                size="lg"
                c={tone === 'ok' ? 'dark.8' : 'red.8'}
                className={classes.countdown}
                data-testid="writing-countdown"
                data-tone={tone}
              >
                {tone === 'overdue' ? t('writing.problem.overdue') : formatClock(problem.deadline - now)}
              </Text>
            </dd>
          </>
        ) : null}
      </dl>
    </Card>
  );
}

/** An address that may wrap after its '@' rather than inside a word. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
