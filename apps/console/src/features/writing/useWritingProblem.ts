import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api/ApiError';
import { expertApi, type WritingExpertProblem } from '../../lib/api/expertApi';
import { realtime } from '../../lib/realtime';
import { useConsoleSession } from '../../lib/session';
import { useInterval } from '../../lib/useInterval';

/**
 * How often an open problem (waiting or claimed) is read while realtime is down or after a failed read. While realtime
 * is up, its `writingQueueChanged` events (a requeue at the deadline, a claim) and reconnects trigger the reads.
 */
export const WRITING_PROBLEM_POLL_MS = 5000;

/** One Writing problem as the problem screen shows it. */
export interface WritingProblemView {
  problem: WritingExpertProblem | null;
  /** 'missing' when the server refuses it (not found, or not mine to see); 'failed' when a read failed. */
  status: 'loading' | 'ready' | 'missing' | 'failed';
  refresh: () => Promise<void>;
  /** Takes an action's answer (the delivery) as the problem, ahead of any read still under way. */
  replace: (problem: WritingExpertProblem) => void;
}

/** Loads a Writing problem and keeps it current through realtime, polling only where the comment above says. */
export function useWritingProblem(id: number): WritingProblemView {
  const { isLive } = useConsoleSession();
  const [problem, setProblem] = useState<WritingExpertProblem | null>(null);
  const [status, setStatus] = useState<WritingProblemView['status']>('loading');
  // Only the newest read (or action answer) is shown; an older read that lands late is dropped.
  const latest = useRef(0);

  const refresh = useCallback(async () => {
    const read = ++latest.current;
    try {
      const answer = await expertApi.writingProblem(id);
      if (read !== latest.current) return;
      setProblem(answer);
      setStatus('ready');
    } catch (error) {
      if (read !== latest.current) return;
      setStatus(error instanceof ApiError && (error.status === 403 || error.status === 404) ? 'missing' : 'failed');
    }
  }, [id]);

  const replace = useCallback((next: WritingExpertProblem) => {
    latest.current += 1;
    setProblem(next);
    setStatus('ready');
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);
  useEffect(
    () =>
      realtime.listen({
        onWritingQueueChanged: (change) => {
          if (change.id === id) void refresh();
        },
        onReconnected: () => void refresh(),
      }),
    [id, refresh],
  );

  const isOpen = problem === null || problem.state === 'waiting' || problem.state === 'claimed';
  const needsPoll = status !== 'missing' && isOpen && (!isLive || status === 'failed');
  useInterval(() => void refresh(), needsPoll ? WRITING_PROBLEM_POLL_MS : null);

  return { problem, status, refresh, replace };
}
