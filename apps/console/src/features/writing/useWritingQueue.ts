import { useCallback, useEffect, useRef, useState } from 'react';
import { isForbidden } from '../../lib/api/ApiError';
import { expertApi, type WritingQueueItem } from '../../lib/api/expertApi';
import { realtime } from '../../lib/realtime';
import { useConsoleSession } from '../../lib/session';
import { useInterval } from '../../lib/useInterval';

/**
 * How often the Writing queue is read while realtime is down (or after a failed read). While it is up there is no
 * poll: every change reaches each writer as `writingQueueChanged`, and the list is read again when the connection
 * comes back.
 */
export const WRITING_QUEUE_POLL_MS = 5000;

/** The Writing queue as the page shows it. */
export interface WritingQueue {
  /** Waiting problems, oldest first. */
  waiting: WritingQueueItem[];
  /** The problems I hold (claimed) and delivered. */
  mine: WritingQueueItem[];
  isLoaded: boolean;
  /** 'forbidden' when I am not a writer (403), 'failed' when the last read failed; null when all is well. */
  trouble: 'forbidden' | 'failed' | null;
  refresh: () => Promise<void>;
}

const oldestFirst = (items: WritingQueueItem[]) => [...items].sort((a, b) => a.created - b.created || a.id - b.id);

/** Reads the Writing queue, again on every `writingQueueChanged` and reconnect, and on a timer only while realtime is down. */
export function useWritingQueue(): WritingQueue {
  const { isLive } = useConsoleSession();
  const [lists, setLists] = useState<Pick<WritingQueue, 'waiting' | 'mine'> | null>(null);
  const [trouble, setTrouble] = useState<WritingQueue['trouble']>(null);
  // Reads may overlap (an event during a poll): only the newest one's answer is shown.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const read = ++latest.current;
    try {
      const answer = await expertApi.writingQueue();
      if (read !== latest.current) return;
      setLists({ waiting: oldestFirst(answer.waiting), mine: answer.mine });
      setTrouble(null);
    } catch (error) {
      if (read !== latest.current) return;
      setTrouble(isForbidden(error) ? 'forbidden' : 'failed');
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(
    () =>
      realtime.listen({
        onWritingQueueChanged: () => void refresh(),
        // Whatever was published while the connection was away is in the server's list.
        onReconnected: () => void refresh(),
      }),
    [refresh],
  );
  // A failed read is retried even while realtime is up: no event may come to bring the list.
  const needsPoll = trouble !== 'forbidden' && (!isLive || trouble === 'failed');
  useInterval(() => void refresh(), needsPoll ? WRITING_QUEUE_POLL_MS : null);

  return { waiting: lists?.waiting ?? [], mine: lists?.mine ?? [], isLoaded: lists !== null, trouble, refresh };
}
