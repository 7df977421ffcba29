/** Steps of the sign-up onboarding (spec 000 section 4): select grade, then terms. */
export type OnboardingStep = 'grade' | 'terms' | 'done';

/** Where the onboarding starts: the email flow asks the grade first, the preset flow only the terms. */
export function firstOnboardingStep(flow: 'email' | 'preset'): OnboardingStep {
  return flow === 'email' ? 'grade' : 'terms';
}

/** Continue on the grade modal is enabled only once a grade is chosen. */
export function canContinueGrade(grade: number | null): boolean {
  return grade !== null;
}

/** 'Complete Sign Up' is enabled only with the terms toggle on and no request running. */
export function canCompleteSignUp(input: { hasAcceptedTerms: boolean; isSubmitting: boolean }): boolean {
  return input.hasAcceptedTerms && !input.isSubmitting;
}

/** Back on the terms modal: returns to the grade (email flow) or closes (preset flow). */
export function termsBackStep(flow: 'email' | 'preset'): OnboardingStep | 'closed' {
  return flow === 'email' ? 'grade' : 'closed';
}

/** A logged-in profile with status 0 has not finished sign-up: the grade dialog is forced. */
export function needsForcedGrade(profile: { status: number } | null | undefined): boolean {
  return profile?.status === 0;
}
