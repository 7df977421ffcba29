import { ERRORS, type Question } from '@photostudy/contracts';
import { showErrorToast } from '@photostudy/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAskConfig, getQuestion, isApiError } from '../../lib/api';
import { isQuestionDead } from './questionRules';

/** Where the session load stands. */
export type SessionLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; question: Question; isLive: boolean; canAsk: boolean; openQid: number | null };

const OUT_OF_BALANCE_CODES = new Set<number | string>([ERRORS.OUT_OF_BALANCE.code, ERRORS.OUT_OF_BALANCE_COPPA.code]);

/**
 * Loads a session by id with the ask config (spec 001 section 4, "Opening a session by id") and
 * decides live chat (the open question) or history. Out-of-balance config errors still show the
 * session; any other config error shows the general message and falls back to the question's state.
 */
export function useSessionLoad(qid: number, isSample: boolean): { load: SessionLoad; refreshConfig: () => void } {
  const { t } = useTranslation();
  const [load, setLoad] = useState<SessionLoad>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    const config = isSample
      ? Promise.resolve(null)
      : getAskConfig(controller.signal).catch((error: unknown) => {
          if (controller.signal.aborted) throw error;
          if (!(isApiError(error) && OUT_OF_BALANCE_CODES.has(error.code))) showErrorToast(t('common.generalError'));
          return null;
        });
    Promise.all([getQuestion(qid, controller.signal), config]).then(
      ([question, askConfig]) => {
        const openQid = askConfig?.openQuestion?.qid ?? null;
        const isOpenByState = (question.state === 'connecting' || question.state === 'in_progress') && !isQuestionDead(question);
        const isLive = !isSample && (openQid === qid || (openQid === null && isOpenByState));
        setLoad({ status: 'ready', question, isLive, canAsk: askConfig?.canAsk ?? false, openQid });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'error', message: isApiError(error) ? error.message : t('common.generalError') });
      },
    );
    return () => controller.abort();
  }, [qid, isSample, t]);

  const refreshConfig = useCallback(() => {
    getAskConfig().then(
      (config) =>
        setLoad((current) =>
          current.status === 'ready' ? { ...current, canAsk: config.canAsk, openQid: config.openQuestion?.qid ?? null } : current,
        ),
      () => undefined,
    );
  }, []);

  return { load, refreshConfig };
}
