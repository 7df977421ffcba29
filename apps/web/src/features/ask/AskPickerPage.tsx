import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CameraIcon } from '../../components/icons';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import classes from './AskPickerPage.module.css';

/** Props of {@link AskPickerPage}. */
export interface AskPickerPageProps {
  /** The tracks this user may ask in (from the ask route table). */
  tracks: ('stem' | 'business' | 'english')[];
}

/** ask/ index: the subject picker with a card per available track (by feature flags). */
export function AskPickerPage({ tracks }: AskPickerPageProps) {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('ask.title')} text={t('ask.pickerText')} icon={<CameraIcon size={30} />} isComingSoon={false}>
      <div className={classes.cards}>
        {tracks.map((track) => (
          <Link key={track} to={track} className={classes.card}>
            <span className={classes.cardTitle}>{t(`ask.track.${track}`)}</span>
            <span className={classes.cardText}>{t(`ask.trackText.${track}`)}</span>
          </Link>
        ))}
      </div>
    </PlaceholderPage>
  );
}
