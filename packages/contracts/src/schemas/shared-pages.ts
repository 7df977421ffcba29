import { z } from 'zod';

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
  /** Browser error reporting: Sentry when a DSN is configured, else reports stored by `POST /api/error-reports`. */
  error_reporting: z.object({ sentry_dsn: z.string().nullable(), environment: z.string() }),
});

/** `GET /api/health` answer. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['pglite', 'postgres']),
  uptime_s: z.number().int().nonnegative(),
});
