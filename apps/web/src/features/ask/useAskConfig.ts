import type { AskConfig } from '@photostudy/contracts';
import { useLoaderVisibility } from '@photostudy/ui';
import { useCallback, useEffect, useState } from 'react';
import { getAskConfig } from '../../lib/api';

/** Screen states of the ask form (spec 001 section 2). */
type AskScreenState = 'LOADING' | 'ERROR' | 'FILLING_FORM';

/** The ask configuration with the screen state; `reload` retries after an error. */
export interface AskConfigState {
  screen: AskScreenState;
  config: AskConfig | null;
  reload: () => void;
}

/** Loads `GET /api/ask-config`; the screen stays LOADING for at least the spec's 700 ms loader. */
export function useAskConfig(): AskConfigState {
  const [result, setResult] = useState<{ config: AskConfig | null; hasFailed: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const isLoaderVisible = useLoaderVisibility(result === null);

  useEffect(() => {
    const controller = new AbortController();
    setResult(null);
    getAskConfig(controller.signal)
      .then((config) => setResult({ config, hasFailed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setResult({ config: null, hasFailed: true });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const screen: AskScreenState = result === null || isLoaderVisible ? 'LOADING' : result.hasFailed ? 'ERROR' : 'FILLING_FORM';
  return { screen, config: result?.config ?? null, reload };
}
