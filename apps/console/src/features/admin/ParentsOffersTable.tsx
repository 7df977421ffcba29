import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminParentsOffer } from '../../lib/api/adminApi';
import { CopyLinkButton } from './CopyLinkButton';
import { DateCell } from './DateCell';

/** Hues whose light badges keep 4.5:1 at small sizes (the shared contrast sheet darkens their text). */
const STATE_COLORS: Record<AdminParentsOffer['type'], string> = { optin: 'brand', accepted: 'teal', refused: 'gray' };

/** Parents' offers: the student, the free sessions, the answer, where the offer came from, the phone, dates and the link. */
export function ParentsOffersTable({ offers }: { offers: AdminParentsOffer[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm" data-testid="parents-offers-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.parents.student')}</Table.Th>
            <Table.Th ta="right">{t('admin.parents.sessionsColumn')}</Table.Th>
            <Table.Th>{t('admin.parents.state')}</Table.Th>
            <Table.Th>{t('admin.parents.origin')}</Table.Th>
            <Table.Th>{t('admin.parents.phoneColumn')}</Table.Th>
            <Table.Th>{t('admin.created')}</Table.Th>
            <Table.Th>{t('admin.parents.answered')}</Table.Th>
            <Table.Th>{t('admin.parents.link')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offers.map((o) => (
            <Table.Tr key={o.id} data-testid={`parents-offer-${o.id}`}>
              <Table.Td maw={220}>
                <Text inherit fw={600} truncate="end" title={o.student ?? undefined}>
                  {o.student ?? '—'}
                </Text>
                <Text size="xs" c="dimmed">
                  uid {o.uid}
                </Text>
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {o.sessions}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm" color={STATE_COLORS[o.type]} tt="none" miw="max-content" size="sm">
                  {t(`admin.parents.states.${o.type}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{t(`admin.parents.origins.${o.origin}`)}</Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {o.phone ?? '—'}
              </Table.Td>
              <Table.Td>
                <DateCell epochS={o.created} />
              </Table.Td>
              <Table.Td>
                <DateCell epochS={o.answered} />
              </Table.Td>
              <Table.Td maw={260}>
                <Group gap={6} wrap="nowrap">
                  <Anchor href={o.url} target="_blank" rel="noopener noreferrer" size="xs" ff="monospace" truncate="end" title={o.url}>
                    {o.url}
                  </Anchor>
                  <CopyLinkButton url={o.url} label={t('admin.parents.copyOne', { id: o.id })} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
