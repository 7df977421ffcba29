import { parentPhoneDigits, parentsOfferCreateSchema } from '@photostudy/contracts';
import type { FieldErrors } from './adminValidation';

/** What the new-offer form edits: the uid as typed, sessions ('' while empty) and the phone as typed. */
export interface OfferDraft {
  uid: string;
  sessions: number | string;
  phone: string;
}

/** Fields of the new-offer form that can carry an error. */
export type OfferField = 'uid' | 'sessions' | 'phone';

/** The `POST /api/admin/parents-offers` payload (camelCase). */
export interface OfferInput {
  uid: number;
  sessions: number;
  phone?: string;
}

/** A student's uid as typed: a positive whole number, or null. */
export function parseUid(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const uid = Number(trimmed);
  return uid > 0 ? uid : null;
}

/**
 * The ten digits of a parent's phone as typed (spaces, dashes, dots, brackets and a leading 1 allowed, as the server accepts them), '' when
 * left empty, or null when it is not ten digits. The form shows the +1 the server adds.
 */
export function phoneDigits(text: string): string | null {
  return text.trim() === '' ? '' : parentPhoneDigits(text);
}

/** Checks the new-offer form (uid, 1 to 50 sessions, an optional phone of ten digits); the payload when it is valid. */
export function validateOffer(draft: OfferDraft): { errors: FieldErrors<OfferField>; input: OfferInput | null } {
  const errors: FieldErrors<OfferField> = {};
  const uid = parseUid(draft.uid);
  const phone = phoneDigits(draft.phone);
  const sessions = draft.sessions === '' ? Number.NaN : Number(draft.sessions);
  if (uid === null) errors.uid = 'admin.parents.errors.uid';
  if (phone === null) errors.phone = 'admin.parents.errors.phone';
  const parsed = parentsOfferCreateSchema.shape.sessions.safeParse(sessions);
  if (!parsed.success) errors.sessions = 'admin.parents.errors.sessions';
  if (uid === null || phone === null || !parsed.success) return { errors, input: null };
  return { errors, input: { uid, sessions: parsed.data, ...(phone ? { phone } : {}) } };
}
