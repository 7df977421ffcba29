import { Alert, Badge, Button, Card, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isQuestionTaken } from '../../lib/api/ApiError';
import { expertApi, type WritingQueueItem } from '../../lib/api/expertApi';
import { useNowS } from './useNowS';
import { useWritingQueue } from './useWritingQueue';
import { DeadlineLeft, WritingSourceBadge, WritingStateBadge } from './WritingBadges';
import classes from './WritingQueuePage.module.css';
import { formatSpan } from './writingTime';

/**
 * The writers' queue beside the live one: waiting problems (oldest first) with their age and time left, a Claim
 * button (first claim wins; a lost claim says so and reads the list again), and the problems I hold.
 */
export function WritingQueuePage({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const queue = useWritingQueue();
  const now = useNowS();
  const [claimingId, setClaimingId] = useState<number | null>(null);
  const [message, setMessage] = useState<'taken' | 'failed' | null>(null);
  const waitingTitleId = useId();
  const mineTitleId = useId();

  async function claim(id: number) {
    setClaimingId(id);
    setMessage(null);
    try {
      await expertApi.claimWriting(id);
      onOpen(id);
    } catch (error) {
      if (isQuestionTaken(error)) {
        setMessage('taken');
        void queue.refresh();
      } else setMessage('failed');
    } finally {
      setClaimingId(null);
    }
  }

  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm" align="center">
          <Title order={2} size="h3">
            {t('writing.title')}
          </Title>
          {queue.isLoaded ? (
            <Badge size="lg" variant="light" radius="sm" data-testid="writing-waiting-count">
              {t('writing.waitingCount', { count: queue.waiting.length })}
            </Badge>
          ) : null}
        </Group>
        <Text c="dimmed" size="sm" mt={4}>
          {t('writing.subtitle')}
        </Text>
      </div>

      {message ? (
        <Alert
          color={message === 'taken' ? 'orange' : 'red'}
          variant="light"
          title={message === 'taken' ? t('writing.taken') : undefined}
          withCloseButton
          closeButtonLabel={t('admin.close')}
          onClose={() => setMessage(null)}
          role="alert"
          data-testid="writing-claim-message"
        >
          {message === 'taken' ? t('writing.takenBody') : t('writing.claimFailed')}
        </Alert>
      ) : null}
      {queue.trouble === 'forbidden' ? (
        <Alert color="gray" variant="light" role="alert">
          {t('writing.forbidden')}
        </Alert>
      ) : null}
      {queue.trouble === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          {t('writing.loadFailed')}
        </Alert>
      ) : null}

      {queue.trouble === 'forbidden' ? null : !queue.isLoaded ? (
        queue.trouble ? null : (
          <Loader m="xl" />
        )
      ) : (
        <div className={classes.columns}>
          <section aria-labelledby={waitingTitleId}>
            <Title order={3} size="h5" mb="sm" id={waitingTitleId}>
              {t('writing.waiting')}
            </Title>
            {queue.waiting.length === 0 ? (
              <Paper withBorder radius="lg" p={40} className={classes.empty}>
                <Text fw={600}>{t('writing.emptyWaiting')}</Text>
                <Text c="dimmed" size="sm">
                  {t('writing.emptyWaitingHint')}
                </Text>
              </Paper>
            ) : (
              <Stack gap="sm" data-testid="writing-waiting">
                {queue.waiting.map((item) => (
                  <WaitingCard
                    key={item.id}
                    item={item}
                    now={now}
                    isClaiming={claimingId === item.id}
                    isDisabled={claimingId !== null && claimingId !== item.id}
                    onClaim={() => void claim(item.id)}
                  />
                ))}
              </Stack>
            )}
          </section>
          <section aria-labelledby={mineTitleId}>
            <Title order={3} size="h5" id={mineTitleId}>
              {t('writing.mine')}
            </Title>
            <Text size="xs" c="dimmed" mb="sm">
              {t('writing.mineHint')}
            </Text>
            {queue.mine.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('writing.emptyMine')}
              </Text>
            ) : (
              <Stack gap="xs" data-testid="writing-mine">
                {queue.mine.map((item) => (
                  <MineCard key={item.id} item={item} now={now} onOpen={() => onOpen(item.id)} />
                ))}
              </Stack>
            )}
          </section>
        </div>
      )}
    </Stack>
  );
}

/** One waiting problem: number, source, age, time left, the student's description and Claim. */
function WaitingCard({
  item,
  now,
  isClaiming,
  isDisabled,
  onClaim,
}: {
  item: WritingQueueItem;
  now: number;
  isClaiming: boolean;
  isDisabled: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} data-testid="writing-waiting-item">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group gap="xs">
          <Text fw={700} size="sm">
            {t('writing.problemId', { id: item.id })}
          </Text>
          <WritingSourceBadge source={item.source} />
        </Group>
        <Group gap="md" wrap="nowrap">
          <Text size="xs" c="dimmed" span>
            {t('writing.age', { time: formatSpan(t, now - item.created) })}
          </Text>
          <DeadlineLeft deadline={item.deadline} now={now} />
        </Group>
      </Group>
      <Text size="sm" mt="xs" className={classes.description}>
        {item.description}
      </Text>
      <Group mt="sm">
        <Button size="xs" onClick={onClaim} loading={isClaiming} disabled={isDisabled} aria-label={t('writing.claimOne', { id: item.id })}>
          {t('writing.claim')}
        </Button>
      </Group>
    </Card>
  );
}

/** One problem I hold or delivered: its description, state, time left while claimed, and Open. */
function MineCard({ item, now, onOpen }: { item: WritingQueueItem; now: number; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="sm" className={classes.card} data-testid="writing-mine-item">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} size="sm">
          {t('writing.problemId', { id: item.id })}
        </Text>
        <WritingStateBadge state={item.state} />
      </Group>
      <Text size="sm" lineClamp={2} mt={4} className={classes.description}>
        {item.description}
      </Text>
      <Group justify="space-between" mt="xs" wrap="nowrap">
        {item.state === 'claimed' ? <DeadlineLeft deadline={item.deadline} now={now} /> : <span />}
        <Button size="compact-sm" variant="light" onClick={onOpen} aria-label={t('writing.openOne', { id: item.id })}>
          {t('writing.open')}
        </Button>
      </Group>
    </Card>
  );
}
