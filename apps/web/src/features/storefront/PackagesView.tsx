import { Badge, Button, Text, Title } from '@mantine/core';
import type { Storefront, StorePackage } from '@photostudy/contracts';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentMethodRow } from './PaymentMethodRow';
import classes from './Storefront.module.css';
import type { DefaultPaymentMethod } from './useDefaultPaymentMethod';
import { SECONDARY_TEXT } from './storeText';

/** Props of {@link PackagesView}. */
export interface PackagesViewProps {
  storefront: Storefront;
  payment: DefaultPaymentMethod;
  onChoose: (pkg: StorePackage) => void;
  onChangeMethod: () => void;
  /** Shown when the student has a subscription to go back to. */
  onShowSubscription?: () => void;
  /** True while a purchase runs: no second one starts. */
  isBusy: boolean;
  titleOrder: 2 | 3;
  titleRef?: Ref<HTMLHeadingElement>;
}

/**
 * The packages list (spec 000 section 2): the server's banner title and subtitle, each package with its description,
 * sub-description and a price button, and the default payment method with 'Click to change'.
 */
export function PackagesView({
  storefront,
  payment,
  onChoose,
  onChangeMethod,
  onShowSubscription,
  isBusy,
  titleOrder,
  titleRef,
}: PackagesViewProps) {
  const { t } = useTranslation();
  // Until the method is known, a click could not tell entry from purchase.
  const isWaiting = isBusy || payment.status === 'loading';
  return (
    <section className={classes.panel} aria-labelledby="store-banner-title">
      <div className={classes.banner}>
        <Title
          order={titleOrder}
          id="store-banner-title"
          c="white"
          className={`${classes.bannerTitle} ${classes.focusTarget}`}
          ref={titleRef}
          tabIndex={-1}
        >
          {storefront.title}
        </Title>
        {storefront.subtitle ? <Text className={classes.bannerSubtitle}>{storefront.subtitle}</Text> : null}
      </div>
      {storefront.packages.length === 0 ? (
        <Text c={SECONDARY_TEXT} className={classes.empty}>
          {t('storefront.noPackages')}
        </Text>
      ) : (
        <ul className={classes.packages} aria-label={t('storefront.packagesLabel')}>
          {storefront.packages.map((pkg) => (
            <li key={pkg.productId} className={classes.package}>
              <div className={classes.packageText}>
                {pkg.plan === 'monthly' ? (
                  <Badge variant="filled" color="accent.9" radius="sm" mb={6}>
                    {t('storefront.monthlyPlan')}
                  </Badge>
                ) : null}
                <Text fw={800} fz="lg" c="#14123a">
                  {pkg.description}
                </Text>
                {pkg.subdescription ? (
                  <Text size="sm" c={SECONDARY_TEXT}>
                    {pkg.subdescription}
                  </Text>
                ) : null}
              </div>
              <Button
                size="md"
                radius="xl"
                className={classes.priceButton}
                onClick={() => onChoose(pkg)}
                disabled={isWaiting}
                aria-label={t('storefront.buyPackage', { description: pkg.description, price: pkg.price })}
              >
                {pkg.price}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PaymentMethodRow payment={payment} onChange={onChangeMethod} />
      {onShowSubscription ? (
        <Button variant="default" onClick={onShowSubscription} className={classes.switchView}>
          {t('storefront.showSubscription')}
        </Button>
      ) : null}
    </section>
  );
}
