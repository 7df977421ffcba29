import type { modalActionSchema, notificationSchema, profileSchema, serverModalSchema, subscriptionSchema } from '@photostudy/contracts';
import type { accountModals, accounts, storePackages } from '@photostudy/db';
import type { z } from 'zod';

/** Wire profile. */
export type ProfileWire = z.infer<typeof profileSchema>;
/** Wire server modal. */
export type ServerModalWire = z.infer<typeof serverModalSchema>;
/** Wire modal action. */
export type ModalActionWire = z.infer<typeof modalActionSchema>;
/** Wire notification. */
export type NotificationWire = z.infer<typeof notificationSchema>;
/** Wire subscription. */
export type SubscriptionWire = z.infer<typeof subscriptionSchema>;

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
  };
}

/** Formats a package price for its button ('$9.99'). */
export function formatPrice(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${(cents / 100).toFixed(2)} ${currency}`;
  }
}

/** Maps a store package row to the wire package. */
export function presentPackage(row: typeof storePackages.$inferSelect) {
  return {
    product_id: row.productId,
    description: row.description,
    subdescription: row.subdescription,
    price: formatPrice(row.priceCents, row.currency),
    confirmation_required: row.confirmationRequired,
    plan: null,
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
