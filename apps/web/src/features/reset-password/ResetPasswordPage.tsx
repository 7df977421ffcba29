import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { KeyIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** Password reset (/new-password/:code); the form arrives with the auth issue. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <PublicPageFrame>
      <PlaceholderPage title={t('pages.resetTitle')} text={t('pages.resetText')} icon={<KeyIcon size={30} />} />
    </PublicPageFrame>
  );
}
