import { Button } from '@mantine/core';
import { ERRORS, ERROR_TEXTS } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { selectFeatureFlags, useAppSelector } from '../../lib/store';
import { AskFailureModal } from './AskFailureModal';
import type { WritingFailure } from './writingErrors';

/** Props of {@link WritingFailureModal}. */
export interface WritingFailureModalProps {
  failure: WritingFailure | null;
  onClose: () => void;
}

/** The catalogue's English sentences and their keys: a server message that is one of them is shown translated. */
const KNOWN_MESSAGES: Record<string, string> = {
  [ERROR_TEXTS.ONGOING_WRITING]: 'writing.ongoingWriting',
  [ERROR_TEXTS.ONGOING_ANY]: 'writing.ongoingAny',
  [ERRORS.WEEKLY_LIMITATION.message]: 'writing.weeklyText',
  [ERRORS.PRIVACY_SETTINGS_INCORRECT.message]: 'writing.privacyText',
};

/**
 * The Writing dialogs (spec 001 section 8): the ongoing-writing dialog, the weekly and monthly limits and the privacy
 * refusal show the server's message (in the interface language when it is the catalogue's own sentence); out of
 * balance (30400 with its Store action, 30402), transaction failed and the rest are the ask's dialogs.
 */
export function WritingFailureModal({ failure, onClose }: WritingFailureModalProps) {
  const { t } = useTranslation();
  const { hasStemBusiness } = useAppSelector(selectFeatureFlags);
  const serverText = (message: string | undefined, fallbackKey: string, titleKey: string) => {
    // A message that only repeats the title (the monthly limit's) gets the sentence under it instead.
    if (!message || message === t(titleKey) || message === t(titleKey, { lng: 'en' })) return t(fallbackKey);
    const key = KNOWN_MESSAGES[message];
    return key ? t(key) : message;
  };
  const ok = <Button onClick={onClose}>{t('writing.ok')}</Button>;

  if (failure?.kind === 'ongoingWriting') {
    return (
      <AppModal
        isOpen
        onClose={onClose}
        size="sm"
        title={t('writing.ongoingTitle')}
        description={serverText(failure.message, 'writing.ongoingWriting', 'writing.ongoingTitle')}
        actions={
          <>
            {hasStemBusiness ? (
              <Button variant="default" component={Link} to="/my-sessions" onClick={onClose}>
                {t('writing.goToSessions')}
              </Button>
            ) : null}
            {ok}
          </>
        }
      />
    );
  }
  if (failure?.kind === 'limit') {
    const period = failure.period;
    return (
      <AppModal
        isOpen
        onClose={onClose}
        size="sm"
        title={t(`writing.${period}Title`)}
        description={serverText(failure.message, `writing.${period}Text`, `writing.${period}Title`)}
        actions={ok}
      />
    );
  }
  if (failure?.kind === 'privacy') {
    return (
      <AppModal
        isOpen
        onClose={onClose}
        size="sm"
        title={t('writing.privacyTitle')}
        description={serverText(failure.message, 'writing.privacyText', 'writing.privacyTitle')}
        actions={
          <>
            <Button variant="default" component={Link} to="/settings" onClick={onClose}>
              {t('writing.goToSettings')}
            </Button>
            {ok}
          </>
        }
      />
    );
  }
  return <AskFailureModal failure={failure?.kind === 'field' ? null : failure} onClose={onClose} />;
}
