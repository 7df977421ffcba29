import { PlaceholderPage } from '../../components/PlaceholderPage';
import { StoreIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** Store (/storefront); packages and payment arrive with the store issue. */
export function StorefrontPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.storefrontTitle')} text={t('pages.storefrontText')} icon={<StoreIcon size={30} />} />;
}
