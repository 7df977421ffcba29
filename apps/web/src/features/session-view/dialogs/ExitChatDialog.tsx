import { Button } from '@mantine/core';
import type { Question } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endQuestion } from '../../../lib/api';
import { logSessionEvent } from '../sessionLog';
import { forgetBlockedPath } from './leaveGuardStore';

/** Props of {@link ExitChatDialog}. */
export interface ExitChatDialogProps {
  question: Question;
  opened: boolean;
  onClose(): void;
  onEnded(updated: Question): void;
}

/**
 * The exit-chat confirmation (spec 001 section 4, Leaving the chat): on confirmation the session is ended
 * and `onEnded` gets the updated question (the caller reloads and opens the rating), then `onClose`.
 * An end-session failure is only logged (spec 001 section 8).
 */
export function ExitChatDialog({ question, opened, onClose, onEnded }: ExitChatDialogProps) {
  const { t } = useTranslation();
  const [isEnding, setIsEnding] = useState(false);

  function stay() {
    if (isEnding) return;
    forgetBlockedPath();
    onClose();
  }

  async function confirm() {
    setIsEnding(true);
    try {
      const updated = await endQuestion(question.qid);
      onEnded(updated);
    } catch (error) {
      logSessionEvent('end_session_failed', { qid: question.qid, error: String(error) });
    } finally {
      setIsEnding(false);
      onClose();
    }
  }

  return (
    <AppModal
      isOpen={opened}
      onClose={stay}
      size="sm"
      title={t('session.dialogs.exit.title')}
      description={t('session.dialogs.exit.text')}
      actions={
        <>
          <Button variant="default" onClick={stay} disabled={isEnding}>
            {t('session.dialogs.exit.stay')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={isEnding}>
            {t('session.dialogs.exit.confirm')}
          </Button>
        </>
      }
    />
  );
}
