import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../lib/store';
import { ChatIcon } from '../../components/icons';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { rememberSharedSessionPath } from '../../lib/navigation/redirectPath';

/** Shared session (/sessions/:code); the solution view, countdown and paywall arrive with their issue. */
export function SharedSessionPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const isLoggedIn = useAppSelector((state) => state.auth.isLoggedIn);

  useEffect(() => {
    // A guest who logs in from this page's paywall is brought back here by the logged-in fallback.
    if (!isLoggedIn) rememberSharedSessionPath(`${location.pathname}${location.search}`);
  }, [isLoggedIn, location.pathname, location.search]);

  return (
    <PublicPageFrame>
      <PlaceholderPage title={t('pages.sharedSessionTitle')} text={t('pages.sharedSessionText')} icon={<ChatIcon size={30} />} />
    </PublicPageFrame>
  );
}
