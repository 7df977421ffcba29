import { Button, Loader } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';

/** The mobile-app hook the query of /asu-redirect is handed to. */
const MOBILE_REDIRECT_HOOK = 'photostudy://asu-redirect';

/** The mobile hook address carrying the page's query. */
export function mobileRedirectUrl(search: string): string {
  return `${MOBILE_REDIRECT_HOOK}${search.startsWith('?') || search === '' ? search : `?${search}`}`;
}

/** Mobile-app hand-off (/asu-redirect): passes its query to the app hook. */
export function AsuRedirectPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const target = mobileRedirectUrl(search);
  useEffect(() => {
    window.location.href = target;
  }, [target]);
  return (
    <PublicPageFrame>
      <PlaceholderPage title={t('auth.openingApp')} text={t('auth.openingAppText')} icon={<Loader size={30} />} isComingSoon={false}>
        <Button component="a" href={target}>
          {t('auth.openApp')}
        </Button>
      </PlaceholderPage>
    </PublicPageFrame>
  );
}
