import { PlaceholderPage } from '../../components/PlaceholderPage';
import { PublicPageFrame } from '../../components/PublicPageFrame';
import { StarIcon } from '../../components/icons';
import { useTranslation } from 'react-i18next';

/** Public rating page (/rating?token=); the rating form arrives with its issue. */
export function PublicRatingPage() {
  const { t } = useTranslation();
  return (
    <PublicPageFrame>
      <PlaceholderPage title={t('pages.ratingTitle')} text={t('pages.ratingText')} icon={<StarIcon size={30} />} />
    </PublicPageFrame>
  );
}
