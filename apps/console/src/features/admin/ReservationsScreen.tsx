import { Badge, Card, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { CsvPreview } from '@photostudy/contracts';
import { showErrorToast } from '@photostudy/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminReservation, adminApi } from '../../lib/api/adminApi';
import { formatDate } from './adminFormat';
import { AdminHeader } from './AdminHeader';
import { type CsvColumn, CsvImportPanel } from './CsvImportPanel';
import { checkReservations, RESERVATION_COLUMNS } from './reservationCsv';

const COLUMNS: CsvColumn[] = RESERVATION_COLUMNS.map((name) => ({ name }));

/** Order numbers that students redeem for a package: the list with who claimed each, and a CSV import (all or nothing). */
export function ReservationsScreen() {
  const { t } = useTranslation();
  const [reservations, setReservations] = useState<AdminReservation[] | null>(null);
  const [productIds, setProductIds] = useState<ReadonlySet<string>>(new Set());

  const load = useCallback(
    () =>
      adminApi.reservations().then(
        (answer) => setReservations(answer.reservations),
        () => {
          setReservations((current) => current ?? []);
          showErrorToast(t('errors.general'));
        },
      ),
    [t],
  );
  useEffect(() => {
    void load();
    // The store's product ids let the preview name an unknown one before sending; without them the server still does.
    adminApi.packages().then(
      (answer) => setProductIds(new Set(answer.packages.map((p) => p.productId))),
      () => undefined,
    );
  }, [load]);

  const check = useCallback(
    (preview: CsvPreview) => {
      const out = new Map<number, string[]>();
      for (const [row, problems] of checkReservations(preview, productIds))
        out.set(
          row,
          problems.map((p) => (p.column ? `${p.column}: ${t(p.key)}` : t(p.key))),
        );
      return out;
    },
    [productIds, t],
  );
  const claimedCount = useMemo(() => reservations?.filter((r) => r.claimedBy !== null).length ?? 0, [reservations]);

  return (
    <Stack gap="lg">
      <AdminHeader title={t('admin.reservations.title')} subtitle={t('admin.reservations.subtitle')} />
      <Card withBorder radius="lg" padding="lg">
        <Title order={3} size="h5" mb="md">
          {t('admin.reservations.import')}
        </Title>
        <CsvImportPanel
          columns={COLUMNS}
          textKey="admin.reservations.csv"
          check={check}
          onCreate={async (csv) => {
            const { imported } = await adminApi.importReservations(csv);
            await load();
            return imported;
          }}
        />
      </Card>
      <Card withBorder radius="lg" padding={0}>
        <Title order={3} size="h5" p="lg" pb={0}>
          {t('admin.reservations.list')}
          {reservations?.length ? (
            <Text span c="dimmed" fw={400} size="sm" ml="sm">
              {t('admin.reservations.importedCount', { count: reservations.length })} ·{' '}
              {t('admin.reservations.claimedCount', { count: claimedCount })}
            </Text>
          ) : null}
        </Title>
        {reservations === null ? (
          <Loader m="lg" />
        ) : reservations.length === 0 ? (
          <Text c="dimmed" p="lg">
            {t('admin.reservations.empty')}
          </Text>
        ) : (
          <Table verticalSpacing="xs" horizontalSpacing="lg" mt="sm" data-testid="reservations-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.reservations.orderNumber')}</Table.Th>
                <Table.Th>{t('admin.reservations.product')}</Table.Th>
                <Table.Th>{t('admin.reservations.claimedBy')}</Table.Th>
                <Table.Th>{t('admin.reservations.claimedAt')}</Table.Th>
                <Table.Th>{t('admin.reservations.importedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reservations.map((r) => (
                <Table.Tr key={r.orderNumber}>
                  <Table.Td ff="monospace" fw={600}>
                    {r.orderNumber}
                  </Table.Td>
                  <Table.Td ff="monospace">{r.productId}</Table.Td>
                  <Table.Td>
                    {r.claimedBy === null ? (
                      <Badge variant="light" color="gray" radius="sm" tt="none">
                        {t('admin.reservations.notClaimed')}
                      </Badge>
                    ) : (
                      `uid ${r.claimedBy}`
                    )}
                  </Table.Td>
                  <Table.Td c="dimmed">{r.claimedAt === null ? '—' : formatDate(r.claimedAt)}</Table.Td>
                  <Table.Td c="dimmed">{formatDate(r.created)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Card>
    </Stack>
  );
}
