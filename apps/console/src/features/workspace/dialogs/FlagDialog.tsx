import { Button, Textarea } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of {@link FlagDialog}. */
export interface FlagDialogProps {
  isOpen: boolean;
  isBusy: boolean;
  onClose: () => void;
  /** Sends the trimmed reason. */
  onFlag: (reason: string) => void;
}

/** Flags the question for review with a reason (kept between openings, as a draft). */
export function FlagDialog({ isOpen, isBusy, onClose, onFlag }: FlagDialogProps) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  return (
    <AppModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('workspace.flagTitle')}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('workspace.cancel')}
          </Button>
          <Button color="orange" loading={isBusy} disabled={!reason.trim()} onClick={() => onFlag(reason.trim())}>
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
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-autofocus
      />
    </AppModal>
  );
}
