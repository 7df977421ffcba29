import type { modalActionSchema, profileSchema, serverModalSchema, storefrontSchema, subscriptionSchema } from '@photostudy/contracts';
import type { accountModals, accounts } from '@photostudy/db';
import type { z } from 'zod';

/** Wire profile. */
export type ProfileWire = z.infer<typeof profileSchema>;
/** Wire server modal. */
export type ServerModalWire = z.infer<typeof serverModalSchema>;
/** Wire modal action. */
export type ModalActionWire = z.infer<typeof modalActionSchema>;
/** Wire subscription. */
export type SubscriptionWire = z.infer<typeof subscriptionSchema>;
/** Wire storefront. */
export type StorefrontWire = z.infer<typeof storefrontSchema>;

/** Maps an account row and its counters to the profile shape. */
export function presentProfile(row: typeof accounts.$inferSelect, counters: { questionCount: number; purchases: number }): ProfileWire {
  return {
    uid: row.id,
    name: row.name,
    avatar: row.avatarUrl,
    email: row.email,
    id: row.loginId,
    grade: row.grade,
    support_priority: row.supportPriority,
    num_of_purchase: counters.purchases,
    question_count: counters.questionCount,
    phone_number: row.phoneNumber,
    status: row.status,
    registration_origin: row.registrationOrigin,
    order_number: row.orderNumber,
  };
}

/** Maps a queued modal row to the wire modal. */
export function presentModal(row: typeof accountModals.$inferSelect): ServerModalWire {
  return {
    id: `m-${row.id}`,
    title: row.title,
    body: row.body,
    actions: row.actions as ModalActionWire[],
    ...(row.isForceLogout ? { force_logout: true } : {}),
  };
}
