import { Badge, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { catalogSubjectName } from '@photostudy/contracts';
import { showErrorToast, showToast } from '@photostudy/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminExpert, adminApi } from '../../lib/api/adminApi';
import { formatDate } from './adminFormat';
import { AdminHeader } from './AdminHeader';
import { ExpertForm } from './ExpertForm';

/** Expert accounts: the create form and the list with each expert's subjects. */
export function ExpertsScreen() {
  const { t, i18n } = useTranslation();
  const [experts, setExperts] = useState<AdminExpert[] | null>(null);
  const load = useCallback(() => {
    adminApi.experts().then(
      (answer) => setExperts(answer.experts),
      () => {
        setExperts([]);
        showErrorToast(t('errors.general'));
      },
    );
  }, [t]);
  useEffect(load, [load]);

  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.experts.title')} subtitle={t('admin.experts.subtitle')} />
      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h5" mb="md">
          {t('admin.experts.new')}
        </Title>
        <ExpertForm
          onSubmit={async (draft) => {
            const created = await adminApi.createExpert(draft);
            showToast({ kind: 'success', title: t('admin.experts.created'), message: created.email ?? created.name ?? '' });
            load();
          }}
        />
      </Card>
      <Card withBorder radius="lg" padding={0}>
        {experts === null ? (
          <Loader m="xl" />
        ) : experts.length === 0 ? (
          <Text c="dimmed" p="xl" ta="center">
            {t('admin.experts.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="sm" horizontalSpacing="lg" data-testid="experts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.experts.name')}</Table.Th>
                <Table.Th>{t('admin.experts.email')}</Table.Th>
                <Table.Th>{t('admin.experts.subjects')}</Table.Th>
                <Table.Th>{t('admin.experts.rating')}</Table.Th>
                <Table.Th>{t('admin.created')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {experts.map((e) => (
                <Table.Tr key={e.uid}>
                  <Table.Td fw={600}>{e.name ?? '—'}</Table.Td>
                  <Table.Td>{e.email}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {e.subjects.map((s) => (
                        <Badge key={s.tid} variant="default" radius="sm" size="sm" tt="none" fw={500}>
                          {catalogSubjectName(i18n.language, s)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {e.ratingAverage === null ? t('history.notRated') : `${e.ratingAverage.toFixed(2)} (${e.ratingCount})`}
                  </Table.Td>
                  <Table.Td c="dimmed">{formatDate(e.created)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
