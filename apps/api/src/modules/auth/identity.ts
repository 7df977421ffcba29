import { FEATURES } from '@photostudy/contracts';
import { z } from 'zod';
import { appError } from '../../errors/app-error';

/** The spec's invalid-email text (spec 000 section 5). */
export const INVALID_EMAIL_TEXT = 'You have entered an invalid email address. Please try again.';

/** Features every new student gets: both subject areas, and opening other students' shared sessions. */
export const NEW_STUDENT_FEATURES: string[] = [FEATURES.STEM_SUBJECT, FEATURES.ENGLISH_SUBJECT, FEATURES.SHARED_SESSION_POOL];

const emailFormat = z.email();

/** Trims and lower-cases an email. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Trims and lower-cases a User ID. */
export function normalizeLoginId(raw: string): string {
  return raw.trim().toLowerCase();
}

/** A normalized, valid email, or `VALIDATION_FAILED` with the spec's text. */
export function validEmailOrThrow(raw: string | undefined): string {
  const email = normalizeEmail(raw ?? '');
  if (email.length > 254 || !emailFormat.safeParse(email).success) {
    throw appError('VALIDATION_FAILED', { message: INVALID_EMAIL_TEXT, fields: { email: INVALID_EMAIL_TEXT } });
  }
  return email;
}

/** Whether an account signs in with a password (preset, User-ID, experts and admins). */
export function usesPassword(account: { authType: string; role: string; passwordHash: string | null; isPresetPending: boolean }): boolean {
  return (
    account.authType === 'preset' ||
    account.authType === 'user_id' ||
    account.role !== 'student' ||
    account.passwordHash !== null ||
    account.isPresetPending
  );
}
