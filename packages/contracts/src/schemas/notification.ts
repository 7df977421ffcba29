import { z } from 'zod';
import { SESSION_LIST_PAGE_SIZE } from '../constants';
import { bit, epochSeconds } from './common';

/** Icons the server sets on notifications; the app picks the picture for each. */
export const NOTIFICATION_ICONS = [
  'session_ended',
  'match_failed',
  'suggestion',
  'purchase',
  'payment_failed',
  'writing',
  'parents_offer',
] as const;

/** A notification (spec 000 section 3). `action` `chat_extended` opens session `qid` at message `params.mid`. */
export const notificationSchema = z.object({
  id: z.number().int(),
  qid: z.number().int().nullable(),
  message: z.string(),
  read: bit,
  icon: z.string().nullable(),
  created: epochSeconds,
  action: z.enum(['chat_extended']).nullable(),
  params: z.object({ mid: z.number().int().optional(), option_id: z.number().int().optional() }).nullable(),
});

/** Notifications per page of `GET /api/notifications` (fewer means no more pages). */
export const NOTIFICATION_PAGE_SIZE = SESSION_LIST_PAGE_SIZE;

/** `GET /api/notifications?page=N` query (pages start at 1). */
export const notificationListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** `GET /api/notifications` answer: newest first, and the unread count for the sidebar's dot. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread_count: z.number().int().nonnegative(),
});

/** `POST /api/notification-reads` payload: the ids to mark read (ids of other accounts are ignored). */
export const notificationReadRequestSchema = z.object({
  nids: z.array(z.number().int().positive()).min(1).max(100),
});

/** `POST /api/notification-reads` answer: the unread count after marking. */
export const notificationReadAnswerSchema = z.object({ unread_count: z.number().int().nonnegative() });

/** The status bundle's `notifications`: what a fresh load needs to light the sidebar's dot. */
export const notificationSummarySchema = z.object({ unread_count: z.number().int().nonnegative() });
