import type { notificationSchema } from '@photostudy/contracts';
import type { z } from 'zod';
import { epochS } from '../../core/clock';
import type { InterfaceLanguage } from '../../core/language';
import type { NotificationRow } from './notifications.repository';

/** Wire notification. */
export type NotificationWire = z.infer<typeof notificationSchema>;

/** Maps a stored notification to the spec's shape (`read` 0/1, `created` in epoch seconds), its text in `language`. */
export function presentNotification(row: NotificationRow, language: InterfaceLanguage): NotificationWire {
  return {
    id: row.id,
    qid: row.qid,
    message: language === 'es' ? (row.messageEs ?? row.message) : row.message,
    read: row.isRead ? 1 : 0,
    icon: row.icon,
    created: epochS(row.createdAt),
    action: row.action,
    params: row.params ?? null,
  };
}
