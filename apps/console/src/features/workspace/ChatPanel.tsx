import { Box, Button, Card, Group, Paper, ScrollArea, Text } from '@mantine/core';
import { OfflineNotice, useIsConnectionDown } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { ChatThread } from '../../components/ChatThread';
import { ChatHeader } from './ChatHeader';
import { MessageComposer } from './MessageComposer';
import { PreviousSessions } from './PreviousSessions';
import { realtime } from '../../lib/realtime';
import { SessionNotice } from './SessionNotice';
import { UnsentMessages } from './UnsentMessages';
import type { WorkspaceSession } from './useWorkspaceSession';
import classes from './WorkspacePage.module.css';

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  session: WorkspaceSession & { question: NonNullable<WorkspaceSession['question']> };
  studentName: string;
  onSuggest: () => void;
  onLeave: () => void;
}

/** The chat side: header and timer, banner, Start, a repost's earlier sessions and the thread, then the composer (live) or the way back (ended). */
export function ChatPanel({ session, studentName, onSuggest, onLeave }: ChatPanelProps) {
  const { t } = useTranslation();
  const { question, notice, isMine, isLive, isEnded, isBusy, outbox } = session;
  const isConnectionDown = useIsConnectionDown(realtime);
  return (
    <Card withBorder radius="lg" padding={0} className={classes.main}>
      <ChatHeader question={question} isLive={isLive} isEnded={isEnded} />
      {isMine ? <OfflineNotice isShown={isConnectionDown} label={t('workspace.outbox.offline')} /> : null}
      {notice ? <SessionNotice notice={notice} onClose={session.dismissNotice} /> : null}
      {isMine && question.state === 'connecting' ? (
        <Paper m="lg" p="lg" radius="md" className={classes.startBox}>
          <Group justify="space-between">
            <Text size="sm">{t('workspace.startHint')}</Text>
            <Button size="md" loading={isBusy} onClick={() => void session.start()}>
              {t('workspace.start')}
            </Button>
          </Group>
        </Paper>
      ) : null}
      <ScrollArea className={classes.thread} px="lg" py="md" offsetScrollbars>
        <PreviousSessions question={question} studentName={studentName} />
        <ChatThread
          messages={question.messages}
          myUid={session.myUid}
          studentName={studentName}
          onEdit={isLive && isMine ? session.edit : undefined}
        />
        {isMine ? (
          <UnsentMessages entries={outbox.entries} messages={question.messages} onRetry={outbox.retry} onDiscard={outbox.discard} />
        ) : null}
      </ScrollArea>
      {isMine && isLive ? (
        <Box px="lg" pb="lg" pt="sm" className={classes.composer}>
          <Group justify="flex-end" mb={6}>
            <Button size="compact-xs" variant="subtle" onClick={onSuggest}>
              {t('workspace.suggest')}
            </Button>
          </Group>
          <MessageComposer isDisabled={!isLive} onSend={session.send} onTyping={session.sendTyping} />
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
  );
}
