import { Loader } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';

/** University sign-on callback (/asu-auth); handling its query arrives with the partner sign-on issue. */
export function AsuAuthPage() {
  const { t } = useTranslation();
  return (
    <PublicPageFrame>
      <PlaceholderPage
        title={t('pages.asuAuthTitle')}
        text={t('pages.asuAuthText')}
        icon={<Loader size={30} label={t('common.loading')} />}
      />
    </PublicPageFrame>
  );
}
