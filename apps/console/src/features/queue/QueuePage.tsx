import { useCallback, useEffect } from 'react';
import { expertApi } from '../../lib/api/expertApi';
import { useConsoleSession } from '../../lib/session';
import { AlertsBanner } from './AlertsBanner';
import { QueueView } from './QueueView';

/** The queue page: the session's polled queue (its digests' offers read when shown), claim through the expert API. */
export function QueuePage({ onClaimed }: { onClaimed: (qid: number) => void }) {
  const session = useConsoleSession();
  const { refreshQueue, refreshActive, unreadOfferCount } = session;
  // Shown while I hold an open question, the queue reads the rows of what its digests told of (a read at a time).
  useEffect(() => {
    if (unreadOfferCount > 0) void refreshQueue();
  }, [unreadOfferCount, refreshQueue]);
  const claimed = useCallback(
    (qid: number) => {
      void refreshActive();
      void refreshQueue();
      onClaimed(qid);
    },
    [onClaimed, refreshActive, refreshQueue],
  );
  const hide = useCallback(
    (qid: number) => {
      void expertApi
        .reject(qid)
        .catch(() => undefined)
        .then(() => refreshQueue());
    },
    [refreshQueue],
  );
  return (
    <>
      <AlertsBanner />
      <QueueView
        questions={session.queue}
        isLoaded={session.isQueueLoaded}
        isOnline={session.isOnline}
        isBusy={session.active !== null}
        claim={expertApi.claim}
        onClaimed={claimed}
        onConflict={() => void refreshQueue()}
        onHide={hide}
      />
    </>
  );
}
