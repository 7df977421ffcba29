import { Alert, Box, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { Logo } from '@photostudy/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isForbidden } from '../../lib/api/ApiError';
import { apiRequest } from '../../lib/api/apiClient';
import { expertApi } from '../../lib/api/expertApi';
import { deviceId, roleOf, writeAuth, type StoredAuth } from '../../lib/api/tokens';
import { LanguageMenu } from '../../components/LanguageMenu';
import classes from './SignInPage.module.css';

/** Props of {@link SignInPage}. */
export interface SignInPageProps {
  onSignedIn: (auth: StoredAuth, name: string | null) => void;
}

const CONSOLE_ROLES = new Set(['expert', 'admin']);

/** Email + password sign-in; students are refused (their role fails and the expert API answers 403). */
export function SignInPage({ onSignedIn }: SignInPageProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      const answer = await expertApi.login(email.trim(), password, deviceId());
      const auth: StoredAuth = { accessToken: answer.accessToken, refreshToken: answer.refreshToken, uid: answer.uid, email: answer.email };
      if (!CONSOLE_ROLES.has(roleOf(auth.accessToken) ?? '')) {
        setError(t('signIn.refused'));
        return;
      }
      writeAuth(auth);
      // An admin's console is the admin area, which never calls the expert API: only an expert is probed.
      if (roleOf(auth.accessToken) === 'expert') {
        try {
          // The expert API is the authority: a 403 here means the account may not use the console.
          await apiRequest('/expert/queue');
        } catch (probeError) {
          if (isForbidden(probeError)) {
            writeAuth(null);
            setError(t('signIn.refused'));
            return;
          }
        }
      }
      const status = await expertApi.status().catch(() => null);
      onSignedIn(auth, status?.profile.name ?? status?.profile.email ?? auth.email);
    } catch (caught) {
      writeAuth(null);
      setError(caught instanceof ApiError && caught.status === 401 ? t('signIn.invalid') : t('signIn.failed'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <Box className={classes.page}>
      <Box className={classes.brandPane}>
        <Logo size={40} tone="dark" />
        <Box>
          <Title order={1} c="white" className={classes.brandTitle}>
            {t('signIn.title')}
          </Title>
          <Text className={classes.brandText}>{t('signIn.tagline')}</Text>
          <Stack gap="sm" mt={32}>
            {(['queue', 'math', 'timer'] as const).map((key) => (
              <Group key={key} gap="sm" wrap="nowrap">
                <ThemeIcon size={28} radius="xl" variant="light" color="accent">
                  ✓
                </ThemeIcon>
                <Text size="sm" className={classes.brandPoint}>
                  {t(`signIn.points.${key}`)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Box>
        <Text size="xs" className={classes.brandFoot}>
          © PhotoStudy
        </Text>
      </Box>
      <Box className={classes.formPane}>
        <Box className={classes.language}>
          <LanguageMenu />
        </Box>
        <Paper component="form" onSubmit={(e) => void submit(e)} className={classes.card} radius="lg" p="xl" withBorder>
          <Stack gap="md">
            <div>
              <Title order={2} size="h3">
                {t('signIn.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('signIn.subtitle')}
              </Text>
            </div>
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            <TextInput
              label={t('signIn.email')}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              autoFocus
            />
            <PasswordInput
              label={t('signIn.password')}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={isBusy} fullWidth size="md">
              {t('signIn.submit')}
            </Button>
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
