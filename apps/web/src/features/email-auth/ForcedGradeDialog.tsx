import { useState } from 'react';
import { fetchUserStatus, selectProfile, useAppDispatch, useAppSelector } from '../../lib/store';
import { updateProfile } from '../../lib/api';
import { GradeModal } from './GradeModal';
import { needsForcedGrade } from './onboardingState';

/** A logged-in profile with status 0 must choose a grade first (spec 000 section 4); not closable. */
export function ForcedGradeDialog() {
  const dispatch = useAppDispatch();
  const profile = useAppSelector(selectProfile);
  const [grade, setGrade] = useState<number | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const submit = async () => {
    if (grade === null) return;
    setIsSubmitting(true);
    try {
      await updateProfile({ grade });
      await dispatch(fetchUserStatus());
    } catch {
      // Stays open; the user can try again.
    } finally {
      setIsSubmitting(false);
    }
  };
  return (
    <GradeModal
      isOpen={needsForcedGrade(profile)}
      grade={grade}
      onChange={setGrade}
      isSubmitting={isSubmitting}
      onContinue={() => void submit()}
    />
  );
}
