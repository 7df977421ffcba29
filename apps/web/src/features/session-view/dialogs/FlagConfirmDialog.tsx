import { Button } from '@mantine/core';
import type { Question } from '@photostudy/contracts';
import { AppModal, showErrorToast } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { flagQuestion, isApiError } from '../../../lib/api';
import { logSessionEvent } from '../sessionLog';

/** Props of {@link FlagConfirmDialog}. */
export interface FlagConfirmDialogProps {
  question: Question;
  opened: boolean;
  onClose(): void;
  onFlagged(updated: Question): void;
}

/**
 * The flag confirmation (spec 001 section 4, Flagging an expert): sends the flag, logs the flagged event
 * and hands the updated question to `onFlagged` (the caller reloads and opens the rating when one is
 * owed), then closes. A failure shows the server message.
 */
export function FlagConfirmDialog({ question, opened, onClose, onFlagged }: FlagConfirmDialogProps) {
  const { t } = useTranslation();
  const [isFlagging, setIsFlagging] = useState(false);

  async function confirm() {
    setIsFlagging(true);
    try {
      const updated = await flagQuestion(question.qid);
      logSessionEvent('expert_flagged', { qid: question.qid, expertUid: question.expert?.uid ?? null });
      onFlagged(updated);
      onClose();
    } catch (error) {
      showErrorToast(isApiError(error) ? error.message : t('common.generalError'));
    } finally {
      setIsFlagging(false);
    }
  }

  return (
    <AppModal
      isOpen={opened}
      onClose={() => !isFlagging && onClose()}
      size="sm"
      title={t('session.dialogs.flag.title')}
      description={t('session.dialogs.flag.text')}
      actions={
        <>
          <Button variant="default" onClick={onClose} disabled={isFlagging}>
            {t('session.dialogs.flag.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={isFlagging}>
            {t('session.dialogs.flag.confirm')}
          </Button>
        </>
      }
    />
  );
}
