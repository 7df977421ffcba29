import { Badge, Button, Divider, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createSandboxCardNonce } from '../../lib/api';
import {
  EMPTY_CARD_FORM,
  formatCardNumber,
  formatExpiry,
  serverFieldErrors,
  toSandboxCard,
  validateCardForm,
  type CardField,
  type CardFieldError,
  type CardFormValues,
} from './cardForm';
import { classifyMethodFailure, fieldErrorsOf, type MethodFailure } from './storeErrors';
import { SECONDARY_TEXT } from './storeText';

/** The nonce the built-in sandbox vaults as a PayPal billing agreement (Braintree's documented test nonce). */
export const SANDBOX_PAYPAL_NONCE = 'fake-paypal-billing-agreement-nonce';

/** Props of {@link SandboxCardForm}. */
export interface SandboxCardFormProps {
  clientToken: string;
  /** A nonce for the entered card (or PayPal) is ready: the entry vaults it. */
  onNonce: (nonce: string) => void;
  onFailure: (failure: MethodFailure) => void;
  /** True while the entry vaults the nonce. */
  isSaving: boolean;
}

/**
 * The card-entry form of the built-in sandbox gateway, standing in for Braintree's hosted fields: the number goes to
 * `POST /api/payments/sandbox-cards`, which answers a nonce (the server keeps only brand and last four digits).
 * Plain labelled inputs, so it works with the keyboard alone; each field's error sits under it.
 */
export function SandboxCardForm({ clientToken, onNonce, onFailure, isSaving }: SandboxCardFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<Partial<Record<CardField, CardFieldError>>>({});
  const [hasSubmitted, setHasSubmitted] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const isBusy = isSending || isSaving;

  const update = (field: CardField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Before the first submit errors wait for it; after it they follow the typing.
    if (hasSubmitted) setErrors(validateCardForm(next, new Date()));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isBusy) return;
    setHasSubmitted(true);
    const found = validateCardForm(values, new Date());
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setIsSending(true);
    try {
      const answer = await createSandboxCardNonce(toSandboxCard(values, clientToken));
      onNonce(answer.nonce);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields && Object.keys(serverFieldErrors(fields)).length > 0) setErrors(serverFieldErrors(fields));
      else onFailure(classifyMethodFailure(error));
    } finally {
      setIsSending(false);
    }
  };

  const errorText = (field: CardField) => (errors[field] ? t(`storefront.entry.errors.${errors[field]}`) : undefined);

  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Badge color="accent.9" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
          {t('storefront.entry.testMode')}
        </Badge>
        <Text size="sm" c={SECONDARY_TEXT}>
          {t('storefront.entry.testModeHint')}
        </Text>
      </Group>
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('storefront.entry.title')}>
        <Stack gap="sm">
          <TextInput
            label={t('storefront.entry.cardNumber')}
            value={values.number}
            onChange={(event) => update('number', formatCardNumber(event.currentTarget.value))}
            error={errorText('number')}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            required
            data-autofocus
          />
          <SimpleGrid cols={3} spacing="sm">
            <TextInput
              label={t('storefront.entry.expiry')}
              value={values.expiry}
              onChange={(event) => update('expiry', formatExpiry(event.currentTarget.value))}
              error={errorText('expiry')}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={t('storefront.entry.expiryPlaceholder')}
              required
            />
            <TextInput
              label={t('storefront.entry.cvv')}
              value={values.cvv}
              onChange={(event) => update('cvv', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
              error={errorText('cvv')}
              inputMode="numeric"
              autoComplete="cc-csc"
              required
            />
            <TextInput
              label={t('storefront.entry.postalCode')}
              value={values.postalCode}
              onChange={(event) => update('postalCode', event.currentTarget.value.slice(0, 16))}
              error={errorText('postalCode')}
              autoComplete="postal-code"
            />
          </SimpleGrid>
          <Group justify="flex-end" mt="xs">
            <Button type="submit" loading={isBusy} disabled={isBusy}>
              {t('storefront.entry.saveCard')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider
        label={
          <Text span size="xs" c={SECONDARY_TEXT}>
            {t('storefront.entry.or')}
          </Text>
        }
        labelPosition="center"
      />
      <Button
        variant="default"
        onClick={() => onNonce(SANDBOX_PAYPAL_NONCE)}
        disabled={isBusy}
        aria-label={t('storefront.entry.paypalLabel')}
        styles={{ label: { fontWeight: 800, fontStyle: 'italic', color: '#003087' } }}
      >
        {t('storefront.entry.paypal')}
      </Button>
    </Stack>
  );
}
