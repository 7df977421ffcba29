import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkPresetAccount, isApiError, presetLogin } from '../../lib/api';
import { getDeviceId } from '../../lib/storage/deviceId';
import { loggedIn, logout, selectIsLoggedIn, useAppDispatch, useAppSelector } from '../../lib/store';

/** How a preset sign-in ended: signed in, or handed to /preset because the account still needs its first sign-in. */
export type PresetSignInOutcome = 'signedIn' | 'firstSignIn';

/** The sign-in action, whether it runs, and the server's message when it failed. */
export interface PresetSignInState {
  signIn: (email: string, password: string) => Promise<PresetSignInOutcome | null>;
  isSigningIn: boolean;
  error: string | null;
  clearError: () => void;
}

/**
 * The panel's 'Sign in with preset account': the preset check and login calls of /preset, then the app's normal sign-in
 * (the tokens into the store, home at `/`), replacing whoever was signed in. An account that has no password yet goes
 * to /preset with the email filled in instead, because its first sign-in creates the password and asks for the terms,
 * which a tester must see and accept like a student.
 */
export function usePresetSignIn(): PresetSignInState {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const [isSigningIn, setIsSigningIn] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async (email: string, password: string): Promise<PresetSignInOutcome | null> => {
    setIsSigningIn(true);
    setError(null);
    try {
      const deviceId = getDeviceId();
      const check = await checkPresetAccount({ email, deviceId });
      const answer = check.isFirstLogin ? null : await presetLogin({ email, password, deviceId });
      // Another account's session ends first (its refresh family revoked), as a logout would.
      if (isLoggedIn) await dispatch(logout());
      if (!answer || answer.status === 0) {
        // The shape of /preset's route state (email-auth's AuthRouteState): it checks the account and asks for the password.
        void navigate('/preset', { state: { email } });
        return 'firstSignIn';
      }
      dispatch(loggedIn({ accessToken: answer.accessToken, refreshToken: answer.refreshToken, isNewUser: false }));
      void navigate('/', { replace: true });
      return 'signedIn';
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('common.generalError'));
      return null;
    } finally {
      setIsSigningIn(false);
    }
  };

  return { signIn, isSigningIn, error, clearError: () => setError(null) };
}
