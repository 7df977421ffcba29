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

const TRACK_KEYS = {
  stem: ['askStemTitle', 'askStemText'],
  business: ['askBusinessTitle', 'askBusinessText'],
  english: ['askWritingTitle', 'askWritingText'],
} as const;

/** ask/ index: the subject picker with a card per available track (the forms arrive with the ask issue). */
export function AskPickerPage({ tracks }: AskPickerPageProps) {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('pages.askTitle')} text={t('pages.askText')} icon={<CameraIcon size={30} />} isComingSoon={false}>
      <div className={classes.cards}>
        {tracks.map((track) => (
          <Link key={track} to={track} className={classes.card}>
            <span className={classes.cardTitle}>{t(`pages.${TRACK_KEYS[track][0]}`)}</span>
            <span className={classes.cardText}>{t(`pages.${TRACK_KEYS[track][1]}`)}</span>
          </Link>
        ))}
      </div>
    </PlaceholderPage>
  );
}
