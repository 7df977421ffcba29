import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectFeatureFlags, useAppSelector } from '../../lib/store';
import { StoreFlow } from './StoreFlow';
import classes from './Storefront.module.css';
import { TrioBanner } from './TrioBanner';
import { SECONDARY_TEXT } from './storeText';

/** Props of {@link Storefront}. */
export interface StorefrontProps {
  /** Level of the Store's section titles: 2 on the page (under its h1), 3 in the modal (under its title). */
  titleOrder: 2 | 3;
  /** The student is done here (bought, or follows the Trio banner to ask): the modal closes. */
  onDone?: () => void;
}

/** User-ID (child) accounts never see a purchase button: a short note instead of the packages. */
function UserIdNotice({ titleOrder }: { titleOrder: 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <section className={classes.notice} aria-labelledby="store-user-id-title">
      <Title order={titleOrder} id="store-user-id-title" fz={22}>
        {t('storefront.userId.title')}
      </Title>
      <Text c={SECONDARY_TEXT} mt={6}>
        {t('storefront.userId.text')}
      </Text>
    </section>
  );
}

/**
 * The Store's content, the same on /storefront and in the Store modal: the Trio banner for Trio-program students, a
 * note for User-ID accounts, else the packages, subscription and payment-method views.
 */
export function Storefront({ titleOrder, onDone }: StorefrontProps) {
  const bundle = useAppSelector((state) => state.app.bundle);
  const { hasTrio } = useAppSelector(selectFeatureFlags);
  if (!bundle) return null;
  let content;
  if (hasTrio) content = <TrioBanner titleOrder={titleOrder} onAsk={onDone} />;
  else if (bundle.profile.id) content = <UserIdNotice titleOrder={titleOrder} />;
  else
    content = (
      <StoreFlow storefront={bundle.storefront} subscription={bundle.subscription} titleOrder={titleOrder} onPurchaseDone={onDone} />
    );
  return <div className={`${classes.scope} ${classes.content}`}>{content}</div>;
}
