import { Button, Stack, Text } from '@mantine/core';
import { Loader, Logo } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';

/** Props of {@link LoadingScreen}. */
export interface LoadingScreenProps {
  /** Shows the failure text and a retry button instead of the spinner. */
  hasFailed?: boolean;
  onRetry?: () => void;
}

/** Full-screen loading state shown until the first profile load succeeds (spec 001 section 2). */
export function LoadingScreen({ hasFailed = false, onRetry }: LoadingScreenProps) {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" gap="lg" mih="100vh" p="xl" bg="var(--mantine-color-brand-0)">
      <Logo size={44} />
      {hasFailed ? (
        <>
          <Text c="dimmed">{t('loadingScreen.failed')}</Text>
          {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
        </>
      ) : (
        <Loader size={44} label={t('loadingScreen.label')} />
      )}
    </Stack>
  );
}
