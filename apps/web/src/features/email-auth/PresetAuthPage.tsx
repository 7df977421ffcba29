import { Alert, Anchor, Button, Divider, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { AppModal } from '@photostudy/ui';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GlobeIcon, KeyIcon } from '../../components/icons';
import { checkPresetAccount, isApiError, presetLogin, requestPasswordRecovery, type PresetIdentifier } from '../../lib/api';
import { getDeviceId } from '../../lib/storage/deviceId';
import { AuthCard } from './AuthCard';
import type { AuthRouteState } from './EmailAuthPage';
import { isValidEmail } from '../../lib/validation/email';
import { isValidPassword } from './validation';
import { useSignInCompletion } from './useSignInCompletion';
import { usePartnerSignOn } from './usePartnerSignOn';

/** An email when the text looks like one, else a User ID. */
function toPresetIdentifier(value: string): PresetIdentifier {
  const trimmed = value.trim();
  return trimmed.includes('@') ? { email: trimmed } : { id: trimmed };
}

/**
 * Preset account (/preset, spec 000 sections 2, 4, 5): email or User ID, then the password (created on
 * the first login), 'Forgot password?', and the partner sign-on alternatives.
 */
export function PresetAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const routeState = location.state as AuthRouteState | null;
  const { complete, modals } = useSignInCompletion();
  const partner = usePartnerSignOn();

  const [step, setStep] = useState<'identifier' | 'password'>('identifier');
  const [identifier, setIdentifier] = useState(routeState?.email ?? '');
  const [isFirstLogin, setIsFirstLogin] = useState(Boolean(routeState?.isFirstLogin));
  const [password, setPassword] = useState('');
  const [isPasswordTouched, setIsPasswordTouched] = useState(false);
  const [isRequesting, setIsRequesting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [recoveryEmail, setRecoveryEmail] = useState<string | null>(null);

  const showPasswordError = isPasswordTouched && !isValidPassword(password);
  const canCheck = identifier.trim() !== '' && !isRequesting;
  const canLogIn = isValidPassword(password) && !isRequesting;

  const onBack = () => {
    setError(null);
    if (step === 'password') {
      setStep('identifier');
      setPassword('');
      setIsPasswordTouched(false);
      return;
    }
    void navigate(-1);
  };

  const check = async () => {
    const value = identifier.trim();
    setIdentifier(value);
    if (!value || isRequesting) return;
    setIsRequesting(true);
    setError(null);
    try {
      const answer = await checkPresetAccount({ ...toPresetIdentifier(value), deviceId: getDeviceId() });
      setIsFirstLogin(answer.isFirstLogin);
      setStep('password');
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('onboarding.failed'));
    } finally {
      setIsRequesting(false);
    }
  };

  const logIn = async () => {
    setIsPasswordTouched(true);
    if (!canLogIn) return;
    setIsRequesting(true);
    setError(null);
    try {
      const answer = await presetLogin({ ...toPresetIdentifier(identifier), password, deviceId: getDeviceId() });
      complete(answer, 'preset');
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('onboarding.failed'));
    } finally {
      setIsRequesting(false);
    }
  };

  // Coming from /email with a preset account: check it right away and go on to the password step.
  const hasAutoChecked = useRef(false);
  useEffect(() => {
    if (hasAutoChecked.current || !routeState?.email) return;
    hasAutoChecked.current = true;
    void check();
  });

  const forgotPassword = async () => {
    const value = identifier.trim();
    if (!isValidEmail(value)) {
      setError(t('auth.recoveryNeedsEmail'));
      return;
    }
    setError(null);
    try {
      await requestPasswordRecovery(value);
      setRecoveryEmail(value);
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('onboarding.failed'));
    }
  };

  const onEnter = (action: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };

  return (
    <AuthCard
      title={t(isFirstLogin ? 'auth.presetFirstTitle' : 'auth.presetTitle')}
      intro={step === 'identifier' ? t('auth.presetIntro') : identifier}
      icon={<KeyIcon size={28} />}
      onBack={onBack}
    >
      <Stack gap="md">
        {error ? (
          <Alert
            color="red"
            variant="light"
            title={t('auth.errorTitle')}
            withCloseButton
            closeButtonLabel={t('auth.dismiss')}
            onClose={() => setError(null)}
          >
            {error}
          </Alert>
        ) : null}
        {step === 'identifier' ? (
          <>
            <TextInput
              label={t('auth.presetIdLabel')}
              placeholder={t('auth.presetIdPlaceholder')}
              autoComplete="username"
              size="md"
              value={identifier}
              onChange={(event) => setIdentifier(event.currentTarget.value)}
              onBlur={() => setIdentifier((value) => value.trim())}
              onKeyDown={onEnter(() => void check())}
            />
            <Button size="md" onClick={() => void check()} disabled={!canCheck} loading={isRequesting} fullWidth>
              {t('auth.continue')}
            </Button>
          </>
        ) : (
          <>
            <PasswordInput
              label={t(isFirstLogin ? 'auth.createPasswordLabel' : 'auth.passwordLabel')}
              placeholder={t('auth.passwordPlaceholder')}
              autoComplete={isFirstLogin ? 'new-password' : 'current-password'}
              size="md"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setIsPasswordTouched(true);
              }}
              onKeyDown={onEnter(() => void logIn())}
              error={showPasswordError ? t('auth.passwordTooShort') : undefined}
              autoFocus
            />
            <Button size="md" onClick={() => void logIn()} disabled={!canLogIn} loading={isRequesting} fullWidth>
              {t('auth.continueWithPreset')}
            </Button>
            {isFirstLogin ? null : (
              <Group justify="center">
                <Anchor component="button" type="button" size="sm" onClick={() => void forgotPassword()}>
                  {t('auth.forgotPassword')}
                </Anchor>
              </Group>
            )}
          </>
        )}
        {partner.providers.length > 0 ? (
          <>
            <Divider label={t('auth.or')} labelPosition="center" />
            <Stack gap="sm">
              {partner.providers.map((kind) => (
                <Button
                  key={kind}
                  variant="default"
                  size="md"
                  fullWidth
                  leftSection={<GlobeIcon size={18} />}
                  onClick={() => partner.start(kind)}
                >
                  {t(kind === 'university' ? 'auth.universityLogin' : 'auth.corporateLogin')}
                </Button>
              ))}
            </Stack>
          </>
        ) : null}
      </Stack>
      <AppModal
        isOpen={recoveryEmail !== null}
        onClose={() => setRecoveryEmail(null)}
        title={t('auth.recoveryTitle')}
        size="sm"
        actions={<Button onClick={() => setRecoveryEmail(null)}>{t('auth.ok')}</Button>}
      >
        <Text>{t('auth.recoverySent', { email: recoveryEmail ?? '' })}</Text>
      </AppModal>
      {partner.modal}
      {modals}
    </AuthCard>
  );
}
