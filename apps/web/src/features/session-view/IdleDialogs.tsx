import { Button, Text } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link IdleWarningDialog}. */
export interface IdleWarningDialogProps {
  isOpen: boolean;
  /** Close (x) and 'still working' both dismiss the warning. */
  onDismiss: () => void;
  onEndSession: () => void;
}

/** 'Still working?' with close, still-working and end-session actions (spec 001 section 4, Idle handling). */
export function IdleWarningDialog({ isOpen, onDismiss, onEndSession }: IdleWarningDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      isOpen={isOpen}
      onClose={onDismiss}
      size="sm"
      title={t('session.idle.warningTitle')}
      description={t('session.idle.warningBody')}
      actions={
        <>
          <Button variant="default" color="red" onClick={onEndSession}>
            {t('session.idle.endSession')}
          </Button>
          <Button onClick={onDismiss}>{t('session.idle.stillWorking')}</Button>
        </>
      }
    />
  );
}

/** Props of {@link IdleTimeoutDialog}. */
export interface IdleTimeoutDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The session ended for inactivity. */
export function IdleTimeoutDialog({ isOpen, onClose }: IdleTimeoutDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      isOpen={isOpen}
      onClose={onClose}
      size="sm"
      title={t('session.idle.timeoutTitle')}
      actions={<Button onClick={onClose}>{t('session.idle.ok')}</Button>}
    >
      <Text>{t('session.idle.timeoutBody')}</Text>
    </AppModal>
  );
}
