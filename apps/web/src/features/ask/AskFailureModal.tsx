import { Button } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { selectProfile, storeModalOpened, useAppDispatch, useAppSelector } from '../../lib/store';
import { SupportModal } from '../../components/SupportModal';
import type { AskFailure } from './askErrors';

/** Failures that are shown as a modal (the inline ones stay with their fields). */
export type AskModalFailure = Extract<AskFailure, { kind: 'outOfBalance' | 'ongoing' | 'transactionFailed' | 'general' }>;

/** Props of {@link AskFailureModal}. */
export interface AskFailureModalProps {
  failure: AskModalFailure | null;
  onClose: () => void;
}

/**
 * The ask's error dialogs (spec 001 section 8): out-of-balance (30400 closable and small, its
 * OPEN_ASK_FLOW_STORE action opens the Store modal over the ask screen; 30402 not closable), the ongoing-session dialog leading
 * to the open session, transaction failed, and the server message with the general fallback.
 */
export function AskFailureModal({ failure, onClose }: AskFailureModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const [isSupportOpen, setIsSupportOpen] = useState(false);

  const support = (
    <SupportModal isOpen={isSupportOpen} onClose={() => setIsSupportOpen(false)} userId={profile ? String(profile.uid) : null} />
  );
  if (!failure) return support;

  if (failure.kind === 'outOfBalance') {
    const act = () => {
      onClose();
      // The Store opens over the ask screen, so the student can ask again right after buying.
      if (failure.opensStore) dispatch(storeModalOpened());
    };
    return (
      <AppModal
        isOpen
        onClose={onClose}
        isClosable={!failure.isCoppa}
        size="sm"
        title={failure.title ?? t('ask.outOfBalanceTitle')}
        description={failure.body ?? (failure.isCoppa ? t('ask.outOfBalanceCoppaText') : t('ask.outOfBalanceText'))}
        actions={<Button onClick={act}>{failure.actionText ?? (failure.opensStore ? t('ask.goToStore') : t('ask.ok'))}</Button>}
      />
    );
  }

  if (failure.kind === 'ongoing') {
    const go = () => {
      onClose();
      if (failure.qid !== null) void navigate(`/my-sessions/${failure.qid}`);
    };
    return (
      <AppModal
        isOpen
        onClose={onClose}
        size="sm"
        title={t('ask.ongoingTitle')}
        description={t('ask.ongoingText')}
        actions={<Button onClick={go}>{failure.qid !== null ? t('ask.ongoingAction') : t('ask.ok')}</Button>}
      />
    );
  }

  if (failure.kind === 'transactionFailed') {
    return (
      <>
        <AppModal
          isOpen={!isSupportOpen}
          onClose={onClose}
          size="sm"
          title={t('ask.transactionFailedTitle')}
          description={t('ask.transactionFailedText')}
          actions={
            <>
              <Button variant="default" onClick={onClose}>
                {t('ask.cancel')}
              </Button>
              <Button
                onClick={() => {
                  onClose();
                  setIsSupportOpen(true);
                }}
              >
                {t('ask.needHelp')}
              </Button>
            </>
          }
        />
        {support}
      </>
    );
  }

  return (
    <AppModal
      isOpen
      onClose={onClose}
      size="sm"
      title={t('ask.errorTitle')}
      description={failure.message ?? t('ask.generalError')}
      actions={<Button onClick={onClose}>{t('ask.ok')}</Button>}
    />
  );
}
