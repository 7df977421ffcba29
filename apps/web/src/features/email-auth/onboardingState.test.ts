import { describe, expect, it } from 'vitest';
import { canCompleteSignUp, canContinueGrade, firstOnboardingStep, needsForcedGrade, termsBackStep } from './onboardingState';

describe('onboarding gating', () => {
  it('asks the grade first for email sign-up and only the terms for preset accounts', () => {
    expect(firstOnboardingStep('email')).toBe('grade');
    expect(firstOnboardingStep('preset')).toBe('terms');
  });

  it('keeps Continue disabled until a grade is chosen', () => {
    expect(canContinueGrade(null)).toBe(false);
    expect(canContinueGrade(-1)).toBe(true);
    expect(canContinueGrade(13)).toBe(true);
  });

  it('keeps Complete Sign Up disabled until the terms toggle is on and while submitting', () => {
    expect(canCompleteSignUp({ hasAcceptedTerms: false, isSubmitting: false })).toBe(false);
    expect(canCompleteSignUp({ hasAcceptedTerms: true, isSubmitting: true })).toBe(false);
    expect(canCompleteSignUp({ hasAcceptedTerms: true, isSubmitting: false })).toBe(true);
  });

  it('goes back from the terms to the grade, or closes in the preset flow', () => {
    expect(termsBackStep('email')).toBe('grade');
    expect(termsBackStep('preset')).toBe('closed');
  });

  it('forces the grade dialog for a logged-in profile with status 0', () => {
    expect(needsForcedGrade({ status: 0 })).toBe(true);
    expect(needsForcedGrade({ status: 1 })).toBe(false);
    expect(needsForcedGrade(null)).toBe(false);
  });
});
