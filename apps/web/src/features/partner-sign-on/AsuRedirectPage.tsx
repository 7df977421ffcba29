import { Loader } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';

/** Mobile-app hand-off (/asu-redirect); passing its query to the app hook arrives with the partner sign-on issue. */
export function AsuRedirectPage() {
  const { t } = useTranslation();
  return (
    <PublicPageFrame>
      <PlaceholderPage
        title={t('pages.asuRedirectTitle')}
        text={t('pages.asuRedirectText')}
        icon={<Loader size={30} label={t('common.loading')} />}
      />
    </PublicPageFrame>
  );
}
