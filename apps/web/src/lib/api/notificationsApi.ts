import { notificationListSchema, notificationReadAnswerSchema } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** `GET /api/notifications?page={n}` (pages of 20 from 1, newest first): the notifications and the unread count. */
export function listNotifications(page: number, signal?: AbortSignal) {
  return apiRequest('/notifications', { query: { page }, schema: notificationListSchema, signal });
}

/** One page of notifications as the app reads it (camelCase). */
export type NotificationPage = Awaited<ReturnType<typeof listNotifications>>;
/** One notification (spec 000 section 3: id, qid, message, read 0/1, icon, created, action, params). */
export type StudentNotification = NotificationPage['notifications'][number];

/** `POST /api/notification-reads` `{nids}`: marks them read; answers the unread count left. */
export async function markNotificationsRead(nids: readonly number[]): Promise<number> {
  const answer = await apiRequest('/notification-reads', { method: 'POST', body: { nids }, schema: notificationReadAnswerSchema });
  return answer.unreadCount;
}
