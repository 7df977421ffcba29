import { PlaceholderPage } from '../../components/PlaceholderPage';
import { SettingsIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** Error-reporting test page (/sentry). */
export function SentryTestPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.sentryTitle')} text={t('pages.sentryText')} icon={<SettingsIcon size={30} />} />;
}
