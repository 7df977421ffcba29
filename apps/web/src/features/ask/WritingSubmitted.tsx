import { Button, Stack, Text, Title } from '@mantine/core';
import { WRITING_RESPONSE_PROMISE_H, type WritingProblem } from '@photostudy/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckIcon } from '../../components/icons';
import { selectFeatureFlags, selectProfile, useAppSelector } from '../../lib/store';
import classes from './WritingForm.module.css';
import { WritingProblemCard } from './WritingProblemCard';

/** Props of {@link WritingSubmitted}. */
export interface WritingSubmittedProps {
  problem: WritingProblem;
}

/** SUBMITTED: the 48-hour promise, where the review will be emailed, and the problem as the server took it. */
export function WritingSubmitted({ problem }: WritingSubmittedProps) {
  const { t } = useTranslation();
  const { hasStemBusiness } = useAppSelector(selectFeatureFlags);
  const accountEmail = useAppSelector(selectProfile)?.email ?? null;
  const emails = [accountEmail, problem.email].filter((email): email is string => Boolean(email));
  return (
    <Stack gap="lg">
      <Stack gap={6} align="center" ta="center" role="status">
        <span className={classes.doneIcon}>
          <CheckIcon size={28} />
        </span>
        <Title order={2} fz={24}>
          {t('writing.submittedTitle')}
        </Title>
        <Text size="lg">{t('writing.submittedText', { hours: WRITING_RESPONSE_PROMISE_H })}</Text>
        {emails.length > 0 ? <Text c="gray.7">{t('writing.submittedEmail', { emails: [...new Set(emails)].join(', ') })}</Text> : null}
      </Stack>
      <WritingProblemCard problem={problem} title={t('writing.openTitle')} />
      {hasStemBusiness ? (
        <Button component={Link} to="/my-sessions" variant="light" className={classes.centerButton}>
          {t('writing.goToSessions')}
        </Button>
      ) : null}
    </Stack>
  );
}
