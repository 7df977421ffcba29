import { useCallback, useEffect, useState } from 'react';

/** One answer of a list read, with the reader and the round it answers. */
interface Answer<T> {
  load: () => Promise<T>;
  round: number;
  value: T | null;
}

/** A list an admin screen reads: its value, whether a read is running or failed, and a reload. */
export interface AdminList<T> {
  /** The last answer of this reader (kept while it is read again), or null before one or after a failure. */
  value: T | null;
  isLoading: boolean;
  isFailed: boolean;
  reload: () => void;
}

/**
 * Reads a list with `load` (a new function, such as one for another filter, reads again) and on `reload`. An older
 * read that answers late never replaces a newer one.
 */
export function useAdminList<T>(load: () => Promise<T>): AdminList<T> {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  useEffect(() => {
    let isCurrent = true;
    load().then(
      (value) => {
        if (isCurrent) setAnswer({ load, round, value });
      },
      () => {
        if (isCurrent) setAnswer({ load, round, value: null });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const isThisList = answer?.load === load;
  const isAnswered = isThisList && answer.round === round;
  return {
    value: isThisList ? answer.value : null,
    isLoading: !isAnswered,
    isFailed: isAnswered && answer.value === null,
    reload,
  };
}
