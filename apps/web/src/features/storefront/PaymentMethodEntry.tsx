import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import type { PaymentMethod, StorePackage } from '@photostudy/contracts';
import { Loader } from '@photostudy/ui';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../components/icons';
import { addPaymentMethod } from '../../lib/api';
import { useAppSelector } from '../../lib/store';
import { BraintreeDropIn } from './BraintreeDropIn';
import { SandboxCardForm } from './SandboxCardForm';
import { classifyMethodFailure, type MethodFailure } from './storeErrors';
import classes from './Storefront.module.css';
import { useClientToken } from './useClientToken';
import { SECONDARY_TEXT } from './storeText';

/** Props of {@link PaymentMethodEntry}. */
export interface PaymentMethodEntryProps {
  /** The package that waits for this method, if any: named in the lead. */
  pendingPackage: StorePackage | null;
  onAdded: (method: PaymentMethod) => void;
  onBack: () => void;
  titleOrder: 2 | 3;
  titleRef?: Ref<HTMLHeadingElement>;
}

function FailureAlert({ failure }: { failure: MethodFailure }) {
  const { t } = useTranslation();
  if (failure === 'provider') {
    return (
      <Alert color="red" variant="light" role="alert">
        {t('storefront.errors.provider')}
      </Alert>
    );
  }
  const prefix = failure === 'notSupported' ? 'notSupported' : 'invalidMethod';
  return (
    <Alert color="red" variant="light" role="alert" title={t(`storefront.errors.${prefix}Title`)}>
      {t(`storefront.errors.${prefix}Text`)}
    </Alert>
  );
}

/**
 * Payment-method entry (spec 000 section 2): the gateway's client token first, then the form of the gateway the server
 * runs (client config `payment_gateway`): our sandbox card form by default, Braintree's Drop-in when configured. The
 * nonce either produces is vaulted as the default method with `POST /api/payment-methods`.
 */
export function PaymentMethodEntry({ pendingPackage, onAdded, onBack, titleOrder, titleRef }: PaymentMethodEntryProps) {
  const { t } = useTranslation();
  const gateway = useAppSelector((state) => state.system.clientConfig?.paymentGateway ?? 'sandbox');
  const { clientToken, hasFailed } = useClientToken();
  const [failure, setFailure] = useState<MethodFailure | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  const saveNonce = async (nonce: string) => {
    if (isSaving) return;
    setIsSaving(true);
    setFailure(null);
    try {
      onAdded(await addPaymentMethod(nonce));
    } catch (error) {
      setFailure(classifyMethodFailure(error));
      setIsSaving(false);
    }
  };

  const shownFailure = hasFailed ? 'provider' : failure;
  return (
    <section className={`${classes.panel} ${classes.entry}`} aria-labelledby="store-entry-title">
      <Stack gap="md">
        <div>
          <Button variant="subtle" size="compact-sm" leftSection={<ArrowLeftIcon size={16} />} onClick={onBack} disabled={isSaving}>
            {t('storefront.entry.back')}
          </Button>
        </div>
        <div>
          <Title order={titleOrder} id="store-entry-title" fz={22} ref={titleRef} tabIndex={-1} className={classes.focusTarget}>
            {t('storefront.entry.title')}
          </Title>
          <Text c={SECONDARY_TEXT} mt={4}>
            {pendingPackage
              ? t('storefront.entry.forPackage', { description: pendingPackage.description, price: pendingPackage.price })
              : t('storefront.entry.lead')}
          </Text>
        </div>
        {shownFailure ? <FailureAlert failure={shownFailure} /> : null}
        {hasFailed ? null : !clientToken ? (
          <Loader label={t('storefront.entry.loading')} />
        ) : gateway === 'braintree' ? (
          <BraintreeDropIn
            clientToken={clientToken}
            onNonce={(nonce) => void saveNonce(nonce)}
            onError={() => setFailure('provider')}
            isSaving={isSaving}
          />
        ) : (
          <SandboxCardForm
            clientToken={clientToken}
            onNonce={(nonce) => void saveNonce(nonce)}
            onFailure={setFailure}
            isSaving={isSaving}
          />
        )}
      </Stack>
    </section>
  );
}
