import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CardIcon } from '../../components/icons';
import classes from './Storefront.module.css';
import type { DefaultPaymentMethod } from './useDefaultPaymentMethod';
import { SECONDARY_TEXT } from './storeText';

/** Props of {@link PaymentMethodRow}. */
export interface PaymentMethodRowProps {
  payment: DefaultPaymentMethod;
  onChange: () => void;
}

/** The default payment method with 'Click to change' (spec 000 section 2), or the way to add one. */
export function PaymentMethodRow({ payment, onChange }: PaymentMethodRowProps) {
  const { t } = useTranslation();
  const { method, status } = payment;
  let text: string;
  if (status === 'loading') text = t('storefront.loadingMethod');
  else if (status === 'failed') text = t('storefront.errors.provider');
  else text = method ? method.text : t('storefront.noPaymentMethod');

  return (
    <div className={classes.methodRow} aria-live="polite">
      <span className={classes.methodIcon}>
        <CardIcon size={22} />
      </span>
      <div className={classes.methodText}>
        <Text size="xs" c={SECONDARY_TEXT} fw={700} tt="uppercase">
          {t('storefront.paymentMethodLabel')}
        </Text>
        <Text fw={600} c={status === 'failed' ? 'red.7' : undefined} data-testid="payment-method-text">
          {text}
        </Text>
      </div>
      {status === 'loading' ? null : (
        <Button variant="subtle" onClick={onChange}>
          {method ? t('storefront.clickToChange') : t('storefront.addPaymentMethod')}
        </Button>
      )}
    </div>
  );
}
