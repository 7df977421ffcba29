import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectFeatureFlags, selectProfile, useAppSelector } from '../../lib/store';
import { Storefront } from './Storefront';
import classes from './Storefront.module.css';
import { SECONDARY_TEXT } from './storeText';

/** The Store page (/storefront), reached from the sidebar and the header's balance button. */
export function StorefrontPage() {
  const { t } = useTranslation();
  const { hasTrio } = useAppSelector(selectFeatureFlags);
  const isUserIdAccount = Boolean(useAppSelector(selectProfile)?.id);
  // Trio and User-ID students buy nothing here: no lead about buying.
  const hasPurchases = !hasTrio && !isUserIdAccount;
  return (
    <div className={classes.page}>
      <header className={classes.pageHeader}>
        <Title order={1} fz={32}>
          {t('storefront.title')}
        </Title>
        {hasPurchases ? <Text c={SECONDARY_TEXT}>{t('storefront.pageLead')}</Text> : null}
      </header>
      <Storefront titleOrder={2} />
    </div>
  );
}
