import type { Question, RatingReason, RatingSubmission } from '@photostudy/contracts';
import { AppModal, showErrorToast } from '@photostudy/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SUPPORT_EMAIL } from '../../../lib/config/appLinks';
import { getRatingReasons, isApiError, rateQuestion, repostQuestion } from '../../../lib/api';
import { forgetBlockedPath, releaseLeaveGuard, takeBlockedPath } from './leaveGuardStore';
import { buildRatingSubmission, stepAfterRepostChoice, stepAfterStars, type RatingStep } from './ratingRules';
import { DoneStep, OtherFeedbackStep, ReasonsStep, RepostOfferStep, StarsStep } from './RatingSteps';

/**
 * Where "go to /home" of the spec leads: the route table has no /home, and the logged-in fallback sends
 * a known student to /ask, so the flow goes there directly.
 */
const RATING_HOME_PATH = '/ask';

/** Props of {@link RatingFlow}. */
export interface RatingFlowProps {
  question: Question;
  opened: boolean;
  onClose(): void;
  onReload(): Promise<void> | void;
}

interface FlowState {
  step: RatingStep;
  point: number;
  isRepost: boolean;
  selectedReasonId: number | null;
  otherText: string;
  newQid: number | null;
}

const INITIAL: FlowState = { step: 'stars', point: 0, isRepost: false, selectedReasonId: null, otherText: '', newQid: null };

const TITLE_BY_STEP: Record<RatingStep, string> = {
  stars: 'session.dialogs.rating.title',
  repostOffer: 'session.dialogs.repost.title',
  reasons: 'session.dialogs.reasons.title',
  other: 'session.dialogs.other.title',
  done: 'session.dialogs.done.title',
};

const DESCRIPTION_BY_STEP: Partial<Record<RatingStep, string>> = {
  stars: 'session.dialogs.rating.text',
  repostOffer: 'session.dialogs.repost.text',
  reasons: 'session.dialogs.reasons.text',
};

function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) ? error.message : fallback;
}

/**
 * The rating dialog (spec 001 section 4, Rating flow): stars -> the free-repost offer when the server says
 * canRepost -> the reasons for scores 1 and 2 -> the submitting confirmation, then the reposted session or
 * the held-back navigation (else home). Stages go to the server as it expects them: `rating` once with the
 * stars, `choosing_repost_option` with the Yes/No, `choosing_reason` with the reason. Errors show the server
 * message in a toast.
 */
