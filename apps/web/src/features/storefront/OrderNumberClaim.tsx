import { Alert, Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { claimReservation, type ReservationClaimAnswer } from '../../lib/api';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';
import { classifyClaimFailure, type ClaimFailure } from './storeErrors';
import classes from './Storefront.module.css';

/** What a claim added, naming only what is not zero ('5 sessions and 1 Writing credit'). */
function grantedItems(granted: ReservationClaimAnswer, t: TFunction): string {
  const items: string[] = [];
  if (granted.sessions > 0) items.push(t('storefront.orderNumber.sessions', { count: granted.sessions }));
  if (granted.writingCredits > 0) items.push(t('storefront.orderNumber.credits', { count: granted.writingCredits }));
  return items.length > 0 ? items.join(t('storefront.orderNumber.and')) : t('storefront.orderNumber.sessions', { count: 0 });
}

/**
 * 'Have an order number?' (spec 000 sections 5 and 7, order number: free text): redeems an order number an admin
 * imported with `POST /api/reservation-claims`, shows what it granted, and refetches the status for the new balance.
 */
export function OrderNumberClaim() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [orderNumber, setOrderNumber] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [granted, setGranted] = useState<ReservationClaimAnswer | null>(null);
  const [failure, setFailure] = useState<ClaimFailure | null>(null);
  const trimmed = orderNumber.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || isSending) return;
    setIsSending(true);
    setFailure(null);
    setGranted(null);
    try {
      const answer = await claimReservation(trimmed);
      setGranted(answer);
      setOrderNumber('');
      void dispatch(fetchUserStatus());
    } catch (error) {
      setFailure(classifyClaimFailure(error));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <section className={classes.orderNumber} aria-labelledby="store-order-number-title">
      <Text fw={700} id="store-order-number-title" component="h3" fz="md" m={0}>
        {t('storefront.orderNumber.title')}
      </Text>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <TextInput
          label={t('storefront.orderNumber.label')}
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.currentTarget.value.slice(0, 64))}
          error={failure ? t(`storefront.orderNumber.${failure}`) : undefined}
          autoComplete="off"
          // The button sits beside the input, so an error under the input does not push it out of line.
          inputContainer={(input) => (
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <div className={classes.orderNumberInput}>{input}</div>
              <Button type="submit" variant="light" loading={isSending} disabled={!trimmed || isSending}>
                {t('storefront.orderNumber.redeem')}
              </Button>
            </Group>
          )}
        />
      </form>
      {granted ? (
        <Alert color="teal" variant="light" role="status" mt="sm">
          {t('storefront.orderNumber.granted', { items: grantedItems(granted, t) })}
        </Alert>
      ) : null}
    </section>
  );
}
