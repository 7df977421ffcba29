import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { MailIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Email login or sign-up (/email); the form arrives with the auth issue. */
export function EmailAuthPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const isLogIn = (location.state as { mode?: string } | null)?.mode === 'login';
  return (
    <PublicPageFrame>
      <PlaceholderPage
        title={t(isLogIn ? 'pages.emailLogInTitle' : 'pages.emailSignUpTitle')}
        text={t('pages.emailText')}
        icon={<MailIcon size={30} />}
      />
    </PublicPageFrame>
  );
}
