import { Button, Group, Stack } from '@mantine/core';
import { Loader } from '@photostudy/ui';
import type { Dropin } from 'braintree-web-drop-in';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDropIn, dropInLocale } from './loadDropIn';

/** Drop-in's own message when the form is incomplete: it shows the field errors itself, so it is not a provider error. */
const INCOMPLETE_FORM_MESSAGE = 'No payment method is available.';

/** Props of {@link BraintreeDropIn}. */
export interface BraintreeDropInProps {
  clientToken: string;
  onNonce: (nonce: string) => void;
  /** Drop-in could not be created or could not tokenize: the payment provider's error. */
  onError: () => void;
  isSaving: boolean;
}

/** Braintree's Drop-in (card first, then PayPal's vault flow) with a save button that asks it for a nonce. */
export function BraintreeDropIn({ clientToken, onNonce, onError, isSaving }: BraintreeDropInProps) {
  const { t, i18n } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const [dropin, setDropin] = useState<Dropin | null>(null);
  const [isRequesting, setIsRequesting] = useState(false);
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  const locale = dropInLocale(i18n.language);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isCurrent = true;
    let created: Dropin | null = null;
    createDropIn({ authorization: clientToken, container, locale }).then(
      (instance) => {
        created = instance;
        if (isCurrent) setDropin(instance);
        else void instance.teardown().catch(() => undefined);
      },
      () => {
        if (isCurrent) onErrorRef.current();
      },
    );
    return () => {
      isCurrent = false;
      setDropin(null);
      if (created) void created.teardown().catch(() => undefined);
    };
  }, [clientToken, locale]);

  const save = async () => {
    if (!dropin || isRequesting) return;
    setIsRequesting(true);
    try {
      const payload = await dropin.requestPaymentMethod();
      onNonce(payload.nonce);
    } catch (error) {
      if (!(error instanceof Error && error.message === INCOMPLETE_FORM_MESSAGE)) onError();
    } finally {
      setIsRequesting(false);
    }
  };

  return (
    <Stack gap="md">
      {dropin ? null : <Loader label={t('storefront.entry.loading')} />}
      <div ref={containerRef} data-testid="braintree-dropin" />
      <Group justify="flex-end">
        <Button onClick={() => void save()} disabled={!dropin || isSaving} loading={isRequesting || isSaving}>
          {t('storefront.entry.savePaymentMethod')}
        </Button>
      </Group>
    </Stack>
  );
}
