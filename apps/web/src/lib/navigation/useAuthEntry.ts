import { showToast } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { selectSocialProviders, useAppSelector } from '../store';
import { emailEntryTarget, presetEntryTarget, socialEntryTarget, type AuthEntry, type AuthEntryTarget } from './authEntryTargets';

export type { AuthEntry, AuthMode } from './authEntryTargets';

/**
 * The landing card's ways in, for any logged-out screen: /email and /preset with the mode in the route state; the
 * social provider only when the server configured it (else a toast says so instead of failing later).
 */
export function useAuthEntry(): AuthEntry {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const socialProviders = useAppSelector(selectSocialProviders);
  const go = ({ to, state }: AuthEntryTarget) => void navigate(to, { state });
  return {
    goToEmail: (mode) => go(emailEntryTarget(mode)),
    goToPreset: (mode) => go(presetEntryTarget(mode)),
    startSocial: (mode) => {
      const target = socialEntryTarget(socialProviders, mode);
      if (target) go(target);
      else showToast({ kind: 'info', message: t('authCard.socialUnavailable') });
    },
  };
}
