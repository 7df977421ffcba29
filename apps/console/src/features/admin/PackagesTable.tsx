import { Badge, Button, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPackage } from '../../lib/api/adminApi';
import { formatMoney } from './adminFormat';

/** The store's packages in store order, each with its in-store switch (deactivating asks first) and Edit. */
export function PackagesTable({
  packages,
  onEdit,
  onToggleActive,
}: {
  packages: AdminPackage[];
  onEdit: (pkg: AdminPackage) => void;
  onToggleActive: (pkg: AdminPackage) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table verticalSpacing="sm" horizontalSpacing="sm" data-testid="packages-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.packages.position')}</Table.Th>
            <Table.Th>{t('admin.packages.productId')}</Table.Th>
            <Table.Th>{t('admin.packages.description')}</Table.Th>
            <Table.Th ta="right">{t('admin.packages.price')}</Table.Th>
            <Table.Th ta="right">{t('admin.packages.sessions')}</Table.Th>
            <Table.Th ta="right">{t('admin.packages.writingCredits')}</Table.Th>
            <Table.Th>{t('admin.packages.confirmation')}</Table.Th>
            <Table.Th>{t('admin.packages.plan')}</Table.Th>
            <Table.Th>{t('admin.packages.inStore')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {packages.map((p) => (
            <Table.Tr key={p.productId} data-testid={`package-${p.productId}`}>
              <Table.Td c="dimmed">{p.position}</Table.Td>
              <Table.Td ff="monospace" fz="sm" fw={600}>
                {p.productId}
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" fw={600}>
                  {p.description}
                </Text>
                {p.subdescription ? (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {p.subdescription}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(p.priceCents, p.currency, i18n.language)}
              </Table.Td>
              <Table.Td ta="right">{p.sessions}</Table.Td>
              <Table.Td ta="right">{p.writingCredits}</Table.Td>
              <Table.Td>{p.confirmationRequired ? t('admin.yes') : t('admin.no')}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={p.plan ? 'grape' : 'gray'} radius="sm" tt="none" miw="max-content">
                  {p.plan ? t('admin.packages.plans.monthly') : t('admin.packages.plans.oneOff')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={p.isActive}
                  onChange={() => onToggleActive(p)}
                  color="teal"
                  aria-label={t('admin.packages.inStoreOne', { productId: p.productId })}
                  data-testid="package-active"
                />
              </Table.Td>
              <Table.Td ta="right">
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => onEdit(p)}
                  aria-label={t('admin.packages.editOne', { productId: p.productId })}
                >
                  {t('admin.packages.edit')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
