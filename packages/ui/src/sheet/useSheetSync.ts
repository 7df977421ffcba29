import { useEffect, useRef, useState } from 'react';
import type { SheetBatchAnnouncement, SheetSyncLike } from './sheetSyncShape';

/** How an app makes and feeds the sync of one question. */
export interface SheetSyncWiring {
  /** Makes the sync of the question: `new SheetSync({ load, send })` over the app's API client. */
  create: (qid: number) => SheetSyncLike;
  /** Subscribes to every `sheetOperationsAdded` event the app hears (any question); returns the function that stops it. */
  onBatch: (listener: (batch: SheetBatchAnnouncement) => void) => () => void;
  /** Subscribes to the realtime connection coming back with every channel joined; returns the function that stops it. */
  onReconnected: (listener: () => void) => () => void;
}

/**
 * The sync of the question's live sheet while the component using it is mounted: made and started when `qid` is set,
 * fed this question's realtime batches, refreshed when realtime reconnects and when the browser is online again, and
 * disposed when `qid` changes or the component unmounts. Null before the first effect and without a question.
 * `wiring` is read when `qid` changes; it need not be stable.
 */
export function useSheetSync(qid: number | null, wiring: SheetSyncWiring): SheetSyncLike | null {
  const [sync, setSync] = useState<SheetSyncLike | null>(null);
  const latest = useRef(wiring);
  useEffect(() => {
    latest.current = wiring;
  });
  useEffect(() => {
    if (qid === null) return undefined;
    const { create, onBatch, onReconnected } = latest.current;
    const made = create(qid);
    // Listen before loading: a batch announced while the first load is on its way waits in the sync.
    const stopBatches = onBatch((batch) => {
      if (batch.qid === qid) made.remote(batch);
    });
    const refresh = () => made.refresh();
    const stopReconnected = onReconnected(refresh);
    globalThis.addEventListener('online', refresh);
    made.start();
    setSync(made);
    return () => {
      stopBatches();
      stopReconnected();
      globalThis.removeEventListener('online', refresh);
      made.dispose();
      setSync((current) => (current === made ? null : current));
    };
  }, [qid]);
  return sync;
}
