import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WritingExpertProblem } from '../../lib/api/expertApi';
import { useConsoleSession } from '../../lib/session';
import { DeliveredReview } from './DeliveredReview';
import { DeliveryForm } from './DeliveryForm';
import { DocumentPreview } from './DocumentPreview';
import { ProblemFacts } from './ProblemFacts';
import { useNowS } from './useNowS';
import { useWritingProblem } from './useWritingProblem';
import { WritingStateBadge } from './WritingBadges';
import classes from './WritingProblemPage.module.css';

/**
 * One Writing problem for its writer: the student's description and document, the deadline countdown, and the
 * delivery form while I hold it; once delivered, the review read-only.
 */
export function WritingProblemPage({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation();
  const { auth } = useConsoleSession();
  const { problem, status, refresh, replace } = useWritingProblem(id);
  const now = useNowS();
  const [isJustDelivered, setIsJustDelivered] = useState(false);

  const back = (
    <Anchor component="button" type="button" onClick={onBack} size="sm" style={{ alignSelf: 'flex-start' }}>
      ← {t('writing.problem.back')}
    </Anchor>
  );

  if (status === 'missing') {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center">
          <Text>{t('writing.problem.notFound')}</Text>
          <Button onClick={onBack}>{t('writing.problem.back')}</Button>
        </Stack>
      </Paper>
    );
  }
  if (!problem) {
    return (
      <Stack gap="md">
        {back}
        {status === 'failed' ? (
          <Alert color="red" variant="light" role="alert">
            {t('writing.problem.loadFailed')}
          </Alert>
        ) : (
          <Loader m="xl" />
        )}
      </Stack>
    );
  }

  const isMine = auth !== null && problem.writerUid === auth.uid;
  const delivered = (next: WritingExpertProblem) => {
    replace(next);
    setIsJustDelivered(true);
  };

  return (
    <Stack gap="md">
      {back}
      <Group gap="sm" align="center">
        <Title order={2} size="h3">
          {t('writing.problem.title', { id: problem.id })}
        </Title>
        <WritingStateBadge state={problem.state} />
      </Group>
      <div className={classes.layout}>
        <Stack gap="md" className={classes.side}>
          <ProblemFacts problem={problem} now={now} />
          {isJustDelivered && problem.state === 'delivered' ? (
            <Alert color="teal" variant="light" title={t('writing.delivery.delivered')} data-testid="writing-delivered">
              {t('writing.delivery.deliveredBody')}
            </Alert>
          ) : null}
          <StateNotice problem={problem} isMine={isMine} />
          {problem.state === 'claimed' && isMine ? (
            <DeliveryForm problemId={problem.id} onDelivered={delivered} onLost={() => void refresh()} />
          ) : null}
          {problem.review ? <DeliveredReview review={problem.review} ratingPoint={problem.ratingPoint} /> : null}
        </Stack>
        <DocumentPreview problem={problem} />
      </div>
    </Stack>
  );
}

/** Why there is no delivery form: back in the queue, held by someone else, or refunded. */
function StateNotice({ problem, isMine }: { problem: WritingExpertProblem; isMine: boolean }) {
  const { t } = useTranslation();
  const key =
    problem.state === 'waiting'
      ? 'waiting'
      : problem.state === 'refunded'
        ? 'refunded'
        : problem.state === 'claimed' && !isMine
          ? 'otherWriter'
          : null;
  if (!key) return null;
  return (
    <Alert color={key === 'refunded' ? 'orange' : 'gray'} variant="light" data-testid="writing-notice">
      {t(`writing.problem.notices.${key}`)}
    </Alert>
  );
}
