import {
  Alert,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Image,
  Kbd,
  Loader,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { AppModal, MathText, showErrorToast } from '@photostudy/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatThread } from '../../components/ChatThread';
import { QuestionFacts } from '../../components/QuestionFacts';
import { SessionTimer } from '../../components/SessionTimer';
import { ApiError } from '../../lib/api/ApiError';
import { expertApi, type Message, type Question } from '../../lib/api/expertApi';
import { realtime } from '../../lib/realtime';
import { useConsoleSession } from '../../lib/session';
import { nowS } from '../../lib/time';
import { useInterval } from '../../lib/useInterval';
import { MessageComposer } from './MessageComposer';
import { SuggestionComposer } from './SuggestionComposer';
import classes from './WorkspacePage.module.css';

/** How often the open session is re-read, whatever realtime does. */
export const SESSION_POLL_MS = 3000;

type Dialog = 'end' | 'reject' | 'flag' | 'suggest' | null;
type Notice = { kind: 'idle' | 'timeout' | 'ended'; text: string } | null;

function mergeMessage(messages: Message[], message: Message): Message[] {
  const index = messages.findIndex((m) => m.mid === message.mid);
  if (index === -1) return [...messages, message].sort((a, b) => a.created - b.created || a.mid - b.mid);
  return messages.map((m, i) => (i === index ? message : m));
}

/** The live session: problem, Start, timer, chat with math, suggestions, Reject, Flag and End. */
export function WorkspacePage({ qid, onLeave }: { qid: number; onLeave: () => void }) {
  const { t } = useTranslation();
  const session = useConsoleSession();
  const myUid = session.auth?.uid ?? 0;
  const { refreshActive } = session;
  const [question, setQuestion] = useState<Question | null>(null);
  const [isMissing, setIsMissing] = useState(false);
  const [now, setNow] = useState(nowS);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [flagReason, setFlagReason] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const clientSeq = useRef(0);

  const load = useCallback(async () => {
    try {
      const next = await expertApi.question(qid);
      setQuestion(next);
      setIsMissing(false);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 403)) setIsMissing(true);
    }
  }, [qid]);

  useEffect(() => {
    void load();
  }, [load]);
  useInterval(() => void load(), SESSION_POLL_MS);
  useInterval(() => setNow(nowS()), 1000);

  const isMine = question?.expert?.uid === myUid;
  const isOpen = question !== null && (question.state === 'connecting' || question.state === 'in_progress');
  const isLive = question?.state === 'in_progress' && question.discussion?.status === 'STARTED';
  const isEnded = question !== null && !isOpen;
  const studentUid = question && isMine && isOpen ? question.author.uid : null;
  const studentName = question?.author.name ?? t('question.student');

  useEffect(() => {
    realtime.followStudent(studentUid);
  }, [studentUid]);
  useEffect(() => () => realtime.followStudent(null), []);

  useEffect(
    () =>
      realtime.listen({
        onSessionEvent: (event) => {
          if (event.qid !== undefined && event.qid !== qid) return;
          if (event.name === 'message' || event.name === 'messageEdited') {
            const message = event.data as unknown as Message;
            if (typeof message.mid === 'number') setQuestion((q) => (q ? { ...q, messages: mergeMessage(q.messages, message) } : q));
            setNotice((n) => (n?.kind === 'idle' ? null : n));
          } else if (event.name === 'idleWarning') setNotice({ kind: 'idle', text: t('workspace.idleWarning') });
          else if (event.name === 'idleTimeout') setNotice({ kind: 'timeout', text: t('workspace.idleTimeout') });
          else if (event.name === 'ended') {
            const reason = String(event.data.reason ?? '');
            const reasonText = t(`workspace.reasons.${reason}`, { defaultValue: reason });
            setNotice({ kind: 'ended', text: t('workspace.endedReason', { reason: reasonText }) });
            void refreshActive();
          }
          void load();
        },
        onAssignmentChanged: (change) => {
          if (change.qid === qid) void load();
        },
      }),
    [qid, load, refreshActive, t],
  );

  const act = useCallback(
    async (action: () => Promise<unknown>, after?: () => void) => {
      setIsBusy(true);
      try {
        await action();
        after?.();
        await load();
        void refreshActive();
      } catch (error) {
        showErrorToast(error instanceof ApiError ? error.message : t('workspace.actionFailed'));
      } finally {
        setIsBusy(false);
      }
    },
    [load, refreshActive, t],
  );

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'e' && isLive && isMine) {
        event.preventDefault();
        setDialog('end');
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [isLive, isMine]);

  if (isMissing) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center">
          <Text>{t('workspace.notFound')}</Text>
          <Button onClick={onLeave}>{t('workspace.backToQueue')}</Button>
        </Stack>
      </Paper>
    );
  }
  if (!question) return <Loader m="xl" />;

  const send = async (body: string) => {
    clientSeq.current += 1;
    try {
      const message = await expertApi.send(qid, body, `c-${qid}-${Date.now()}-${clientSeq.current}`);
      setQuestion((q) => (q ? { ...q, messages: mergeMessage(q.messages, message) } : q));
    } catch (error) {
      showErrorToast(error instanceof ApiError ? error.message : t('workspace.actionFailed'));
      throw error;
    }
  };
  const edit = async (mid: number, body: string) => {
    const message = await expertApi.edit(qid, mid, body);
    setQuestion((q) => (q ? { ...q, messages: mergeMessage(q.messages, message) } : q));
  };
  const discussion = question.discussion;

  return (
    <Box className={classes.layout}>
      <Stack gap="md" className={classes.side}>
        <Card withBorder radius="lg" padding="lg">
          <Group gap="sm" mb="md" wrap="nowrap">
            <Avatar src={question.author.avatar} radius="xl" color="brand">
              {studentName.slice(0, 1).toUpperCase()}
            </Avatar>
            <div style={{ minWidth: 0 }}>
              <Text fw={700} truncate data-testid="student-name">
                {studentName}
              </Text>
              <Text size="xs" c="dimmed">
                #{question.qid} · {new Date(question.created * 1000).toLocaleString()}
              </Text>
            </div>
          </Group>
          <QuestionFacts question={question} />
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" mt="lg" mb={4}>
            {t('workspace.problem')}
          </Text>
          <Text size="sm" data-testid="problem">
            <MathText text={question.title} />
          </Text>
          {question.attachmentUrl ? (
            <a href={question.attachmentUrl} target="_blank" rel="noreferrer">
              <Image src={question.attachmentUrl} alt={t('question.image')} radius="md" mt="md" mah={320} fit="contain" bg="gray.0" />
            </a>
          ) : null}
        </Card>
        {isMine && isOpen ? (
          <Card withBorder radius="lg" padding="md">
            <Group gap="xs">
              {question.state === 'connecting' ? (
                <Button variant="default" color="gray" onClick={() => setDialog('reject')} disabled={isBusy}>
                  {t('workspace.reject')}
                </Button>
              ) : null}
              <Button variant="light" color="orange" onClick={() => setDialog('flag')} disabled={isBusy}>
                {t('workspace.flag')}
              </Button>
              {isLive ? (
                <Button
                  color="red"
                  variant="light"
                  onClick={() => setDialog('end')}
                  disabled={isBusy}
                  rightSection={<Kbd size="xs">Ctrl E</Kbd>}
                >
                  {t('workspace.end')}
                </Button>
              ) : null}
            </Group>
          </Card>
        ) : null}
      </Stack>

      <Card withBorder radius="lg" padding={0} className={classes.main}>
        <Group justify="space-between" px="lg" py="md" className={classes.mainHeader} wrap="nowrap">
          <Group gap="sm">
            <Title order={3} size="h4">
              {t('workspace.chat')}
            </Title>
            <Badge variant="light" color={isLive ? 'teal' : isEnded ? 'gray' : 'brand'} radius="sm">
              {t(`states.${question.state}`)}
            </Badge>
          </Group>
          <SessionTimer
            started={discussion ? discussion.started : null}
            duration={discussion ? discussion.duration : null}
            now={now}
            isEnded={isEnded}
          />
        </Group>
        {notice ? (
          <Alert
            mx="lg"
            mt="md"
            color={notice.kind === 'idle' ? 'yellow' : notice.kind === 'timeout' ? 'orange' : 'gray'}
            variant="light"
            withCloseButton
            onClose={() => setNotice(null)}
            role="status"
          >
            {notice.text}
          </Alert>
        ) : null}
        {isMine && question.state === 'connecting' ? (
          <Paper m="lg" p="lg" radius="md" className={classes.startBox}>
            <Group justify="space-between">
              <Text size="sm">{t('workspace.startHint')}</Text>
              <Button size="md" loading={isBusy} onClick={() => void act(() => expertApi.start(qid))}>
                {t('workspace.start')}
              </Button>
            </Group>
          </Paper>
        ) : null}
        <ScrollArea className={classes.thread} px="lg" py="md" offsetScrollbars>
          <ChatThread messages={question.messages} myUid={myUid} studentName={studentName} onEdit={isLive && isMine ? edit : undefined} />
        </ScrollArea>
        {isMine && isLive ? (
          <Box px="lg" pb="lg" pt="sm" className={classes.composer}>
            <Group justify="flex-end" mb={6}>
              <Button size="compact-xs" variant="subtle" onClick={() => setDialog('suggest')}>
                {t('workspace.suggest')}
              </Button>
            </Group>
            <MessageComposer isDisabled={!isLive} onSend={send} onTyping={(typing) => realtime.sendTyping(qid, typing)} />
          </Box>
        ) : isEnded ? (
          <Group px="lg" pb="lg" justify="space-between">
            <Text size="sm" c="dimmed">
              {t('workspace.ended')}
            </Text>
            <Button variant="light" onClick={onLeave}>
              {t('workspace.backToQueue')}
            </Button>
          </Group>
        ) : null}
      </Card>

      <AppModal
        isOpen={dialog === 'end' || dialog === 'reject'}
        onClose={() => setDialog(null)}
        title={dialog === 'end' ? t('workspace.end') : t('workspace.reject')}
        description={dialog === 'end' ? t('workspace.endConfirm') : t('workspace.rejectConfirm')}
        size="sm"
        actions={
          <>
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('workspace.cancel')}
            </Button>
            <Button
              color={dialog === 'end' ? 'red' : 'brand'}
              loading={isBusy}
              onClick={() =>
                dialog === 'end'
                  ? void act(
                      () => expertApi.end(qid),
                      () => setDialog(null),
                    )
                  : void act(
                      () => expertApi.reject(qid),
                      () => {
                        setDialog(null);
                        onLeave();
                      },
                    )
              }
            >
              {t('workspace.confirm')}
            </Button>
          </>
        }
      />
      <AppModal
        isOpen={dialog === 'flag'}
        onClose={() => setDialog(null)}
        title={t('workspace.flagTitle')}
        actions={
          <>
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('workspace.cancel')}
            </Button>
            <Button
              color="orange"
              loading={isBusy}
              disabled={!flagReason.trim()}
              onClick={() =>
                void act(
                  () => expertApi.flag(qid, flagReason.trim()),
                  () => setDialog(null),
                )
              }
            >
              {t('workspace.flag')}
            </Button>
          </>
        }
      >
        <Textarea
          label={t('workspace.flagReason')}
          placeholder={t('workspace.flagPlaceholder')}
          autosize
          minRows={3}
          maxLength={500}
          value={flagReason}
          onChange={(e) => setFlagReason(e.currentTarget.value)}
          data-autofocus
        />
      </AppModal>
      <AppModal isOpen={dialog === 'suggest'} onClose={() => setDialog(null)} title={t('composer.title')} size="lg">
        <SuggestionComposer
          onCancel={() => setDialog(null)}
          onSubmit={async (body, options, timeRemaining) => {
            try {
              const message = await expertApi.suggest(qid, body, options, timeRemaining);
              setQuestion((q) => (q ? { ...q, messages: mergeMessage(q.messages, message) } : q));
              setDialog(null);
            } catch (error) {
              showErrorToast(error instanceof ApiError ? error.message : t('workspace.actionFailed'));
            }
          }}
        />
      </AppModal>
    </Box>
  );
}
