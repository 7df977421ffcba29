import { Alert, Button, List } from '@mantine/core';
import { ERRORS } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/ApiError';
import { type AdminPurchase, type PurchaseRefund, adminApi } from '../../lib/api/adminApi';
import { formatMoney } from './adminFormat';

/** The catalogue codes a refund may answer, with their console texts. */
const REFUND_ERRORS: Record<string, string> = {
  [ERRORS.PURCHASE_NOT_REFUNDABLE.code]: 'admin.purchases.errors.notRefundable',
  [ERRORS.REFUND_FAILED.code]: 'admin.purchases.errors.refundFailed',
  [ERRORS.PAYMENT_GATEWAY_UNAVAILABLE.code]: 'admin.purchases.errors.gatewayUnavailable',
};

/**
 * Asks before refunding a purchase: what goes back to the student's card, and that the unused part of the sessions
 * and Writing credits it gave is taken back from the balance. Refusals stay in the dialog.
 */
export function RefundDialog({
  purchase,
  onClose,
  onRefunded,
}: {
  purchase: AdminPurchase | null;
  onClose: () => void;
  onRefunded: (before: AdminPurchase, refund: PurchaseRefund) => void;
}) {
  const { t, i18n } = useTranslation();
  // What the dialog asks about, kept while it fades out after the refund.
  const [asked, setAsked] = useState<AdminPurchase | null>(purchase);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  if (purchase && purchase !== asked) {
    // A new purchase to ask about (React's pattern for state that follows a prop).
    setAsked(purchase);
    setError(null);
  }

  async function confirm() {
    if (!purchase) return;
    setIsBusy(true);
    setError(null);
    try {
      onRefunded(purchase, await adminApi.refundPurchase(purchase.id));
    } catch (caught) {
      const key = caught instanceof ApiError ? REFUND_ERRORS[String(caught.code)] : undefined;
      setError(key ? t(key) : caught instanceof ApiError && !caught.isNetworkError ? caught.message : t('errors.general'));
    } finally {
      setIsBusy(false);
    }
  }

  const left = asked ? formatMoney(asked.amountCents - asked.refundedCents, asked.currency, i18n.language) : '';
  return (
    <AppModal
      isOpen={purchase !== null}
      onClose={onClose}
      title={t('admin.purchases.confirmTitle', { id: asked?.id ?? '' })}
      description={
        asked
          ? t('admin.purchases.confirmLead', { amount: left, student: asked.email ?? `uid ${asked.uid}`, productId: asked.productId })
          : null
      }
      size="md"
      closeLabel={t('admin.close')}
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('workspace.cancel')}
          </Button>
          <Button color="red" loading={isBusy} onClick={() => void confirm()}>
            {t('admin.purchases.confirmRefund', { amount: left })}
          </Button>
        </>
      }
    >
      {asked ? (
        <List size="sm" spacing={4}>
          <List.Item>{t('admin.purchases.confirmGateway')}</List.Item>
          <List.Item>
            {t('admin.purchases.confirmTakeBack', {
              sessions: t('admin.purchases.sessionCount', { count: asked.sessions }),
              credits: t('admin.purchases.creditCount', { count: asked.writingCredits }),
            })}
          </List.Item>
        </List>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" title={t('admin.purchases.notRefunded')} role="alert" data-testid="refund-error">
          {error}
        </Alert>
      ) : null}
    </AppModal>
  );
}
