import { z } from 'zod';
import { epochSeconds } from './common';

/** Shared session page data (spec 000 section 3). */
export const sharedSessionSchema = z.object({
  question: z.object({ title: z.string(), subject_title: z.string().nullable() }),
  solver: z.object({
    ascii_math: z.string().nullable(),
    wolfram: z.string().nullable(),
    latex: z.string().nullable(),
    steps: z.array(z.string()),
  }),
  expired_time: epochSeconds,
});

/** Public rating (spec 000 section 3): reason 4 bad explanation, 5 took too long, 0 none. */
export const publicRatingSchema = z.object({
  token: z.string(),
  point: z.number().int().min(0).max(5),
  reason: z.union([z.literal(0), z.literal(4), z.literal(5)]),
});

/** Parents' credit offer page. */
export const parentsOptingSchema = z.object({
  type: z.enum(['optin', 'refused', 'accepted']),
  title: z.string(),
  body: z.array(z.string()),
  sub_body: z.string(),
  phone: z.string().nullable(),
  accepted: z.boolean(),
});

/** Update of the parents' offer. */
export const parentsOptingUpdateSchema = z.object({
  phone: z.string().regex(/^\+1\d{10}$/),
  accepted: z.boolean(),
});

/** A low-star rating reason (server list). */
export const ratingReasonSchema = z.object({
  id: z.number().int(),
  type: z.enum(['select', 'free_text', 'mail']),
  text: z.string(),
});

/** `GET /api/misc/setting` answer. */
export const miscSettingSchema = z.object({ low_star_rating_reasons: z.array(ratingReasonSchema) });

/** System status (`GET /api/system-status`). */
export const systemStatusSchema = z.object({
  maintenance: z.boolean(),
  force_upgrading: z.boolean(),
  version: z.string(),
});

/** What the browser needs at run time (`GET /api/client-config`). */
export const clientConfigSchema = z.object({
  realtime: z.object({
    key: z.string(),
    host: z.string(),
    port: z.number().int(),
    use_tls: z.boolean(),
    cluster: z.string(),
    auth_endpoint: z.string(),
  }),
  captcha: z.object({ provider: z.enum(['none', 'recaptcha', 'turnstile']), site_key: z.string().nullable() }),
  payment_gateway: z.enum(['sandbox', 'braintree']),
  social_providers: z.array(z.string()),
  partner_providers: z.array(z.string()),
  features: z.record(z.string(), z.boolean()),
  status_refresh_interval_s: z.number().int().positive(),
  token_refresh_threshold_s: z.number().int().positive(),
  version: z.string(),
});

/** `GET /api/health` answer. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number().int().nonnegative(),
});

/** Developer tools panel stored config (spec 001 section 3). */
export const devToolsConfigSchema = z.object({
  type: z.literal('preset'),
  email: z.string(),
  password: z.string(),
  name: z.string(),
  enabled: z.boolean(),
  current_subject_id: z.number().int().nullable(),
});
