import { useMemo, useSyncExternalStore } from 'react';

/** What {@link useOutboxEntries} reads: the shape of `ChatOutbox` from the client package. */
export interface OutboxSource<TEntry> {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => readonly TEntry[];
}

/** The outbox entries of one question, re-rendered on every change of the outbox. */
export function useOutboxEntries<TEntry extends { qid: number }>(outbox: OutboxSource<TEntry>, qid: number): TEntry[] {
  const entries = useSyncExternalStore(outbox.subscribe, outbox.getSnapshot, outbox.getSnapshot);
  return useMemo(() => entries.filter((entry) => entry.qid === qid), [entries, qid]);
}
