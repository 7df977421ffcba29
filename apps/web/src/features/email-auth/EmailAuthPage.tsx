import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { ERRORS } from '@photostudy/contracts';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TermsModal } from '../../components/TermsModal';
import { MailIcon } from '../../components/icons';
import { isApiError, requestEmailLogin, verifyEmailCode } from '../../lib/api';
import { getDeviceId } from '../../lib/storage/deviceId';
import { useSignInCompletion } from './useSignInCompletion';
import { AuthCard } from './AuthCard';
import { useCaptchaToken } from './useCaptchaToken';
import { isValidEmail } from '../../lib/validation/email';
import { canSubmitCode, canSubmitEmail } from './validation';

/** Route state of /email and /preset: which face of the landing card opened them, and a prefilled email. */
export interface AuthRouteState {
  mode?: 'login' | 'signup';
  email?: string;
  isFirstLogin?: boolean;
}

/**
 * Email login or sign-up (/email, spec 000 sections 2, 4, 5): email step with an invisible captcha,
 * then the emailed code; a preset account continues on /preset with the email prefilled.
 */
export function EmailAuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogIn = (location.state as AuthRouteState | null)?.mode === 'login';
  const captcha = useCaptchaToken();
  const { complete, modals } = useSignInCompletion();

  const [step, setStep] = useState<'email' | 'code'>('email');
  const [email, setEmail] = useState('');
  const [isEmailTouched, setIsEmailTouched] = useState(false);
  const [code, setCode] = useState('');
  const [isCodeTouched, setIsCodeTouched] = useState(false);
  const [isRequesting, setIsRequesting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isCaptchaRefused, setIsCaptchaRefused] = useState(false);
  const [isTermsOpen, setIsTermsOpen] = useState(false);

  const showEmailError = isEmailTouched && email.trim() !== '' && !isValidEmail(email);
  const isCaptchaError = captcha.hasFailed || isCaptchaRefused;
  const canSendEmail = canSubmitEmail({ value: email, isTouched: isEmailTouched, isRequesting, captchaToken: captcha.token });
  const canSendCode = canSubmitCode({ value: code, isTouched: isCodeTouched, isRequesting });

  const onBack = () => {
    setError(null);
    if (step === 'code') {
      setStep('email');
      setCode('');
      setIsCodeTouched(false);
      return;
    }
    void navigate('/');
  };

  const sendEmail = async (value: string) => {
    if (!canSubmitEmail({ value, isTouched: true, isRequesting, captchaToken: captcha.token })) return;
    setIsRequesting(true);
    setError(null);
    try {
      const answer = await requestEmailLogin({ email: value, deviceId: getDeviceId(), recaptchaToken: captcha.token ?? '' });
      if (answer.type === 'preset') {
        void navigate('/preset', { state: { mode: isLogIn ? 'login' : 'signup', email: answer.email ?? value } satisfies AuthRouteState });
        return;
      }
      if ('accessToken' in answer) {
        complete(answer, 'email');
        return;
      }
      setStep('code');
    } catch (caught) {
      if (isApiError(caught) && caught.code === ERRORS.CAPTCHA_INVALID.code) {
        setIsCaptchaRefused(true);
      } else {
        setError(isApiError(caught) ? caught.message : t('auth.captchaRetry'));
      }
    } finally {
      setIsRequesting(false);
    }
  };

  const sendCode = async (value: string) => {
    if (!canSubmitCode({ value, isTouched: true, isRequesting })) return;
    setIsRequesting(true);
    setError(null);
    try {
      const answer = await verifyEmailCode({ email: email.trim(), code: value, deviceId: getDeviceId() });
      complete(answer, 'email');
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('onboarding.failed'));
    } finally {
      setIsRequesting(false);
    }
  };

  const trimEmail = () => {
    const trimmed = email.trim();
    setEmail(trimmed);
    setIsEmailTouched(true);
    return trimmed;
  };
  const trimCode = () => {
    const trimmed = code.trim();
    setCode(trimmed);
    setIsCodeTouched(true);
    return trimmed;
  };

  const onEmailKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void sendEmail(trimEmail());
  };
  const onCodeKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void sendCode(trimCode());
  };

  const retryCaptcha = () => {
    setIsCaptchaRefused(false);
    captcha.retry();
  };

  return (
    <AuthCard
      title={t(isLogIn ? 'auth.emailLogInTitle' : 'auth.emailSignUpTitle')}
      intro={step === 'email' ? t('auth.emailIntro') : t('auth.codeIntro', { email })}
      icon={<MailIcon size={28} />}
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
        {step === 'email' ? (
          <>
            <TextInput
              label={t('auth.emailLabel')}
              placeholder={t('auth.emailPlaceholder')}
              type="email"
              autoComplete="email"
              size="md"
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setIsEmailTouched(true);
              }}
              onBlur={trimEmail}
              onKeyDown={onEmailKey}
              error={showEmailError ? t('auth.invalidEmail') : undefined}
              data-autofocus
            />
            {isCaptchaError ? (
              <Alert color="red" variant="light" role="alert">
                <Text size="sm">{t('auth.captchaInvalid')}</Text>
                <Anchor component="button" type="button" size="sm" onClick={retryCaptcha}>
                  {t('auth.captchaRetry')}
                </Anchor>
              </Alert>
            ) : null}
            <Button size="md" onClick={() => void sendEmail(email.trim())} disabled={!canSendEmail} loading={isRequesting} fullWidth>
              {t('auth.continue')}
            </Button>
          </>
        ) : (
          <>
            <TextInput
              label={t('auth.codeLabel')}
              placeholder={t('auth.codePlaceholder')}
              inputMode="numeric"
              autoComplete="one-time-code"
              size="md"
              value={code}
              onChange={(event) => {
                setCode(event.currentTarget.value);
                setIsCodeTouched(true);
              }}
              onBlur={trimCode}
              onKeyDown={onCodeKey}
              autoFocus
            />
            <Button size="md" onClick={() => void sendCode(code.trim())} disabled={!canSendCode} loading={isRequesting} fullWidth>
              {t(isLogIn ? 'auth.logInNow' : 'auth.signUpNow')}
            </Button>
          </>
        )}
        <Text size="xs" c="dimmed" ta="center">
          {t('auth.termsNote')}{' '}
          <Anchor component="button" type="button" size="xs" onClick={() => setIsTermsOpen(true)}>
            {t('auth.termsLink')}
          </Anchor>
          .
        </Text>
      </Stack>
      <TermsModal isOpen={isTermsOpen} onClose={() => setIsTermsOpen(false)} />
      {modals}
    </AuthCard>
  );
}
