import type { Question } from '@photostudy/contracts';
import { showErrorToast } from '@photostudy/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getQuestion } from '../../lib/api';

/** What {@link usePreviousQuestions} gives the chat list. */
export interface PreviousQuestions {
  /** Loaded earlier questions of the thread, oldest first. */
  questions: Question[];
  hasMore: boolean;
  isLoading: boolean;
  loadMore: () => void;
}

/**
 * Earlier questions of the same thread (`previousQuestionIds`, oldest first), loaded one at a time
 * from the newest when the student scrolls up; cleared when the thread key changes (a repost).
 */
export function usePreviousQuestions(previousIds: readonly number[], threadKey: string): PreviousQuestions {
  const { t } = useTranslation();
  const [questions, setQuestions] = useState<Question[]>([]);
  const [isLoading, setIsLoading] = useState(false);
  const generation = useRef(0);

  useEffect(() => {
    generation.current += 1;
    setQuestions([]);
    setIsLoading(false);
  }, [threadKey]);

  const remaining = previousIds.filter((id) => !questions.some((question) => question.qid === id));
  const nextId = remaining.at(-1);

  const loadMore = useCallback(() => {
    if (nextId === undefined || isLoading) return;
    const mine = generation.current;
    setIsLoading(true);
    getQuestion(nextId).then(
      (loaded) => {
        if (mine !== generation.current) return;
        setQuestions((current) => [loaded, ...current]);
        setIsLoading(false);
      },
      () => {
        if (mine !== generation.current) return;
        setIsLoading(false);
        showErrorToast(t('session.messages.previousFailed'));
      },
    );
  }, [nextId, isLoading, t]);

  return { questions, hasMore: nextId !== undefined, isLoading, loadMore };
}
