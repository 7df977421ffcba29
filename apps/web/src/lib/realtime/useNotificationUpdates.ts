import { STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import type { StudentNotification } from '../api';
import { unreadNotificationsCounted, useAppDispatch } from '../store';
import type { StudentRealtimeEvent } from './studentEvents';
import { useStudentRealtimeEvents } from './useStudentRealtime';

/** A notification event of the private channel: one was written, or some were read (here or on another device). */
export type NotificationUpdate =
  { kind: 'created'; notification: StudentNotification; unreadCount: number } | { kind: 'read'; unreadCount: number };

/** The update a private notification event carries; null after a reconnect (anything may have been missed). */
function notificationUpdateOf(event: StudentRealtimeEvent): NotificationUpdate | null | undefined {
  if (event.channel === 'connection') return null;
  if (event.channel !== 'private') return undefined;
  if (event.name === STUDENT_PRIVATE_EVENTS.notificationCreated) return { kind: 'created', ...event.data };
  if (event.name === STUDENT_PRIVATE_EVENTS.notificationsRead) return { kind: 'read', unreadCount: event.data.unreadCount };
  return undefined;
}

/**
 * Calls `onUpdate` for each notification event of the student's private channel, and with null after a reconnect,
 * when events may have been missed; the notifications screen adds new ones to its list or reloads.
 */
export function useNotificationUpdates(onUpdate: (update: NotificationUpdate | null) => void): void {
  useStudentRealtimeEvents((event) => {
    const update = notificationUpdateOf(event);
    if (update !== undefined) onUpdate(update);
  });
}

/**
 * Keeps the sidebar's red dot in step with the server while the logged-in layout is mounted: every notification
 * event carries the unread count, so the dot lights (or clears) at once, without waiting for the status refresh.
 */
export function useUnreadNotificationCount(): void {
  const dispatch = useAppDispatch();
  useNotificationUpdates((update) => {
    if (update) dispatch(unreadNotificationsCounted(update.unreadCount));
  });
}
