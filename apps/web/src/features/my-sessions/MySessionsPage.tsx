import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ClockIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** Session list (/my-sessions); the infinite list arrives with the sessions issue. */
export function MySessionsPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.mySessionsTitle')} text={t('pages.mySessionsText')} icon={<ClockIcon size={30} />} />;
}
