import { Text } from '@mantine/core';
import type { OutboxEntry } from '@photostudy/client';
import { MathText, UnsentMessageStatus } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import classes from './SessionView.module.css';

/** Props of {@link UnsentMessageItem}. */
export interface UnsentMessageItemProps {
  entry: OutboxEntry;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
}

/** A message the student typed that the server has not confirmed: shown in place, 'Sending…' or 'Not sent' with Retry. */
export function UnsentMessageItem({ entry, onRetry, onDiscard }: UnsentMessageItemProps) {
  const { t } = useTranslation();
  return (
    <div className={classes.messageRow} data-role="student" data-testid="unsent-message" data-state={entry.state}>
      <div className={classes.bubble} data-role="student" data-unsent="true">
        <Text size="xs" fw={700} className={classes.sender}>
          {t('session.messages.you')}
        </Text>
        <MathText text={entry.body} className={classes.body} />
        <UnsentMessageStatus
          state={entry.state}
          error={entry.error}
          labels={{
            sending: t('session.composer.sending'),
            notSent: t('session.composer.notSent'),
            retry: t('session.composer.retry'),
            discard: t('session.composer.discard'),
          }}
          onRetry={() => onRetry(entry.clientMessageId)}
          onDiscard={() => onDiscard(entry.clientMessageId)}
        />
      </div>
    </div>
  );
}
