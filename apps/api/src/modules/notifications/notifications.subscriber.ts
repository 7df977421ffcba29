import type { Database } from '@photostudy/db';
import type { Clock } from '../../core/clock';
import type { DomainEvents } from '../../core/domain-events';
import { purchaseMessage, renewalFailedMessage, writingMessage } from './notification-texts';
import { insertNotification } from './notifications.repository';

/** Icons of the store's notifications (the app picks the picture). */
const ICONS = { purchase: 'purchase', paymentFailed: 'payment_failed', writing: 'writing' } as const;

/**
 * The notifications module's domain-event subscriptions (brief section 12: notifications are written by
 * subscribers, never by the code paths that cause them): a row per purchase or renewal, per failed renewal, and per
 * Writing review delivered or refunded.
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
  const writingNotice = async (studentId: number, outcome: 'delivered' | 'refunded') => {
    await insertNotification(deps.db, {
      accountId: studentId,
      message: writingMessage(outcome, await deps.languageOf(studentId)),
      icon: ICONS.writing,
      createdAt: deps.clock.now(),
    });
  };
  events.on('writing.delivered', (event) => writingNotice(event.studentId, 'delivered'));
  events.on('writing.refunded', (event) => writingNotice(event.studentId, 'refunded'));
}
