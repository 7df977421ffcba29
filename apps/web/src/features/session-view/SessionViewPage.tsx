import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ChatIcon } from '../../components/icons';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Props of {@link SessionViewPage}. */
export interface SessionViewPageProps {
  /** /sample-sessions/:qid rather than /my-sessions/:qid. */
  isSample?: boolean;
}

/** Session view (/my-sessions/:qid, /sample-sessions/:qid); history and live chat arrive with the chat issue. */
export function SessionViewPage({ isSample = false }: SessionViewPageProps) {
  const { t } = useTranslation();
  const { qid = '' } = useParams();
  return (
    <PlaceholderPage
      title={t(isSample ? 'pages.sampleSessionTitle' : 'pages.sessionTitle')}
      text={t(isSample ? 'pages.sampleSessionText' : 'pages.sessionText', { qid })}
      icon={<ChatIcon size={30} />}
    />
  );
}
