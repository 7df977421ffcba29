import { z } from 'zod';
import { epochSeconds, uidSchema } from './common';

/** The three views of a parents' credit offer (spec 000 section 2). */
export const PARENTS_OPTING_TYPES = ['optin', 'refused', 'accepted'] as const;

/** Digits of a parent's phone number; the app shows and the server stores it with the +1 prefix. */
export const PARENTS_PHONE_DIGITS = 10;
/** The country prefix added to a parent's phone number. */
export const PARENTS_PHONE_PREFIX = '+1';

/** An offer's code in the path of `/parents-opting/{code}`. */
export const parentsOptingParamsSchema = z.object({ code: z.string().min(16).max(128) });

/** `GET /api/parents-opting/{code}` answer (spec 000 section 3, Parents opting), texts in the caller's language. */
export const parentsOptingSchema = z.object({
  type: z.enum(PARENTS_OPTING_TYPES),
  title: z.string(),
  body: z.array(z.string()),
  sub_body: z.string(),
  /** The phone given when the offer was answered, `+1` and ten digits. */
  phone: z.string().nullable(),
  /** Null while the offer waits for an answer. */
  accepted: z.boolean().nullable(),
});

/** `PUT /api/parents-opting/{code}` payload: accept (a phone is required) or refuse. */
export const parentsOptingUpdateSchema = z.object({
  phone: z.string().trim().optional(),
  accepted: z.boolean(),
});

/** `POST /api/admin/parents-offers` payload: an offer of free sessions for one student. */
export const parentsOfferCreateSchema = z.object({
  uid: z.number().int().positive(),
  sessions: z.number().int().min(1).max(50),
  /** The parent's phone: when given, the offer's link is texted to it. */
  phone: z.string().trim().optional(),
});

/** One offer in the admin area. */
export const adminParentsOfferSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  url: z.string(),
  uid: uidSchema,
  student: z.string().nullable(),
  sessions: z.number().int(),
  type: z.enum(PARENTS_OPTING_TYPES),
  origin: z.enum(['admin', 'out_of_sessions']),
  phone: z.string().nullable(),
  created: epochSeconds,
  answered: epochSeconds.nullable(),
});

/** `GET /api/admin/parents-offers` answer, newest first. */
export const adminParentsOfferListSchema = z.object({ offers: z.array(adminParentsOfferSchema) });

/** `GET /api/dev/sms-outbox` query: the number (`+1XXXXXXXXXX`; a `+` sent unencoded arrives as a space and is put back). */
export const smsOutboxQuerySchema = z.object({
  to: z.string().min(1).max(32),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** One text message in the development SMS outbox (`GET /api/dev/sms-outbox?to=`). */
export const smsOutboxMessageSchema = z.object({ to: z.string(), body: z.string(), created: epochSeconds });

/** `GET /api/dev/sms-outbox` answer, newest first. */
export const smsOutboxSchema = z.object({ messages: z.array(smsOutboxMessageSchema) });

/**
 * The ten digits of a parent's phone as people type it (spaces, dashes, dots, brackets, and a leading +1 or 1 are
 * allowed, as the server accepts them); null when it is not ten digits.
 */
export function parentPhoneDigits(text: string): string | null {
  const digits = text
    .trim()
    .replace(/^\+/, '')
    .replace(/[\s().-]/g, '');
  const national = digits.length === PARENTS_PHONE_DIGITS + 1 && digits.startsWith('1') ? digits.slice(1) : digits;
  return new RegExp(`^\\d{${PARENTS_PHONE_DIGITS}}$`).test(national) ? national : null;
}
