import { z } from 'zod';
import { AUTH_TYPES, GRADE_OPTIONS, IN_APP_ACTIONS } from '../reference-data';
import { epochSeconds, uidSchema } from './common';
import { notificationSummarySchema } from './notification';
import { storefrontSchema, subscriptionSchema } from './store';

const gradeValues = GRADE_OPTIONS.map((g) => g.value) as [number, ...number[]];

/** A grade value from the fixed list. */
export const gradeSchema = z
  .number()
  .int()
  .refine((g) => gradeValues.includes(g), 'unknown grade');

/** Profile of the logged-in user (spec 000 section 3). `status` 0 forces the grade dialog. */
export const profileSchema = z.object({
  uid: uidSchema,
  name: z.string().nullable(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  id: z.string().nullable(),
  grade: z.number().int().nullable(),
  support_priority: z.number().int(),
  num_of_purchase: z.number().int().nonnegative(),
  question_count: z.number().int().nonnegative(),
  phone_number: z.string().nullable(),
  status: z.number().int(),
  registration_origin: z.string().nullable(),
  /** The order number the student keeps in Settings (free text). */
  order_number: z.string().nullable(),
});

/** Session balance shared by Math, Science and Business, and the Writing credits. */
export const balanceSchema = z.object({
  credit_count: z.number().int().nonnegative(),
  session_count: z.number().int().nonnegative(),
});

/** One action of a server-driven modal. */
export const modalActionSchema = z.object({
  type: z.enum(['tos', 'route', 'in_app']),
  text: z.string(),
  value: z.string().optional(),
  tos_id: z.number().int().optional(),
  accept: z.boolean().optional(),
  route: z.string().optional(),
  in_app: z.enum(IN_APP_ACTIONS).optional(),
});

/** A server-driven modal from the status bundle's queue. */
export const serverModalSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  actions: z.array(modalActionSchema),
  force_logout: z.boolean().optional(),
});

/** The status bundle (`GET /api/status-updates`). */
export const statusBundleSchema = z.object({
  profile: profileSchema,
  balance: balanceSchema,
  features: z.array(z.string()),
  modals: z.array(serverModalSchema),
  storefront: storefrontSchema,
  subscription: subscriptionSchema.nullable(),
  notifications: notificationSummarySchema,
});

/** Answer of every login path (spec 000 section 3). `status` 0 new account, 1 existing. */
export const authAnswerSchema = z.object({
  status: z.union([z.literal(0), z.literal(1)]),
  type: z.enum(AUTH_TYPES),
  access_token: z.string(),
  refresh_token: z.string(),
  email: z.string().nullable(),
  uid: uidSchema,
});

/** `POST /api/login` payload. */
export const loginRequestSchema = z.object({
  type: z.enum(AUTH_TYPES),
  email: z.string().optional(),
  access_token: z.string().optional(),
  device_id: z.string().min(1).max(128),
  recaptcha_token: z.string().optional(),
});

/** `POST /api/identity-verifies` payload. */
export const identityVerifyRequestSchema = z.object({
  type: z.literal('email'),
  email: z.string(),
  code: z.string(),
  device_id: z.string().min(1).max(128),
});

/** `POST /api/tokens` payload: a refresh token. */
export const tokenRefreshRequestSchema = z.object({ token: z.string().min(1) });
/** `POST /api/tokens` answer. */
export const tokenRefreshAnswerSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  type: z.enum(AUTH_TYPES),
});

/** Access token claims. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  role: z.enum(['student', 'expert', 'admin']),
  exp: epochSeconds,
  iat: epochSeconds,
});
