import type { Question } from '@photostudy/contracts';
import { showErrorToast, showToast } from '@photostudy/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, withdrawQuestion } from '../../lib/api';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';
import { withdrawalOutcome } from './withdrawalRules';

/** What the caller does with each answer of a withdrawal. */
export interface WithdrawalHandlers {
  /** Withdrawn (and refunded unless it was a free repost): the caller leaves the chat. */
  onWithdrawn: (answer: Question) => void;
  /** An expert started the discussion first: the caller closes the waiting and shows the live chat. */
  onTaken: (answer: Question) => void;
  /** The question ended meanwhile without an expert (match failed): the caller shows it. */
  onEnded: (answer: Question) => void;
}

/** A withdrawal in progress, and the call that starts one. */
export interface QuestionWithdrawal {
  isWithdrawing: boolean;
  /** Resolves true once the answer was handled; false when the call failed (the error toast is shown) or none was sent. */
  withdraw: () => Promise<boolean>;
}

/**
 * Withdraws the waiting question (`POST /api/questions/{qid}/withdrawals`) and acts on the answer: a toast saying what
 * happened, the balance reloaded when the session came back, then the matching handler. A failure shows the server's
 * catalogued message (or the general one) and leaves the waiting as it was.
 */
export function useQuestionWithdrawal(qid: number, handlers: WithdrawalHandlers): QuestionWithdrawal {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [isWithdrawing, setIsWithdrawing] = useState(false);
  // A double click must not send a second call while the first is on its way, nor after the question is gone.
  const isBusy = useRef(false);
  const isWithdrawn = useRef(false);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const withdraw = useCallback(async () => {
    if (isBusy.current || isWithdrawn.current) return false;
    isBusy.current = true;
    setIsWithdrawing(true);
    try {
      const answer = await withdrawQuestion(qid);
      const outcome = withdrawalOutcome(answer);
      const closeLabel = t('common.close');
      if (outcome === 'taken') {
        showToast({ kind: 'info', message: t('session.waiting.taken'), closeLabel });
        handlersRef.current.onTaken(answer);
        return true;
      }
      // Withdrawn or dead meanwhile: the session may have come back, so the balance shown is stale.
      void dispatch(fetchUserStatus());
      if (outcome === 'withdrawn') {
        isWithdrawn.current = true;
        showToast({
          kind: 'success',
          message: t(answer.refunded ? 'session.waiting.withdrawn' : 'session.waiting.withdrawnFree'),
          closeLabel,
        });
        handlersRef.current.onWithdrawn(answer);
      } else {
        handlersRef.current.onEnded(answer);
      }
      return true;
    } catch (error) {
      showErrorToast(isApiError(error) && !error.isNetworkError ? error.message : t('common.generalError'));
      return false;
    } finally {
      isBusy.current = false;
      setIsWithdrawing(false);
    }
  }, [dispatch, qid, t]);

  return { isWithdrawing, withdraw };
}
