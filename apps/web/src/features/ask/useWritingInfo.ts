import type { WritingInfo } from '@photostudy/contracts';
import { useLoaderVisibility } from '@photostudy/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getWritingInfo } from '../../lib/api';

/** Screen states of the Writing form before a submission (spec 001 section 2; SUBMITTED is the page's own). */
type WritingInfoScreen = 'LOADING' | 'ERROR' | 'READY';

/** The writing info with the screen state. */
export interface WritingInfoState {
  screen: WritingInfoScreen;
  info: WritingInfo | null;
  /** Loads again from LOADING (the retry of the ERROR state). */
  reload: () => void;
  /** Loads again in the background, keeping what is shown until the answer arrives (realtime updates). */
  refresh: () => void;
}

/** Loads `GET /api/es/askers/me`; the screen stays LOADING for at least the spec's 700 ms loader. */
export function useWritingInfo(): WritingInfoState {
  const [result, setResult] = useState<{ info: WritingInfo | null; hasFailed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const isLoaderVisible = useLoaderVisibility(result === null);
  const refreshRef = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setResult(null);
    getWritingInfo(controller.signal)
      .then((info) => setResult({ info, hasFailed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ info: null, hasFailed: true });
      });
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => () => refreshRef.current?.abort(), []);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => {
    refreshRef.current?.abort();
    const controller = new AbortController();
    refreshRef.current = controller;
    // A failed background refresh keeps the last answer: the next event or visit tries again.
    getWritingInfo(controller.signal).then(
      (info) => setResult({ info, hasFailed: false }),
      () => undefined,
    );
  }, []);

  const screen: WritingInfoScreen = result === null || isLoaderVisible ? 'LOADING' : result.hasFailed ? 'ERROR' : 'READY';
  return { screen, info: result?.info ?? null, reload, refresh };
}