export function RatingFlow({ question, opened, onClose, onReload }: RatingFlowProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, setState] = useState<FlowState>(INITIAL);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [reasons, setReasons] = useState<RatingReason[] | null>(null);
  const [hasReasonsFailed, setHasReasonsFailed] = useState(false);
  const [reasonsAttempt, setReasonsAttempt] = useState(0);
  const qid = question.qid;

  useEffect(() => {
    if (opened) setState(INITIAL);
  }, [opened, qid]);

  const needsReasons = opened && (state.step === 'reasons' || state.step === 'other');
  const hasReasons = reasons !== null;
  useEffect(() => {
    if (!needsReasons || hasReasons) return;
    const controller = new AbortController();
    setHasReasonsFailed(false);
    getRatingReasons(controller.signal).then(setReasons, (error: unknown) => {
      if (controller.signal.aborted) return;
      // Spec 001 section 8: a rating-reasons failure is only logged; the dialog offers a retry.
      console.warn('[session] rating_reasons_failed', { qid, error: String(error) });
      setHasReasonsFailed(true);
    });
    return () => controller.abort();
  }, [needsReasons, hasReasons, reasonsAttempt, qid]);

  async function send(submission: RatingSubmission): Promise<boolean> {
    setIsSubmitting(true);
    try {
      await rateQuestion(qid, submission);
      releaseLeaveGuard(qid);
      return true;
    } catch (error) {
      showErrorToast(serverMessage(error, t('common.generalError')));
      return false;
    } finally {
      setIsSubmitting(false);
    }
  }

  async function confirmStars() {
    setIsSubmitting(true);
    try {
      const { canRepost } = await rateQuestion(qid, buildRatingSubmission('rating', state.point));
      releaseLeaveGuard(qid);
      setState((s) => ({ ...s, step: stepAfterStars(s.point, canRepost) }));
    } catch (error) {
      showErrorToast(serverMessage(error, t('common.generalError')));
    } finally {
      setIsSubmitting(false);
    }
  }

  async function chooseRepost(isRepost: boolean) {
    if (!(await send(buildRatingSubmission('choosing_repost_option', state.point, { isRepost })))) return;
    const next = stepAfterRepostChoice(state.point);
    if (next === 'done') await finish(isRepost);
    else setState((s) => ({ ...s, isRepost, step: next }));
  }

  async function submitReason(reason: { id: number; content: string }) {
    const submission = buildRatingSubmission('choosing_reason', state.point, { reason, isRepost: state.isRepost });
    if (await send(submission)) await finish(state.isRepost);
  }

  /** The last server step: the repost when chosen, then the confirmation. */
  async function finish(isRepost: boolean) {
    if (!isRepost) {
      setState((s) => ({ ...s, step: 'done' }));
      return;
    }
    setIsSubmitting(true);
    try {
      const reposted = await repostQuestion(qid);
      setState((s) => ({ ...s, isRepost, newQid: reposted.qid, step: 'done' }));
    } catch (error) {
      showErrorToast(serverMessage(error, t('common.generalError')));
    } finally {
      setIsSubmitting(false);
    }
  }

  function mailFeedback(reason: RatingReason) {
    const subject = encodeURIComponent(t('session.dialogs.reasons.mailSubject', { qid }));
    window.open(`mailto:${SUPPORT_EMAIL}?subject=${subject}`, '_blank', 'noopener');
    void submitReason({ id: reason.id, content: '' });
  }

  async function continueAfterDone() {
    onClose();
    if (state.newQid !== null) {
      forgetBlockedPath();
      // The repost is a new question waiting for its expert: its page opens with the waiting dialog, as after an ask.
      void navigate(`/my-sessions/${state.newQid}`, { state: { showWaiting: true } });
      await onReload();
      return;
    }
    void navigate(takeBlockedPath() ?? RATING_HOME_PATH);
  }

  function close() {
    if (isSubmitting) return;
    if (state.step === 'done') {
      void continueAfterDone();
      return;
    }
    // A student who closes the dialog stays: the held-back navigation is dropped.
    forgetBlockedPath();
    if (state.step !== 'stars') void onReload();
    onClose();
  }

  const description = DESCRIPTION_BY_STEP[state.step];
  return (
    <AppModal
      isOpen={opened}
      onClose={close}
      size="sm"
      title={t(TITLE_BY_STEP[state.step])}
      description={description ? t(description) : undefined}
    >
      {state.step === 'stars' ? (
        <StarsStep
          point={state.point}
          isSubmitting={isSubmitting}
          onChange={(point) => setState((s) => ({ ...s, point }))}
          onConfirm={() => void confirmStars()}
        />
      ) : null}
      {state.step === 'repostOffer' ? (
        <RepostOfferStep isSubmitting={isSubmitting} onChoose={(isRepost) => void chooseRepost(isRepost)} />
      ) : null}
      {state.step === 'reasons' ? (
        <ReasonsStep
          reasons={reasons}
          hasLoadFailed={hasReasonsFailed}
          selectedId={state.selectedReasonId}
          isSubmitting={isSubmitting}
          onRetryLoad={() => setReasonsAttempt((n) => n + 1)}
          onSelect={(id) => setState((s) => ({ ...s, selectedReasonId: id }))}
          onOpenOther={() => setState((s) => ({ ...s, step: 'other' }))}
          onMail={mailFeedback}
          onSubmit={() => state.selectedReasonId !== null && void submitReason({ id: state.selectedReasonId, content: '' })}
        />
      ) : null}
      {state.step === 'other' ? (
        <OtherFeedbackStep
          text={state.otherText}
          isSubmitting={isSubmitting}
          onChange={(otherText) => setState((s) => ({ ...s, otherText }))}
          onBack={() => setState((s) => ({ ...s, step: 'reasons' }))}
          onSubmit={() => {
            const other = reasons?.find((reason) => reason.type === 'free_text');
            if (other) void submitReason({ id: other.id, content: state.otherText });
          }}
        />
      ) : null}
      {state.step === 'done' ? <DoneStep isReposted={state.newQid !== null} onContinue={() => void continueAfterDone()} /> : null}
    </AppModal>
  );
}
