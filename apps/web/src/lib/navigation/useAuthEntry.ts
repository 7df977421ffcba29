import { showToast } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { selectSocialProviders, useAppSelector } from '../store';

/** Which way the person came in: to make an account or to log in to one. */
export type AuthMode = 'signup' | 'login';

/** The social provider the auth entry points offer. */
export const SOCIAL_SIGN_ON_PROVIDER = 'google';

/** The three auth entry points (spec 000 section 1: email, a social provider, preset account) for a mode. */
export interface AuthEntry {
  goToEmail: (mode: AuthMode) => void;
  goToPreset: (mode: AuthMode) => void;
  startSocial: (mode: AuthMode) => void;
}

/**
 * The landing card's ways in, for any logged-out screen: /email and /preset with the mode in the route state; the
 * social provider only when the server configured it (else a toast says so instead of failing later).
 */
export function useAuthEntry(): AuthEntry {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const socialProviders = useAppSelector(selectSocialProviders);
  return {
    goToEmail: (mode) => void navigate('/email', { state: { mode } }),
    goToPreset: (mode) => void navigate('/preset', { state: { mode } }),
    startSocial: (mode) => {
      if (!socialProviders.includes(SOCIAL_SIGN_ON_PROVIDER)) {
        showToast({ kind: 'info', message: t('authCard.socialUnavailable') });
        return;
      }
      void navigate('/email', { state: { mode, provider: SOCIAL_SIGN_ON_PROVIDER } });
    },
  };
}
