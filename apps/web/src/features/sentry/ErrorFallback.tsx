import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The app's error screen in place of a page that threw while rendering: 'Something went wrong.' and a reload. */
export function ErrorFallback() {
  const { t } = useTranslation();
  return (
    <main id="main" style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <Stack gap="md" align="center" maw={440} ta="center" role="alert">
        <Title order={1} fz={28}>
          {t('errorReporting.fallbackTitle')}
        </Title>
        <Text c="dimmed">{t('errorReporting.fallbackText')}</Text>
        <Button onClick={() => window.location.reload()}>{t('errorReporting.reload')}</Button>
      </Stack>
    </main>
  );
}
