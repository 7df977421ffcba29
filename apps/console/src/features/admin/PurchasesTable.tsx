import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminPurchase } from '../../lib/api/adminApi';
import { formatDayAndTime, formatMoney } from './adminFormat';

const STATUS_COLOR: Record<AdminPurchase['status'], string> = { settled: 'teal', refunded: 'gray', partially_refunded: 'indigo' };

/** Whether any of a purchase is left to refund. */
export const isRefundable = (p: AdminPurchase) => p.status !== 'refunded' && p.refundedCents < p.amountCents;

/**
 * Purchases, newest first, each with a Refund action while anything is left to refund. Cells hold two lines (day and
 * time, email and uid, product and kind, amount and method, status and refunded amount) so the table fits 1280 px.
 */
export function PurchasesTable({ purchases, onRefund }: { purchases: AdminPurchase[]; onRefund: (purchase: AdminPurchase) => void }) {
  const { t, i18n } = useTranslation();
  const money = (cents: number, currency: string) => formatMoney(cents, currency, i18n.language);
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="xs" horizontalSpacing="sm" fz="sm" data-testid="purchases-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.date')}</Table.Th>
            <Table.Th>{t('admin.purchases.student')}</Table.Th>
            <Table.Th>{t('admin.purchases.product')}</Table.Th>
            <Table.Th ta="right">{t('admin.purchases.amount')}</Table.Th>
            <Table.Th>{t('admin.purchases.transaction')}</Table.Th>
            <Table.Th>{t('admin.purchases.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('admin.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {purchases.map((p) => {
            const [day, time] = formatDayAndTime(p.created);
            return (
              <Table.Tr key={p.id} data-testid={`purchase-${p.id}`}>
                <Table.Td>
                  <Text inherit>{day}</Text>
                  <Text size="xs" c="dimmed">
                    {time}
                  </Text>
                </Table.Td>
                <Table.Td maw={230}>
                  <Text inherit fw={600} truncate="end" title={p.email ?? undefined}>
                    {p.email ?? '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    uid {p.uid}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text inherit ff="monospace">
                    {p.productId}
                  </Text>
                  <Badge variant="light" radius="sm" color={p.kind === 'renewal' ? 'grape' : 'blue'} tt="none" miw="max-content" size="sm">
                    {t(`admin.purchases.kinds.${p.kind}`)}
                  </Badge>
                </Table.Td>
                <Table.Td ta="right">
                  <Text inherit fw={600}>
                    {money(p.amountCents, p.currency)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`admin.purchases.methods.${p.paymentMethodType}`, { defaultValue: p.paymentMethodType })}
                  </Text>
                </Table.Td>
                <Table.Td maw={170}>
                  <Text ff="monospace" size="xs" truncate="end" title={p.transactionId}>
                    {p.transactionId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    radius="sm"
                    color={STATUS_COLOR[p.status]}
                    tt="none"
                    miw="max-content"
                    data-testid="purchase-status"
                  >
                    {t(`admin.purchases.statuses.${p.status}`)}
                  </Badge>
                  {p.refundedCents ? (
                    <Text size="xs" c="dimmed" mt={2} data-testid="purchase-refunded">
                      {t('admin.purchases.refundedAmount', { amount: money(p.refundedCents, p.currency) })}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td ta="right">
                  {isRefundable(p) ? (
                    <Button
                      size="compact-sm"
                      variant="light"
                      color="red"
                      onClick={() => onRefund(p)}
                      aria-label={t('admin.purchases.refundOne', { id: p.id })}
                    >
                      {t('admin.purchases.refund')}
                    </Button>
                  ) : null}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
