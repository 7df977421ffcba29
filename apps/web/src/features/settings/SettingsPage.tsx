import { PlaceholderPage } from '../../components/PlaceholderPage';
import { SettingsIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** Settings (/settings); profile, order number and privacy arrive with their issue. */
export function SettingsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.settingsTitle')} text={t('pages.settingsText')} icon={<SettingsIcon size={30} />} />;
}
