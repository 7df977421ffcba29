import { Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { ERROR_REPORT_SOURCES, ERROR_REPORTS_KEPT } from '@photostudy/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ErrorReportSource, adminApi } from '../../lib/api/adminApi';
import { AdminHeader } from './AdminHeader';
import { ErrorReportsTable } from './ErrorReportsTable';
import { ListStatus } from './ListStatus';
import { useAdminList } from './useAdminList';

const isSource = (value: string): value is ErrorReportSource => (ERROR_REPORT_SOURCES as readonly string[]).includes(value);

/**
 * Stored error reports of the student app, the console and the server, and the browsers' CSP violations, newest first,
 * filtered by source on the server.
 */
export function ErrorReportsScreen() {
  const { t } = useTranslation();
  const [source, setSource] = useState<ErrorReportSource | ''>('');
  const load = useCallback(() => adminApi.errorReports(source || undefined), [source]);
  const list = useAdminList(load);
  const reports = list.value?.reports ?? null;

  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.errorReports.title')} subtitle={t('admin.errorReports.subtitle', { kept: ERROR_REPORTS_KEPT })} />
      <Card withBorder radius="lg" padding={0}>
        <Group justify="space-between" align="flex-end" p="lg" pb="sm">
          <Title order={3} size="h5">
            {t('admin.errorReports.list')}
          </Title>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              label={t('admin.errorReports.source')}
              value={source}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setSource(isSource(value) ? value : '');
              }}
              data={[
                { value: '', label: t('admin.errorReports.all') },
                ...ERROR_REPORT_SOURCES.map((s) => ({ value: s, label: t(`admin.errorReports.sources.${s}`) })),
              ]}
              w={200}
            />
            <Button variant="default" onClick={list.reload} loading={list.isLoading && reports !== null}>
              {t('admin.errorReports.refresh')}
            </Button>
          </Group>
        </Group>
        {reports === null ? (
          <ListStatus isFailed={list.isFailed} onRetry={list.reload} />
        ) : reports.length === 0 ? (
          <Text c="dimmed" p="lg">
            {source ? t('admin.errorReports.none') : t('admin.errorReports.empty')}
          </Text>
        ) : (
          <ErrorReportsTable reports={reports} />
        )}
      </Card>
    </Stack>
  );
}
