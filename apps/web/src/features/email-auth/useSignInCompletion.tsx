import { TOS_CURRENT_ID, type AuthAnswer } from '@photostudy/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loggedIn, useAppDispatch } from '../../lib/store';
import { agreeToTerms, isApiError, updateProfile } from '../../lib/api';
import { GradeModal } from './GradeModal';
import { firstOnboardingStep, termsBackStep, type OnboardingStep } from './onboardingState';
import { SignUpTermsModal } from './SignUpTermsModal';

interface Pending {
  answer: AuthAnswer;
  flow: 'email' | 'preset';
}

/**
 * Finishes a sign-in answer (spec 000 section 4): status 1 logs in directly; status 0 runs the
 * onboarding (grade then terms for email, terms only for preset), then updates the profile, accepts
 * the terms, stores the tokens and marks the new user. Both end at `/`, where the logged-in fallback
 * decides: a shared session remembered before signing in first (its paywall's Sign up / Log in), else
 * /guide for a new STEM/Business user, else /ask (spec 001 section 2).
 */
export function useSignInCompletion() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pending, setPending] = useState<Pending | null>(null);
  const [step, setStep] = useState<OnboardingStep>('done');
  const [grade, setGrade] = useState<number | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const complete = (answer: AuthAnswer, flow: 'email' | 'preset') => {
    if (answer.status === 1) {
      dispatch(loggedIn({ accessToken: answer.accessToken, refreshToken: answer.refreshToken, isNewUser: false }));
      void navigate('/', { replace: true });
      return;
    }
    setPending({ answer, flow });
    setGrade(null);
    setError(null);
    setStep(firstOnboardingStep(flow));
  };

  const finish = async (allowsAccountMessages: boolean) => {
    if (!pending) return;
    const { accessToken, refreshToken } = pending.answer;
    setIsSubmitting(true);
    setError(null);
    try {
      if (grade !== null) await updateProfile({ grade }, accessToken);
      await agreeToTerms({ tosId: TOS_CURRENT_ID, allowsAccountMessages }, accessToken);
      setStep('done');
      setPending(null);
      dispatch(loggedIn({ accessToken, refreshToken, isNewUser: true }));
      // Not straight to /guide: that would skip the shared session a guest signed up from.
      void navigate('/', { replace: true });
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : t('onboarding.failed'));
    } finally {
      setIsSubmitting(false);
    }
  };

  const modals = (
    <>
      <GradeModal
        isOpen={pending !== null && step === 'grade'}
        grade={grade}
        onChange={setGrade}
        onContinue={() => setStep('terms')}
        onClose={() => {
          setPending(null);
          setStep('done');
        }}
      />
      <SignUpTermsModal
        key={pending?.answer.uid ?? 'none'}
        isOpen={pending !== null && step === 'terms'}
        isSubmitting={isSubmitting}
        isTermsOnly={pending?.flow === 'preset'}
        error={error}
        onBack={() => {
          const back = termsBackStep(pending?.flow ?? 'email');
          if (back === 'closed') {
            setPending(null);
            setStep('done');
          } else setStep(back);
        }}
        onComplete={({ allowsAccountMessages }) => void finish(allowsAccountMessages)}
      />
    </>
  );

  return { complete, modals, isOnboarding: pending !== null };
}
