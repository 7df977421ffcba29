import { Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Where the admin area will live (not in scope yet). */
export function AdminPlaceholder() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl" maw={640}>
      <Title order={2}>{t('admin.title')}</Title>
      <Text c="dimmed" mt="sm">
        {t('admin.body')}
      </Text>
    </Paper>
  );
}
