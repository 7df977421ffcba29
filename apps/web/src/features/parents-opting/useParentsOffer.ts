import { ERRORS } from '@photostudy/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { answerParentsOffer, getParentsOffer, isApiError, type ParentsOffer, type ParentsOfferAnswer } from '../../lib/api';

/** Why an answer did not go through: the phone field's message, or one for the whole page (null: the general text). */
export type ParentsAnswerFailure = { field: 'phone'; message: string } | { field: null; message: string | null };

/** The offer (null while it loads) and the one action on it. */
export interface ParentsOfferState {
  offer: ParentsOffer | null;
  isAnswering: boolean;
  /** Sends the answer and shows the offer's new view; resolves with what to tell the parent when it failed. */
  answer: (answer: ParentsOfferAnswer) => Promise<ParentsAnswerFailure | null>;
}

/** The server's message of a refused call, or null for a network failure or a server error (the general text). */
function serverMessage(error: unknown): string | null {
  return isApiError(error) && !error.isNetworkError && error.status < 500 ? error.message : null;
}

/**
 * The parents' offer of `/parents-opting/{code}` (spec 000 sections 2-5): loads it logged out or in, again when the
 * interface language changes (the server writes its texts in the Accept-Language language), and sends it home to `/`
 * when it cannot be loaded (spec 000 section 4). `PUT` answers it once, then the new view is loaded.
 */
export function useParentsOffer(code: string): ParentsOfferState {
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [offer, setOffer] = useState<ParentsOffer | null>(null);
  const [isAnswering, setIsAnswering] = useState(false);
  const language = i18n.language;

  useEffect(() => {
    const controller = new AbortController();
    getParentsOffer(code, controller.signal).then(setOffer, () => {
      if (!controller.signal.aborted) void navigate('/', { replace: true });
    });
    return () => controller.abort();
  }, [code, language, navigate]);

  const answer = useCallback(
    async (body: ParentsOfferAnswer): Promise<ParentsAnswerFailure | null> => {
      setIsAnswering(true);
      try {
        await answerParentsOffer(code, body);
        setOffer(await getParentsOffer(code));
        return null;
      } catch (error) {
        if (isApiError(error) && error.code === ERRORS.INVALID_PHONE.code) return { field: 'phone', message: error.message };
        // Answered already (another tab, the other parent): say so, and show the view it was answered with.
        if (isApiError(error) && error.code === ERRORS.PARENTS_OFFER_ANSWERED.code) {
          await getParentsOffer(code).then(setOffer, () => undefined);
        }
        return { field: null, message: serverMessage(error) };
      } finally {
        setIsAnswering(false);
      }
    },
    [code],
  );

  return { offer, isAnswering, answer };
}
