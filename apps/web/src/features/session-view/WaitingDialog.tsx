import { Button, Loader, Stack, Text } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link WaitingDialog}. */
export interface WaitingDialogProps {
  isOpen: boolean;
  /** The match failed (question dead without an expert): say so instead of waiting. */
  isFailed: boolean;
  onClose: () => void;
}

/** Waiting for a match: the promise that the chat session will not end before 10 minutes (spec 001 sections 2 and 9). */
export function WaitingDialog({ isOpen, isFailed, onClose }: WaitingDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      isOpen={isOpen}
      onClose={onClose}
      size="sm"
      title={isFailed ? t('session.waiting.failedTitle') : t('session.waiting.title')}
      actions={
        <Button onClick={onClose} radius="xl">
          {t('session.waiting.close')}
        </Button>
      }
    >
      {isFailed ? (
        <Text>{t('session.waiting.failedBody')}</Text>
      ) : (
        <Stack align="center" gap="sm" data-testid="waiting-dialog">
          <Loader type="dots" size="lg" />
          <Text fw={700}>{t('session.waiting.body')}</Text>
          <Text ta="center" c="dimmed">
            {t('session.waiting.promise')}
          </Text>
        </Stack>
      )}
    </AppModal>
  );
}
