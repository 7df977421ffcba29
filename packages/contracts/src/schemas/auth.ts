import { z } from 'zod';
import { TOS_CURRENT_ID } from '../constants';
import { GRADE_OPTIONS, LANGUAGES, ROLES } from '../reference-data';
import { authAnswerSchema, gradeSchema } from './account';
import { epochSeconds, uidSchema } from './common';

const languageCodes = LANGUAGES.map((l) => l.code) as ['en', 'es'];
const gradeValues = GRADE_OPTIONS.map((g) => g.value) as number[];

/** A plain acknowledgement for calls that have nothing else to say. */
export const okAnswerSchema = z.object({ ok: z.literal(true) });

/** `POST /api/login` answer when a code was emailed (`email`) or the password step follows (`preset`). */
export const loginNextStepSchema = z.object({
  type: z.enum(['email', 'preset']),
  email: z.string(),
});

/** `POST /api/login` answer: the next step of the email flow, or a full auth answer (social login). */
export const loginAnswerSchema = z.union([authAnswerSchema, loginNextStepSchema]);

/** Email or User ID of a preset account: exactly one of them. */
const presetIdentifier = {
  email: z.string().max(320).optional(),
  id: z.string().max(128).optional(),
};

/** `POST /api/preset-checks` payload. */
export const presetCheckRequestSchema = z
  .object({ type: z.literal('preset'), device_id: z.string().min(1).max(128), ...presetIdentifier })
  .refine((b) => Boolean(b.email?.trim()) !== Boolean(b.id?.trim()), { message: 'give an email or a User ID', path: ['email'] });

/**
 * `POST /api/preset-checks` answer. Unknown accounts answer like existing ones (status 1, not first
 * login) so that the check does not tell strangers which accounts exist; `uid` is never sent before
 * the password step. `status` 0 and `is_first_login` mean the password must be created.
 */
export const presetCheckAnswerSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  uid: uidSchema.optional(),
  is_first_login: z.boolean(),
});

/** `POST /api/preset-logins` payload. The length rule answers `PASSWORD_TOO_SHORT`, not a validation error. */
export const presetLoginRequestSchema = z
  .object({ type: z.literal('preset'), device_id: z.string().min(1).max(128), ...presetIdentifier, password: z.string().max(256) })
  .refine((b) => Boolean(b.email?.trim()) !== Boolean(b.id?.trim()), { message: 'give an email or a User ID', path: ['email'] });

/** `POST /api/password-recovery` payload. */
export const passwordRecoveryRequestSchema = z.object({ email: z.string().max(320) });

/** `GET /api/password-recovery/{code}` path parameters. */
export const passwordRecoveryParamsSchema = z.object({ code: z.string().min(1).max(128) });

/** `GET /api/password-recovery/{code}` answer for a valid link. */
export const passwordRecoveryCheckAnswerSchema = z.object({ is_valid: z.literal(true), expires_at: epochSeconds });

/** `PUT /api/password-recovery` payload. */
export const passwordResetRequestSchema = z.object({ code: z.string().min(1).max(128), password: z.string().max(256) });

/** `POST /api/tos-agreements` payload; `allows_account_messages` is the terms modal's optional toggle. */
export const tosAgreementRequestSchema = z.object({
  tos_id: z
    .number()
    .int()
    .refine((id) => id === TOS_CURRENT_ID, 'unknown terms version'),
  allows_account_messages: z.boolean().optional(),
});

/** `POST /api/profile-updates` payload (User-ID accounts may not set a name). */
export const profileUpdateRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(64).optional(),
    grade: gradeSchema.optional(),
  })
  .refine((b) => b.name !== undefined || b.grade !== undefined, { message: 'nothing to update', path: ['grade'] });

/** `POST /api/logout` payload: the refresh token to revoke, when the access token is gone. */
export const logoutRequestSchema = z.object({ token: z.string().min(1).optional() }).nullish();

/** One email of the development outbox. */
export const devMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created: epochSeconds,
});

/** `GET /api/dev/mailbox?to=EMAIL` answer, newest first (absent in production). */
export const devMailboxAnswerSchema = z.object({ items: z.array(devMailSchema) });

/** `GET /api/dev/mailbox` query. */
export const devMailboxQuerySchema = z.object({
  to: z.string().min(1).max(320),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

/** One preset account to create (admin route and CLI). `id` makes a User-ID (child) account without email. */
export const presetAccountInputSchema = z
  .object({
    email: z.string().max(320).optional(),
    id: z
      .string()
      .min(3)
      .max(64)
      .regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, dash and underscore only')
      .optional(),
    name: z.string().trim().min(1).max(64).optional(),
    /** Without a password the account is pending: its first login creates the password. */
    password: z.string().min(8).max(256).optional(),
    role: z.enum(ROLES).optional(),
    grade: z
      .number()
      .int()
      .refine((g) => gradeValues.includes(g), 'unknown grade')
      .optional(),
    language: z.enum(languageCodes).optional(),
    sessions: z.number().int().min(0).max(10_000).optional(),
    writing_credits: z.number().int().min(0).max(10_000).optional(),
    features: z.array(z.string().min(1).max(64)).max(20).optional(),
  })
  .refine((a) => Boolean(a.email) !== Boolean(a.id), { message: 'give an email or a User ID', path: ['email'] });

/** `POST /api/admin/preset-accounts` payload: a JSON list or CSV text with a header row of the same names. */
export const presetAccountsRequestSchema = z.union([
  z.object({ accounts: z.array(presetAccountInputSchema).min(1).max(1000) }),
  z.object({ csv: z.string().min(1).max(1_000_000) }),
]);

/** A created preset account. */
export const createdPresetAccountSchema = z.object({
  uid: uidSchema,
  email: z.string().nullable(),
  id: z.string().nullable(),
  role: z.enum(ROLES),
  is_preset_pending: z.boolean(),
});

/** `POST /api/admin/preset-accounts` answer. */
export const presetAccountsAnswerSchema = z.object({ created: z.array(createdPresetAccountSchema) });
