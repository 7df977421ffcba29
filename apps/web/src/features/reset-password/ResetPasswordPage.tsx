import { Alert, Button, Loader, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MIN_LENGTH_CHARS } from '@photostudy/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { CheckIcon, KeyIcon } from '../../components/icons';
import { checkPasswordRecoveryCode, isApiError, resetPassword } from '../../lib/api';
// The same card as the sign-in screens, so the public auth pages look alike.
import classes from '../../components/AuthCard.module.css';

const isValidPassword = (value: string) => value.length >= PASSWORD_MIN_LENGTH_CHARS;

/** States of the reset screen (spec 000 section 4). */
export type ResetState = 'CHECKING' | 'RESETTING' | 'RESET' | 'INVALID_EXPIRED_CODE';

/** Password reset (/new-password/{code}): the code is validated on load. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  const [state, setState] = useState<ResetState>('CHECKING');
  const [password, setPassword] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  const [isRequesting, setIsRequesting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    checkPasswordRecoveryCode(code, controller.signal).then(
      () => setState('RESETTING'),
      () => {
        if (!controller.signal.aborted) setState('INVALID_EXPIRED_CODE');
      },
    );
    return () => controller.abort();
  }, [code]);

  const submit = async () => {
    setIsTouched(true);
    if (!isValidPassword(password) || isRequesting) return;
    setIsRequesting(true);
    setError(null);
    try {
      await resetPassword({ code, password });
      setState('RESET');
    } catch (caught) {
      if (isApiError(caught) && caught.status === 404) setState('INVALID_EXPIRED_CODE');
      else setError(isApiError(caught) ? caught.message : t('onboarding.failed'));
    } finally {
      setIsRequesting(false);
    }
  };

  if (state === 'CHECKING') {
    return (
      <PublicPageFrame>
        <PlaceholderPage title={t('auth.checkingLink')} text="" icon={<Loader size={30} />} isComingSoon={false} />
      </PublicPageFrame>
    );
  }
  if (state === 'INVALID_EXPIRED_CODE') {
    return (
      <PublicPageFrame>
        <PlaceholderPage
          title={t('auth.resetInvalidTitle')}
          text={t('auth.resetInvalidText')}
          icon={<KeyIcon size={30} />}
          isComingSoon={false}
        >
          <Button component={Link} to="/" mt="sm">
            {t('auth.goHome')}
          </Button>
        </PlaceholderPage>
      </PublicPageFrame>
    );
  }
  if (state === 'RESET') {
    return (
      <PublicPageFrame>
        <PlaceholderPage
          title={t('auth.resetDoneTitle')}
          text={t('auth.resetDoneText')}
          icon={<CheckIcon size={30} />}
          isComingSoon={false}
        >
          <Button component={Link} to="/" mt="sm">
            {t('auth.goHome')}
          </Button>
        </PlaceholderPage>
      </PublicPageFrame>
    );
  }
  return (
    <PublicPageFrame>
      <div className={classes.wrap}>
        <section className={classes.card} aria-labelledby="reset-title">
          <Stack gap="lg">
            <div className={classes.icon}>
              <KeyIcon size={28} />
            </div>
            <Stack gap={6}>
              <Title order={1} id="reset-title" fz={26}>
                {t('auth.resetTitle')}
              </Title>
              <Text c="dimmed">{t('pages.resetText')}</Text>
            </Stack>
            {error ? (
              <Alert color="red" variant="light" withCloseButton closeButtonLabel={t('auth.dismiss')} onClose={() => setError(null)}>
                {error}
              </Alert>
            ) : null}
            <PasswordInput
              label={t('auth.newPasswordLabel')}
              placeholder={t('auth.passwordPlaceholder')}
              autoComplete="new-password"
              size="md"
              value={password}
              onChange={(event) => {
                setPassword(event.currentTarget.value);
                setIsTouched(true);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void submit();
              }}
              error={isTouched && !isValidPassword(password) ? t('auth.passwordTooShort') : undefined}
            />
            <Button
              size="md"
              fullWidth
              onClick={() => void submit()}
              disabled={!isValidPassword(password) || isRequesting}
              loading={isRequesting}
            >
              {t('auth.resetSubmit')}
            </Button>
          </Stack>
        </section>
      </div>
    </PublicPageFrame>
  );
}
