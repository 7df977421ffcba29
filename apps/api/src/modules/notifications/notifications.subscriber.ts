import type { Database } from '@photostudy/db';
import type { Clock } from '../../core/clock';
import type { DomainEvents } from '../../core/domain-events';
import { purchaseMessage, renewalFailedMessage } from './notification-texts';
import { insertNotification } from './notifications.repository';

/** Icons of the store's notifications (the app picks the picture). */
const ICONS = { purchase: 'purchase', paymentFailed: 'payment_failed' } as const;

/**
 * The notifications module's domain-event subscriptions (brief section 12: notifications are written by
 * subscribers, never by the code paths that cause them): a row per purchase or renewal, and per failed renewal.
 * Delivered after commit; a lost notification never undoes the purchase it tells about.
 */
export function subscribeNotifications(
  events: DomainEvents,
  deps: { db: Database; clock: Clock; languageOf: (accountId: number) => Promise<string | null> },
): void {
  events.on('purchase.completed', async (event) => {
    await insertNotification(deps.db, {
      accountId: event.accountId,
      message: purchaseMessage(event, await deps.languageOf(event.accountId)),
      icon: ICONS.purchase,
      createdAt: deps.clock.now(),
    });
  });
  events.on('purchase.renewal_failed', async (event) => {
    await insertNotification(deps.db, {
      accountId: event.accountId,
      message: renewalFailedMessage(event.description, await deps.languageOf(event.accountId)),
      icon: ICONS.paymentFailed,
      createdAt: deps.clock.now(),
    });
  });
}
