import { z } from 'zod';

/**
 * The three privacy toggles of spec 000 section 7 (the privacy-change email covers all three).
 * `send_messages` is the same consent as the terms modal's optional account-messages toggle.
 */
export const privacySettingsSchema = z.object({
  /** Store and audit the account's activity information. */
  store_audit_info: z.boolean(),
  /** Share information with partners. */
  share_with_partners: z.boolean(),
  /** Send account messages (email) to the student. */
  send_messages: z.boolean(),
});

/** `POST /api/avatar-updates` answer: the new avatar's address (also in the profile from now on). */
export const avatarUpdateAnswerSchema = z.object({ url: z.string() });

/** Most characters of a settings order number (free text, spec 000 section 5). */
export const ORDER_NUMBER_MAX_CHARS = 64;

/** `POST /api/order-number-updates` payload: free text; an empty string clears it. */
export const orderNumberUpdateRequestSchema = z.object({ order_number: z.string().trim().max(ORDER_NUMBER_MAX_CHARS) });

/** `POST /api/order-number-updates` answer. */
export const orderNumberAnswerSchema = z.object({ order_number: z.string().nullable() });

/** A link as the home screen shows it. */
const homeLinkSchema = z.object({ android: z.string(), ios: z.string() });

/** `GET /api/home-config`: what the landing page shows that operators may change (open to guests). */
export const homeConfigSchema = z.object({
  /** The subject tiles, in order. */
  subjects: z.array(z.object({ tid: z.number().int().positive(), title: z.string(), image_url: z.string().nullable() })),
  /** The embedded 'How it works' video; null hides the player's source and shows the poster only. */
  demo_video_url: z.string().nullable(),
  /** The store links of the mobile apps (landing, small-screen notice). */
  app_links: homeLinkSchema,
  /** The claims of the hero and the footer. */
  stats: z.object({ sessions: z.number().int().nonnegative(), tutors: z.number().int().nonnegative(), app_rating: z.number() }),
});
