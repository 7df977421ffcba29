import { z } from 'zod';
import type { Camelize } from '../case';
import { ADMIN_LEDGER_ADJUST_MAX } from '../constants';
import { ROLES } from '../reference-data';
import { balanceSchema } from './account';
import type { presetAccountInputSchema } from './auth';
import { epochSeconds, qidSchema, uidSchema } from './common';

/** A subject as the admin area and the expert profile show it. */
export const subjectRefSchema = z.object({ tid: z.number().int().positive(), title: z.string() });

/** `GET /api/expert/profile`: the signed-in expert's name and subjects. */
export const expertProfileAnswerSchema = z.object({
  uid: uidSchema,
  email: z.string().nullable(),
  name: z.string().nullable(),
  subjects: z.array(subjectRefSchema),
});

/** `POST /api/admin/experts` payload: a new expert account with its subjects. */
export const createExpertRequestSchema = z.object({
  email: z.email().max(320),
  name: z.string().trim().min(1).max(64),
  password: z.string().min(8).max(256),
  subject_ids: z.array(z.number().int().positive()).min(1).max(50),
});

/** One expert in the admin area. */
export const adminExpertSchema = z.object({
  uid: uidSchema,
  email: z.string().nullable(),
  name: z.string().nullable(),
  subjects: z.array(subjectRefSchema),
  rating_count: z.number().int().nonnegative(),
  rating_average: z.number().nullable(),
  created: epochSeconds,
});

/** `GET /api/admin/experts` answer, newest first. */
export const adminExpertListSchema = z.object({ experts: z.array(adminExpertSchema) });

/** `GET /api/admin/students?query=`: an email (or its start), a User ID or a uid. */
export const studentLookupQuerySchema = z.object({ query: z.string().trim().min(1).max(320) });

/** `/api/admin/students/{uid}` path. */
export const studentParamsSchema = z.object({ uid: z.coerce.number().int().positive() });

/** A student found by the lookup. */
export const adminStudentSchema = z.object({
  uid: uidSchema,
  email: z.string().nullable(),
  id: z.string().nullable(),
  name: z.string().nullable(),
  auth_type: z.string(),
  balance: balanceSchema,
  created: epochSeconds,
});

/** `GET /api/admin/students` answer (at most ADMIN_LIST_LIMIT rows). */
export const adminStudentListSchema = z.object({ students: z.array(adminStudentSchema) });

/** One ledger row. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['session', 'writing']),
  delta: z.number().int(),
  reason: z.string(),
  note: z.string().nullable(),
  qid: z.number().int().nullable(),
  actor_id: z.number().int().nullable(),
  created: epochSeconds,
});

/** `GET /api/admin/students/{uid}`: the student, the balance and the ledger, newest first. */
export const adminStudentDetailSchema = adminStudentSchema.extend({ entries: z.array(ledgerEntrySchema) });

/** `POST /api/admin/students/{uid}/ledger` payload: grant (+N) or remove (-N) with a reason. */
export const ledgerAdjustRequestSchema = z.object({
  kind: z.enum(['session', 'writing']),
  amount: z
    .number()
    .int()
    .min(-ADMIN_LEDGER_ADJUST_MAX)
    .max(ADMIN_LEDGER_ADJUST_MAX)
    .refine((n) => n !== 0, 'the amount cannot be zero'),
  reason: z.string().trim().min(1).max(200),
});

/** `POST /api/admin/students/{uid}/ledger` answer: the new balance and the written row. */
export const ledgerAdjustAnswerSchema = z.object({ balance: balanceSchema, entry: ledgerEntrySchema });

/** `GET` and `PUT /api/admin/maintenance`. */
export const maintenanceStateSchema = z.object({ on: z.boolean() });

/** A person named in the moderation lists. */
export const adminPersonSchema = z.object({
  uid: uidSchema,
  email: z.string().nullable(),
  name: z.string().nullable(),
  role: z.enum(ROLES),
});

/** One flag of a session, by its student or its expert. */
export const flaggedSessionSchema = z.object({
  id: z.number().int(),
  qid: qidSchema,
  title: z.string(),
  subject_title: z.string(),
  state: z.string(),
  by_role: z.enum(['student', 'expert']),
  reason: z.string().nullable(),
  created: epochSeconds,
  student: adminPersonSchema.nullable(),
  expert: adminPersonSchema.nullable(),
});

/** `GET /api/admin/flagged-sessions` answer, newest first. */
export const flaggedSessionListSchema = z.object({ flags: z.array(flaggedSessionSchema) });

/** One masked-contact event. */
export const moderationEventSchema = z.object({
  id: z.number().int(),
  qid: z.number().int().nullable(),
  field: z.string(),
  kind: z.string(),
  excerpt: z.string(),
  is_strict: z.boolean(),
  created: epochSeconds,
  account: adminPersonSchema.nullable(),
});

/** `GET /api/admin/moderation-events` answer, newest first. */
export const moderationEventListSchema = z.object({ events: z.array(moderationEventSchema) });

/** An expert of the admin list (camelCase). */
export type AdminExpert = Camelize<z.infer<typeof adminExpertSchema>>;
/** A student found by the admin lookup (camelCase). */
export type AdminStudent = Camelize<z.infer<typeof adminStudentSchema>>;
/** A student with the ledger (camelCase). */
export type AdminStudentDetail = Camelize<z.infer<typeof adminStudentDetailSchema>>;
/** One flag of a session (camelCase). */
export type FlaggedSession = Camelize<z.infer<typeof flaggedSessionSchema>>;
/** One masked-contact event (camelCase). */
export type ModerationEvent = Camelize<z.infer<typeof moderationEventSchema>>;
/** One preset or User-ID account to create, as a client fills it in (camelCase). */
export type PresetAccountDraft = Camelize<z.input<typeof presetAccountInputSchema>>;
