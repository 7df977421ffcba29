import { Alert, Badge, Box, Button, Card, Group, Image, Kbd, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { catalogSubjectName } from '@photostudy/contracts';
import { AppModal, MathText } from '@photostudy/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionFacts } from '../../components/QuestionFacts';
import { isQuestionTaken } from '../../lib/api/ApiError';
import type { QuestionItem } from '../../lib/api/expertApi';
import { formatWait, nowS } from '../../lib/time';
import { isTypingTarget } from '../../lib/useInterval';
import classes from './QueueView.module.css';

/** Props of {@link QueueView}. */
export interface QueueViewProps {
  questions: QuestionItem[];
  isLoaded: boolean;
  isOnline: boolean;
  /** True while I hold an open question: claiming is disabled. */
  isBusy: boolean;
  claim: (qid: number) => Promise<unknown>;
  onClaimed: (qid: number) => void;
  /** Called after a lost claim, so the list is refreshed. */
  onConflict: () => void;
  onHide: (qid: number) => void;
}

/** The waiting questions with preview and claim; shows a clear message when another expert won. */
export function QueueView({ questions, isLoaded, isOnline, isBusy, claim, onClaimed, onConflict, onHide }: QueueViewProps) {
  const { t, i18n } = useTranslation();
  const [previewQid, setPreviewQid] = useState<number | null>(null);
  const [claimingQid, setClaimingQid] = useState<number | null>(null);
  const [message, setMessage] = useState<{ kind: 'taken' | 'failed'; text: string } | null>(null);
  const [now, setNow] = useState(nowS);
  const preview = questions.find((q) => q.qid === previewQid) ?? null;

  useEffect(() => {
    const id = window.setInterval(() => setNow(nowS()), 1000);
    return () => window.clearInterval(id);
  }, []);

  const doClaim = useCallback(
    async (qid: number) => {
      setClaimingQid(qid);
      setMessage(null);
      try {
        await claim(qid);
        setPreviewQid(null);
        onClaimed(qid);
      } catch (error) {
        setPreviewQid(null);
        if (isQuestionTaken(error)) {
          setMessage({ kind: 'taken', text: t('queue.takenBody') });
          onConflict();
        } else setMessage({ kind: 'failed', text: t('queue.claimFailed') });
      } finally {
        setClaimingQid(null);
      }
    },
    [claim, onClaimed, onConflict, t],
  );

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'c' || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const first = questions[0];
      if (first && !isBusy && claimingQid === null) void doClaim(first.qid);
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [questions, isBusy, claimingQid, doClaim]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="sm" align="center">
            <Title order={2} size="h3">
              {t('queue.title')}
            </Title>
            <Badge size="lg" variant="light" radius="sm">
              {t('queue.count', { count: questions.length })}
            </Badge>
          </Group>
          <Text c="dimmed" size="sm" mt={4}>
            {t('queue.subtitle')}
          </Text>
        </div>
        <Button
          variant="default"
          disabled={!questions[0] || isBusy}
          onClick={() => questions[0] && void doClaim(questions[0].qid)}
          rightSection={<Kbd size="xs">c</Kbd>}
        >
          {t('queue.claimFirst')}
        </Button>
      </Group>

      {message ? (
        <Alert
          color={message.kind === 'taken' ? 'orange' : 'red'}
          variant="light"
          title={message.kind === 'taken' ? t('queue.taken') : undefined}
          withCloseButton
          onClose={() => setMessage(null)}
          role="alert"
        >
          {message.text}
        </Alert>
      ) : null}
      {!isOnline ? (
        <Alert color="gray" variant="light" title={t('queue.offlineTitle')}>
          {t('queue.offlineBody')}
        </Alert>
      ) : null}
      {isBusy ? (
        <Alert color="brand" variant="light">
          {t('queue.busy')}
        </Alert>
      ) : null}

      {isLoaded && questions.length === 0 ? (
        <Paper withBorder radius="lg" p={48} className={classes.empty}>
          <ThemeIcon size={56} radius="xl" variant="light">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
              <path d="M22 12h-6l-2 3h-4l-2-3H2" />
              <path d="M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z" />
            </svg>
          </ThemeIcon>
          <Text fw={600} mt="md">
            {t('queue.empty')}
          </Text>
          <Text c="dimmed" size="sm">
            {t('queue.emptyHint')}
          </Text>
        </Paper>
      ) : null}

      <Stack gap="sm" data-testid="queue-list">
        {questions.map((q, index) => (
          <Card key={q.qid} withBorder radius="lg" padding="md" className={classes.card} data-testid="queue-item">
            <Group wrap="nowrap" align="flex-start" gap="md">
              <Box className={classes.thumb}>
                {q.attachmentUrl ? (
                  <Image src={q.attachmentUrl} alt={t('question.image')} fit="cover" h="100%" w="100%" />
                ) : (
                  <Stack gap={2} align="center">
                    <svg
                      width="22"
                      height="22"
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.8"
                      aria-hidden="true"
                      color="var(--mantine-color-gray-5)"
                    >
                      <path d="M4 7h3l2-3h6l2 3h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z" />
                      <circle cx="12" cy="13" r="3.5" />
                    </svg>
                    <Text size="10px" c="dimmed">
                      {t('queue.noImage')}
                    </Text>
                  </Stack>
                )}
              </Box>
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="nowrap">
                  <QuestionFacts question={q} />
                  <Text size="xs" c={now - q.created > 120 ? 'orange.7' : 'dimmed'} fw={600} className={classes.wait}>
                    {t('queue.waiting', { time: formatWait(now - q.created) })}
                  </Text>
                </Group>
                <Text size="sm" lineClamp={2} className={classes.description}>
                  <MathText text={q.title} />
                </Text>
                <Group gap="xs" mt={4}>
                  <Button
                    size="xs"
                    onClick={() => void doClaim(q.qid)}
                    loading={claimingQid === q.qid}
                    disabled={isBusy || (claimingQid !== null && claimingQid !== q.qid)}
                  >
                    {t('queue.claim')}
                    {index === 0 ? (
                      <Kbd size="xs" ml={8}>
                        c
                      </Kbd>
                    ) : null}
                  </Button>
                  <Button size="xs" variant="light" onClick={() => setPreviewQid(q.qid)}>
                    {t('queue.preview')}
                  </Button>
                  <Button size="xs" variant="subtle" color="gray" onClick={() => onHide(q.qid)}>
                    {t('queue.hide')}
                  </Button>
                </Group>
              </Stack>
            </Group>
          </Card>
        ))}
      </Stack>

      <AppModal
        isOpen={preview !== null}
        onClose={() => setPreviewQid(null)}
        title={preview ? catalogSubjectName(i18n.language, { tid: preview.tid, title: preview.subjectTitle }) : undefined}
        size="lg"
        actions={
          preview ? (
            <>
              <Button variant="default" onClick={() => setPreviewQid(null)}>
                {t('workspace.cancel')}
              </Button>
              <Button onClick={() => void doClaim(preview.qid)} loading={claimingQid === preview.qid} disabled={isBusy}>
                {t('queue.claim')}
              </Button>
            </>
          ) : null
        }
      >
        {preview ? (
          <Stack gap="md">
            <QuestionFacts question={preview} />
            <Text size="xs" c="dimmed">
              {t('queue.waiting', { time: formatWait(now - preview.created) })}
            </Text>
            <Text>
              <MathText text={preview.title} />
            </Text>
            {preview.attachmentUrl ? (
              <Image src={preview.attachmentUrl} alt={t('question.image')} radius="md" mah={420} fit="contain" />
            ) : null}
          </Stack>
        ) : null}
      </AppModal>
    </Stack>
  );
}
