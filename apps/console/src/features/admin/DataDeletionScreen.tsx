import { Alert, Anchor, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { DATA_DELETION_STATES } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminDataDeletionRequest, adminApi } from '../../lib/api/adminApi';
import { AdminHeader } from './AdminHeader';
import { DataDeletionForm, type DeletionRequested } from './DataDeletionForm';
import { DataDeletionTable } from './DataDeletionTable';
import { ListStatus } from './ListStatus';
import { useAdminList } from './useAdminList';

/** A state to filter by, or '' for every state. */
type StateFilter = AdminDataDeletionRequest['state'] | '';

const isState = (value: string): value is AdminDataDeletionRequest['state'] => (DATA_DELETION_STATES as readonly string[]).includes(value);

/**
 * Data deletion: erase a student's account after a confirmation, and list every request, newest first, filtered by its
 * state in the browser (the server sends them all). Accounts are named only until the erasure job has run.
 */
export function DataDeletionScreen() {
  const { t } = useTranslation();
  const list = useAdminList(adminApi.dataDeletionRequests);
  const [state, setState] = useState<StateFilter>('');
  const [requested, setRequested] = useState<DeletionRequested | null>(null);
  const requests = list.value?.requests.filter((r) => !state || r.state === state) ?? null;

  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.deletions.title')} subtitle={t('admin.deletions.subtitle')} />
      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h5" mb="md">
          {t('admin.deletions.new')}
        </Title>
        <DataDeletionForm
          onRequested={(answer) => {
            setRequested(answer);
            list.reload();
          }}
        />
      </Card>
      {requested ? (
        <Alert
          color="teal"
          variant="light"
          title={t('admin.deletions.requested', { id: requested.requestId })}
          withCloseButton
          closeButtonLabel={t('admin.close')}
          onClose={() => setRequested(null)}
          data-testid="deletion-requested"
        >
          <Text size="sm">
            {t('admin.deletions.statusPage')}{' '}
            <Anchor href={requested.url} target="_blank" rel="noopener noreferrer" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {requested.url}
            </Anchor>
          </Text>
        </Alert>
      ) : null}
      <Card withBorder radius="lg" padding={0}>
        <Group justify="space-between" align="flex-end" p="lg" pb="sm">
          <Title order={3} size="h5">
            {t('admin.deletions.list')}
          </Title>
          <NativeSelect
            label={t('admin.deletions.state')}
            value={state}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setState(isState(value) ? value : '');
            }}
            data={[
              { value: '', label: t('admin.deletions.all') },
              ...DATA_DELETION_STATES.map((s) => ({ value: s, label: t(`admin.deletions.states.${s}`) })),
            ]}
            w={220}
          />
        </Group>
        {requests === null ? (
          <ListStatus isFailed={list.isFailed} onRetry={list.reload} />
        ) : requests.length === 0 ? (
          <Text c="dimmed" p="lg">
            {state ? t('admin.deletions.none') : t('admin.deletions.empty')}
          </Text>
        ) : (
          <DataDeletionTable requests={requests} />
        )}
      </Card>
    </Stack>
  );
}
