import { NOTIFICATION_ICONS } from '@photostudy/contracts';
import type { StudentNotification } from '../../lib/api';

/** The picture of a notification: one of the server's icon values, or 'other' for none or an unknown one. */
export type NotificationIconKind = (typeof NOTIFICATION_ICONS)[number] | 'other';

/** The icon kind of a notification (an icon value the app does not know yet falls back to the bell). */
export function notificationIconKind(icon: string | null): NotificationIconKind {
  return (NOTIFICATION_ICONS as readonly string[]).includes(icon ?? '') ? (icon as NotificationIconKind) : 'other';
}

/**
 * Where a notification leads: its session (`/my-sessions/{qid}`), at the expert's message for `chat_extended`
 * (`?mid=`); purchase results lead to the Store; anything else (a parent's offer) opens nothing.
 */
export function notificationTarget(notification: Pick<StudentNotification, 'qid' | 'action' | 'params' | 'icon'>): string | null {
  if (notification.qid !== null) {
    const mid = notification.action === 'chat_extended' ? notification.params?.mid : undefined;
    return mid === undefined ? `/my-sessions/${notification.qid}` : `/my-sessions/${notification.qid}?mid=${mid}`;
  }
  const kind = notificationIconKind(notification.icon);
  return kind === 'purchase' || kind === 'payment_failed' ? '/storefront' : null;
}

/**
 * Joins notifications into the list, newest first: a page appended by scrolling, page 1 again after a reconnect,
 * or one that arrived over realtime. A notification already listed keeps its place and takes the newer copy; a new
 * one shifts the server's pages by one, so the next page may repeat the last row, which is dropped here.
 */
export function mergeNotifications(items: readonly StudentNotification[], arrived: readonly StudentNotification[]): StudentNotification[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const item of arrived) byId.set(item.id, item);
  // Ids grow with time, so they order the list as the server does even when two share a second.
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** The ids of the notifications still unread among these. */
export function unreadIds(notifications: readonly Pick<StudentNotification, 'id' | 'read'>[]): number[] {
  return notifications.filter((notification) => notification.read === 0).map((notification) => notification.id);
}
