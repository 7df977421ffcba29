import { Alert, Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatThread } from '../../components/ChatThread';
import { expertApi, type Question } from '../../lib/api/expertApi';

/** The earlier sessions of a repost's thread, read once; null while they load, 'failed' when they could not be. */
export function usePreviousSessions(qid: number, hasPrevious: boolean): Question[] | null | 'failed' {
  const [sessions, setSessions] = useState<Question[] | null | 'failed'>(hasPrevious ? null : []);
  useEffect(() => {
    if (!hasPrevious) return undefined;
    let isCurrent = true;
    expertApi.previousSessions(qid).then(
      (answer) => {
        if (isCurrent) setSessions(answer.questions);
      },
      () => {
        if (isCurrent) setSessions('failed');
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [qid, hasPrevious]);
  return sessions;
}

function PreviousSession({ session, studentName }: { session: Question; studentName: string }) {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const chatId = `previous-chat-${session.qid}`;
  return (
    <Paper withBorder radius="md" p="sm" bg="white" data-testid="previous-session">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('workspace.previousSession', { qid: session.qid })}
          </Text>
          <Badge variant="light" color="gray" radius="sm">
            {t(`states.${session.state}`)}
          </Badge>
        </Group>
        <Button
          size="compact-xs"
          variant="subtle"
          aria-expanded={isOpen}
          aria-controls={isOpen ? chatId : undefined}
          onClick={() => setIsOpen(!isOpen)}
        >
          {isOpen ? t('workspace.hidePrevious') : t('workspace.showPrevious')}
        </Button>
      </Group>
      {/* Mounted only when opened: the thread scrolls itself to its end, which must not happen behind the live chat. */}
      {isOpen ? (
        <Box id={chatId} mt="sm">
          <ChatThread
            messages={session.messages}
            myUid={session.expert?.uid ?? -1}
            myLabel={t('workspace.previousExpert')}
            studentName={studentName}
          />
        </Box>
      ) : null}
    </Paper>
  );
}

/** A repost's earlier sessions above its chat, collapsed to one line each until the expert opens one. */
export function PreviousSessions({ question, studentName }: { question: Question; studentName: string }) {
  const { t } = useTranslation();
  const sessions = usePreviousSessions(question.qid, question.previousQuestionIds.length > 0);
  if (sessions === 'failed') {
    return (
      <Alert color="gray" variant="light" mb="md">
        {t('workspace.previousFailed')}
      </Alert>
    );
  }
  if (!sessions?.length) return null;
  return (
    <Stack gap="xs" mb="md" data-testid="previous-sessions">
      {sessions.map((session) => (
        <PreviousSession key={session.qid} session={session} studentName={studentName} />
      ))}
    </Stack>
  );
}

/** On a repost: that the student asked for a new expert after a low rating, and the reason they gave. */
export function RepostNotice({ question }: { question: Pick<Question, 'isRepost' | 'repostReason'> }) {
  const { t } = useTranslation();
  if (!question.isRepost) return null;
  return (
    <Alert color="orange" variant="light" radius="md" mt="md" title={t('workspace.repostTitle')} data-testid="repost-notice">
      {question.repostReason ? t('workspace.repostReason', { reason: question.repostReason }) : null}
    </Alert>
  );
}
