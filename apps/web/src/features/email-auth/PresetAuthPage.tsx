import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { KeyIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** Preset-account login (/preset); the form arrives with the auth issue. */
export function PresetAuthPage() {
  const { t } = useTranslation();
  return (
    <PublicPageFrame>
      <PlaceholderPage title={t('pages.presetTitle')} text={t('pages.presetText')} icon={<KeyIcon size={30} />} />
    </PublicPageFrame>
  );
}
