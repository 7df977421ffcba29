import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminDataDeletionRequest } from '../../lib/api/adminApi';
import { DateCell } from './DateCell';

/** Data-deletion requests: id, state, origin, the account while pending ('Erased' after), created and completed. */
export function DataDeletionTable({ requests }: { requests: AdminDataDeletionRequest[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm" data-testid="deletion-requests-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.deletions.request')}</Table.Th>
            <Table.Th>{t('admin.deletions.state')}</Table.Th>
            <Table.Th>{t('admin.deletions.origin')}</Table.Th>
            <Table.Th>{t('admin.deletions.account')}</Table.Th>
            <Table.Th>{t('admin.created')}</Table.Th>
            <Table.Th>{t('admin.deletions.completed')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((r) => (
            <Table.Tr key={r.requestId} data-testid={`deletion-${r.requestId}`}>
              <Table.Td maw={200}>
                <Text ff="monospace" size="xs" truncate="end" title={r.requestId}>
                  {r.requestId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm" color={r.state === 'pending' ? 'indigo' : 'gray'} tt="none" miw="max-content" size="sm">
                  {t(`admin.deletions.states.${r.state}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{t(`admin.deletions.origins.${r.origin}`)}</Table.Td>
              <Table.Td maw={240}>
                {r.account === null ? (
                  <Text inherit c="dimmed" fs="italic">
                    {t('admin.deletions.erased')}
                  </Text>
                ) : (
                  <Text inherit fw={600} truncate="end" title={r.account}>
                    {r.account}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <DateCell epochS={r.created} />
              </Table.Td>
              <Table.Td>
                <DateCell epochS={r.completed} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
