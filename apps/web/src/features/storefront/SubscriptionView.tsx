import { Badge, Button, Stack, Switch, Text, Title } from '@mantine/core';
import type { Subscription } from '@photostudy/contracts';
import { AppModal } from '@photostudy/ui';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentMethodRow } from './PaymentMethodRow';
import { useReportDialog } from './storeDialogs';
import classes from './Storefront.module.css';
import { useAutoPaymentSwitches, type AutoPaymentKind } from './useAutoPaymentSwitches';
import type { DefaultPaymentMethod } from './useDefaultPaymentMethod';
import { SECONDARY_TEXT } from './storeText';

/** Props of {@link SubscriptionView}. */
export interface SubscriptionViewProps {
  subscription: Subscription;
  payment: DefaultPaymentMethod;
  onChangeMethod: () => void;
  onShowPackages: () => void;
  titleOrder: 2 | 3;
  titleRef?: Ref<HTMLHeadingElement>;
}

const SWITCHES: { kind: AutoPaymentKind; label: string; hint: string }[] = [
  { kind: 'renew', label: 'storefront.subscription.autoRenew', hint: 'storefront.subscription.autoRenewHint' },
  { kind: 'pay', label: 'storefront.subscription.autoPay', hint: 'storefront.subscription.autoPayHint' },
];

/** The subscription view (spec 000 sections 2 and 4): plan, title, subtitle, and the auto-renew and auto-pay switches. */
export function SubscriptionView({ subscription, payment, onChangeMethod, onShowPackages, titleOrder, titleRef }: SubscriptionViewProps) {
  const { t } = useTranslation();
  const switches = useAutoPaymentSwitches(subscription);
  useReportDialog(switches.offToConfirm !== null || switches.hasFailed);
  const plan = subscription.plan === 'monthly' ? t('storefront.monthlyPlan') : subscription.plan;
  const offKind = switches.offToConfirm === 'pay' ? 'Pay' : 'Renew';

  return (
    <section className={classes.panel} aria-labelledby="store-subscription-title">
      <div className={classes.banner}>
        <Badge variant="white" color="brand" radius="sm" mb={8}>
          {t('storefront.subscription.label')}: {plan}
        </Badge>
        <Title
          order={titleOrder}
          id="store-subscription-title"
          c="white"
          className={`${classes.bannerTitle} ${classes.focusTarget}`}
          ref={titleRef}
          tabIndex={-1}
        >
          {subscription.title}
        </Title>
        {subscription.subtitle ? <Text className={classes.bannerSubtitle}>{subscription.subtitle}</Text> : null}
      </div>
      <Stack gap="md" className={classes.switches}>
        {SWITCHES.map(({ kind, label, hint }) => (
          <Switch
            key={kind}
            size="md"
            label={t(label)}
            // The hint sits inside Mantine's <label>; name and description are set apart so the name stays short.
            aria-label={t(label)}
            description={<span id={`store-switch-${kind}-hint`}>{t(hint)}</span>}
            aria-describedby={`store-switch-${kind}-hint`}
            styles={{ description: { color: `var(--mantine-color-${SECONDARY_TEXT.replace('.', '-')})` } }}
            checked={switches.valueOf(kind)}
            disabled={switches.isSending(kind)}
            onChange={(event) => switches.toggle(kind, event.currentTarget.checked)}
          />
        ))}
      </Stack>
      <PaymentMethodRow payment={payment} onChange={onChangeMethod} />
      <Button variant="default" onClick={onShowPackages} className={classes.switchView}>
        {t('storefront.showPackages')}
      </Button>

      <AppModal
        isOpen={switches.offToConfirm !== null}
        onClose={switches.cancelOff}
        size="sm"
        title={t(`storefront.subscription.off${offKind}Title`)}
        closeLabel={t('common.close')}
        actions={
          <>
            <Button variant="default" onClick={switches.cancelOff} data-autofocus>
              {t('storefront.subscription.keepOn')}
            </Button>
            <Button color="red.9" onClick={switches.confirmOff}>
              {t('storefront.subscription.turnOff')}
            </Button>
          </>
        }
      >
        <Text c={SECONDARY_TEXT}>{t(`storefront.subscription.off${offKind}Text`)}</Text>
      </AppModal>
      <AppModal
        isOpen={switches.hasFailed}
        onClose={switches.dismissFailure}
        size="sm"
        title={t('storefront.errors.purchaseTitle')}
        closeLabel={t('common.close')}
        actions={<Button onClick={switches.dismissFailure}>{t('storefront.errors.ok')}</Button>}
      >
        <Text c={SECONDARY_TEXT}>{t('storefront.errors.purchaseText')}</Text>
      </AppModal>
    </section>
  );
}
