import { Button } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link ConfirmActionDialog}. */
export interface ConfirmActionDialogProps {
  /** Which confirmation shows; null hides the dialog. */
  action: 'end' | 'reject' | null;
  isBusy: boolean;
  onClose: () => void;
  onConfirm: (action: 'end' | 'reject') => void;
}

/** Asks before ending the session or giving the question back. */
export function ConfirmActionDialog({ action, isBusy, onClose, onConfirm }: ConfirmActionDialogProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      isOpen={action !== null}
      onClose={onClose}
      title={action === 'end' ? t('workspace.end') : t('workspace.reject')}
      description={action === 'end' ? t('workspace.endConfirm') : t('workspace.rejectConfirm')}
      size="sm"
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('workspace.cancel')}
          </Button>
          <Button color={action === 'end' ? 'red' : 'brand'} loading={isBusy} onClick={() => action && onConfirm(action)}>
            {t('workspace.confirm')}
          </Button>
        </>
      }
    />
  );
}
