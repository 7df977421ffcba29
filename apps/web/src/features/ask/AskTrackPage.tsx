import { useTranslation } from 'react-i18next';
import { CameraIcon } from '../../components/icons';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Props of {@link AskTrackPage}. */
export interface AskTrackPageProps {
  track: 'stem' | 'business' | 'english';
}

const TRACK_KEYS = {
  stem: ['askStemTitle', 'askStemText'],
  business: ['askBusinessTitle', 'askBusinessText'],
  english: ['askWritingTitle', 'askWritingText'],
} as const;

/** ask/stem, ask/business, ask/english: the asking forms arrive with the ask issue. */
export function AskTrackPage({ track }: AskTrackPageProps) {
  const { t } = useTranslation();
  const [title, text] = TRACK_KEYS[track];
  return <PlaceholderPage title={t(`pages.${title}`)} text={t(`pages.${text}`)} icon={<CameraIcon size={30} />} />;
}
