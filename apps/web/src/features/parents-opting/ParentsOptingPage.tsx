import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { ChatIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** Parents' credit offer (/parents-opting/:code); its views arrive with their issue. */
export function ParentsOptingPage() {
  const { t } = useTranslation();
  return (
    <PublicPageFrame>
      <PlaceholderPage title={t('pages.parentsTitle')} text={t('pages.parentsText')} icon={<ChatIcon size={30} />} />
    </PublicPageFrame>
  );
}
