import { CHANNELS, type NOTIFICATION_ICONS, NOTIFICATION_PAGE_SIZE, STUDENT_PRIVATE_EVENTS } from '@photostudy/contracts';
import type { Database } from '@photostudy/db';
import type { Clock } from '../../core/clock';
import type { InterfaceLanguage } from '../../core/language';
import type { RealtimePublisher } from '../../core/realtime-publisher';
import { type NotificationWire, presentNotification } from './notifications.presenter';
import { countUnread, insertNotification, listNotifications, markRead } from './notifications.repository';

/** An icon the server sets on a notification (the app picks the picture). */
export type NotificationIcon = (typeof NOTIFICATION_ICONS)[number];

/** A notification's text in each interface language: the list shows the one the app asks for. */
export type NotificationMessage = Record<InterfaceLanguage, string>;

/** What a subscriber tells a student. */
export interface NewNotification {
  accountId: number;
  message: NotificationMessage;
  /** The account's language: the open app hears the new notification in it. */
  language: InterfaceLanguage;
  icon: NotificationIcon;
  qid?: number | null;
  /** `chat_extended` opens session `qid` at message `params.mid`. */
  action?: 'chat_extended' | null;
  params?: { mid?: number; option_id?: number } | null;
}

/**
 * A student's notifications: the list and reads of the notifications screen, the unread count of the status bundle,
 * and the one write path of the domain-event subscribers, which also tells an open app at once.
 */
export class NotificationService {
  constructor(private readonly deps: { db: Database; clock: Clock; publisher: RealtimePublisher }) {}

  /** `GET /api/notifications?page=N`: one page of 20, newest first, in `language`, and the unread count. */
  async list(
    accountId: number,
    page: number,
    language: InterfaceLanguage,
  ): Promise<{ notifications: NotificationWire[]; unread_count: number }> {
    const { db } = this.deps;
    const [rows, unread] = await Promise.all([listNotifications(db, accountId, page, NOTIFICATION_PAGE_SIZE), countUnread(db, accountId)]);
    return { notifications: rows.map((row) => presentNotification(row, language)), unread_count: unread };
  }

  /** `POST /api/notification-reads`: marks the caller's own ids read (others' are ignored) and tells the other tabs. */
  async markRead(accountId: number, ids: readonly number[]): Promise<{ unread_count: number }> {
    const { db, publisher } = this.deps;
    await markRead(db, accountId, [...new Set(ids)]);
    const unread = await countUnread(db, accountId);
    await publisher.publish(CHANNELS.privateStudent(accountId), STUDENT_PRIVATE_EVENTS.notificationsRead, { unread_count: unread });
    return { unread_count: unread };
  }

  /** The unread count (the status bundle's `notifications`). */
  unreadCount(accountId: number): Promise<number> {
    return countUnread(this.deps.db, accountId);
  }

  /**
   * Writes a notification, then publishes `notificationCreated` with the new unread count. Called by domain-event
   * subscribers after their cause committed, so the row exists before any app hears of it.
   */
  async notify(input: NewNotification): Promise<NotificationWire> {
    const { db, clock, publisher } = this.deps;
    const row = await insertNotification(db, {
      accountId: input.accountId,
      message: input.message.en,
      messageEs: input.message.es,
      icon: input.icon,
      qid: input.qid ?? null,
      action: input.action ?? null,
      params: input.params ?? null,
      createdAt: clock.now(),
    });
    const notification = presentNotification(row, input.language);
    const unread = await countUnread(db, input.accountId);
    await publisher.publish(CHANNELS.privateStudent(input.accountId), STUDENT_PRIVATE_EVENTS.notificationCreated, {
      notification,
      unread_count: unread,
    });
    return notification;
  }
}
