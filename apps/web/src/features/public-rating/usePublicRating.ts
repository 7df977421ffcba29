import { ERRORS, type WritingRatingProblem } from '@photostudy/contracts';
import { useLoaderVisibility } from '@photostudy/ui';
import { useCallback, useEffect, useState } from 'react';
import { getWritingRatingProblem, isApiError, rateWritingProblem } from '../../lib/api';
import type { WritingRatingReason } from './publicRatingRules';

/** States of the public rating page (spec 000 section 4). */
export type PublicRatingScreen = 'LOADING' | 'RATING' | 'RATED' | 'ERROR';

/** Why the page is in ERROR: the link is not (or no longer) valid, or the server could not be asked. */
type RatingErrorKind = 'invalidLink' | 'unavailable';

/** Outcome of a confirmed rating that did not reach RATED: the server's message for the toast (null: none came). */
export interface RatingSubmitFailure {
  message: string | null;
}

/** The page's state and its one action. */
export interface PublicRatingState {
  screen: PublicRatingScreen;
  problem: WritingRatingProblem | null;
  /** RATED because a rating existed already ('Question is already rated!'), not because of this visit. */
  isAlreadyRated: boolean;
  errorKind: RatingErrorKind | null;
  isSubmitting: boolean;
  /** Sends the rating; resolves with the failure to show as a toast, or null when the page moved on. */
  submit: (point: number, reason: WritingRatingReason) => Promise<RatingSubmitFailure | null>;
  /** Loads the link again (after a failure that was not the link's fault). */
  reload: () => void;
}

type Loaded =
  | { kind: 'problem'; problem: WritingRatingProblem }
  | { kind: 'rated'; problem: WritingRatingProblem | null; isAlreadyRated: boolean }
  | { kind: 'error'; errorKind: RatingErrorKind };

/** A refused link (wrong, expired, used by another flow) against a server or network that did not answer. */
function errorKindOf(error: unknown): RatingErrorKind {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return 'unavailable';
  return 'invalidLink';
}

/**
 * The public rating of a delivered Writing review (`/rating?token=`): loads the problem the token names (logged out or
 * in), RATING unless it was rated already, then `POST /api/es/problems/rates` once.
 */
export function usePublicRating(token: string | null): PublicRatingState {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isLoaderVisible = useLoaderVisibility(loaded === null);

  useEffect(() => {
    if (!token) {
      setLoaded({ kind: 'error', errorKind: 'invalidLink' });
      return undefined;
    }
    const controller = new AbortController();
    setLoaded(null);
    getWritingRatingProblem(token, controller.signal).then(
      (problem) => setLoaded(problem.ratingPoint > 0 ? { kind: 'rated', problem, isAlreadyRated: true } : { kind: 'problem', problem }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ kind: 'error', errorKind: errorKindOf(error) });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const problem = loaded && loaded.kind !== 'error' ? loaded.problem : null;

  const submit = useCallback(
    async (point: number, reason: WritingRatingReason): Promise<RatingSubmitFailure | null> => {
      if (!token) return null;
      setIsSubmitting(true);
      try {
        await rateWritingProblem({ token, point, reason });
        setLoaded({ kind: 'rated', problem, isAlreadyRated: false });
        return null;
      } catch (error) {
        if (isApiError(error) && error.code === ERRORS.ALREADY_RATED.code) {
          setLoaded({ kind: 'rated', problem, isAlreadyRated: true });
          return null;
        }
        if (isApiError(error) && error.code === ERRORS.WRITING_RATING_LINK_INVALID.code) {
          setLoaded({ kind: 'error', errorKind: 'invalidLink' });
          return null;
        }
        // Spec 000 section 8: rating errors show a toast with the server message.
        return { message: isApiError(error) && !error.isNetworkError ? error.message : null };
      } finally {
        setIsSubmitting(false);
      }
    },
    [token, problem],
  );

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const screen: PublicRatingScreen =
    loaded === null || isLoaderVisible ? 'LOADING' : loaded.kind === 'problem' ? 'RATING' : loaded.kind === 'rated' ? 'RATED' : 'ERROR';
  return {
    screen,
    problem,
    isAlreadyRated: loaded?.kind === 'rated' && loaded.isAlreadyRated,
    errorKind: loaded?.kind === 'error' ? loaded.errorKind : null,
    isSubmitting,
    submit,
    reload,
  };
}
