import { useEffect, useState } from 'react';
import { listSampleQuestions, type QuestionListItem } from '../../lib/api';

/** The sample sessions of the guide, with their loading state and a retry. */
export interface SampleSessions {
  samples: QuestionListItem[] | null;
  hasFailed: boolean;
  retry: () => void;
}

/** Loads `GET /api/questions?type=sample` once (and again on retry). */
export function useSampleSessions(): SampleSessions {
  const [samples, setSamples] = useState<QuestionListItem[] | null>(null);
  const [hasFailed, setHasFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    listSampleQuestions(controller.signal).then(
      (rows) => {
        setSamples(rows);
        setHasFailed(false);
      },
      () => {
        if (!controller.signal.aborted) setHasFailed(true);
      },
    );
    return () => controller.abort();
  }, [attempt]);

  return { samples, hasFailed, retry: () => setAttempt((n) => n + 1) };
}
