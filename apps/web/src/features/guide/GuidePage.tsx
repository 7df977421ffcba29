import { PlaceholderPage } from '../../components/PlaceholderPage';
import { HelpIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** 'What is the product?' (/guide) with sample sessions, which arrive with their issue. */
export function GuidePage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('pages.guideTitle')} text={t('pages.guideText')} icon={<HelpIcon size={30} />} />;
}
