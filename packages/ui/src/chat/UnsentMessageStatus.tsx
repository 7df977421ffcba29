import { Button, Group, Text } from '@mantine/core';

/** The texts of {@link UnsentMessageStatus}, in the app's language. */
export interface UnsentMessageLabels {
  sending: string;
  notSent: string;
  retry: string;
  discard: string;
}

/** Props of {@link UnsentMessageStatus}. */
export interface UnsentMessageStatusProps {
  state: 'sending' | 'failed';
  /** The server's reason when it refused the message for good. */
  error: string | null;
  labels: UnsentMessageLabels;
  onRetry: () => void;
  onDiscard: () => void;
}

/** The line under a message the server has not confirmed: 'Sending…', or 'Not sent' with Retry and Delete. */
export function UnsentMessageStatus({ state, error, labels, onRetry, onDiscard }: UnsentMessageStatusProps) {
  if (state === 'sending') {
    return (
      <Text size="xs" c="gray.8" data-testid="outbox-status" data-state="sending">
        {labels.sending}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="wrap" justify="flex-end" data-testid="outbox-status" data-state="failed">
      <Text size="xs" c="red.9" fw={600}>
        {error ? `${labels.notSent}: ${error}` : labels.notSent}
      </Text>
      <Button size="compact-xs" variant="filled" color="red" onClick={onRetry}>
        {labels.retry}
      </Button>
      <Button size="compact-xs" variant="subtle" color="gray" onClick={onDiscard}>
        {labels.discard}
      </Button>
    </Group>
  );
}
