import { Box, Stack, Text } from '@mantine/core';
import type { OutboxEntry } from '@photostudy/client';
import type { Message } from '@photostudy/contracts';
import { MathText, UnsentMessageStatus } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import classes from './WorkspacePage.module.css';

/** Props of {@link UnsentMessages}. */
export interface UnsentMessagesProps {
  entries: OutboxEntry[];
  /** The session's confirmed messages: an entry whose echo is already there is not shown twice. */
  messages: Message[];
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
}

/** The expert's messages the server has not confirmed, after the thread: 'Sending…', or 'Not sent' with Retry and Delete. */
export function UnsentMessages({ entries, messages, onRetry, onDiscard }: UnsentMessagesProps) {
  const { t } = useTranslation();
  const confirmed = new Set(messages.map((message) => message.clientMessageId).filter(Boolean));
  const waiting = entries.filter((entry) => !confirmed.has(entry.clientMessageId));
  if (waiting.length === 0) return null;
  const labels = {
    sending: t('workspace.outbox.sending'),
    notSent: t('workspace.outbox.notSent'),
    retry: t('workspace.outbox.retry'),
    discard: t('workspace.outbox.discard'),
  };
  return (
    <Stack gap="sm" mt="sm">
      {waiting.map((entry) => (
        <Box key={entry.clientMessageId} className={classes.unsentRow} data-testid="unsent-message" data-state={entry.state}>
          <Box className={classes.unsentBubble}>
            <Text size="xs" fw={700} c="brand.8" mb={2}>
              {t('workspace.you')}
            </Text>
            <Text size="sm" className={classes.unsentBody}>
              <MathText text={entry.body} />
            </Text>
            <UnsentMessageStatus
              state={entry.state}
              error={entry.error}
              labels={labels}
              onRetry={() => onRetry(entry.clientMessageId)}
              onDiscard={() => onDiscard(entry.clientMessageId)}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
