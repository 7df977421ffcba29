import { Stack, Text, Title } from '@mantine/core';
import { Loader } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { HistoryView } from './HistoryView';
import { LiveChat } from './LiveChat';
import classes from './SessionView.module.css';
import { useSessionLoad } from './useSessionLoad';

/** Props of {@link SessionViewPage}. */
export interface SessionViewPageProps {
  /** /sample-sessions/:qid rather than /my-sessions/:qid. */
  isSample?: boolean;
}

/** Router state that opens the waiting dialog (after an ask or a repost). */
interface SessionViewLocationState {
  showWaiting?: boolean;
}

/**
 * Session view (/my-sessions/:qid, /sample-sessions/:qid; spec 001 section 2): a loader, then the
 * live chat for the open question or the history view; 'Oops!' / 'Session not found' on error.
 */
export function SessionViewPage({ isSample = false }: SessionViewPageProps) {
  const { qid: qidParam = '' } = useParams();
  const qid = Number(qidParam);
  return <SessionViewContent key={`${isSample ? 's' : 'm'}-${qid}`} qid={qid} isSample={isSample} />;
}

function SessionViewContent({ qid, isSample }: { qid: number; isSample: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { load, refreshConfig } = useSessionLoad(qid, isSample);
  const isWaitingInitially = Boolean((location.state as SessionViewLocationState | null)?.showWaiting);

  if (load.status === 'loading') {
    return (
      <div className={classes.centered}>
        <Loader label={t('session.loading')} />
      </div>
    );
  }
  if (load.status === 'error') {
    return (
      <Stack className={classes.centered} align="center" gap="xs" role="alert">
        <Title order={1}>{t('session.oops')}</Title>
        <Text size="lg">{t('session.notFound')}</Text>
        {load.message && load.message !== t('session.notFound') ? (
          <Text size="sm" c="dimmed">
            {load.message}
          </Text>
        ) : null}
      </Stack>
    );
  }
  if (load.isLive) {
    return (
      <LiveChat
        initialQuestion={load.question}
        openQid={load.openQid}
        refreshConfig={refreshConfig}
        isWaitingInitially={isWaitingInitially}
      />
    );
  }
  return <HistoryView initialQuestion={load.question} isSample={isSample} canAsk={load.canAsk} />;
}
