import { PlaceholderPage } from '../../components/PlaceholderPage';
import { BellIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** Notifications (/notification); the list arrives with its issue. */
export function NotificationsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.notificationsTitle')} text={t('pages.notificationsText')} icon={<BellIcon size={30} />} />;
}
