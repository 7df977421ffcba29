import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../components/icons';
import type { StudentNotification } from '../../lib/api';
import { formatTimeAgo } from '../../lib/i18n';
import { NotificationIcon } from './NotificationIcon';
import { notificationIconKind, notificationTarget } from './notificationRules';
import classes from './NotificationsPage.module.css';

/** Props of {@link NotificationItem}. */
export interface NotificationItemProps {
  notification: StudentNotification;
  nowS: number;
  /** The student opened the notification (before the link navigates). */
  onOpen: (notification: StudentNotification) => void;
}

/**
 * One notification: its icon, message and time ago. Unread ones are bold with a dot and a tinted background, and the
 * dot is labelled 'Unread' for screen readers. A notification that leads somewhere is a link; the others are text.
 */
export function NotificationItem({ notification, nowS, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const isUnread = notification.read === 0;
  const kind = notificationIconKind(notification.icon);
  const target = notificationTarget(notification);

  const content: ReactNode = (
    <>
      <NotificationIcon kind={kind} />
      <span className={classes.itemMain}>
        <span className={classes.kind}>{t(`notifications.icons.${kind}`)}</span>
        <span className={classes.message}>{notification.message}</span>
        <time className={classes.time} dateTime={new Date(notification.created * 1000).toISOString()}>
          {formatTimeAgo(notification.created, nowS, i18n.language)}
        </time>
      </span>
      {isUnread ? <span className={classes.dot} role="img" aria-label={t('notifications.unread')} /> : null}
      {target ? <ChevronRightIcon className={classes.chevron} size={18} /> : null}
    </>
  );

  return (
    <li data-testid="notification-item" data-unread={isUnread || undefined}>
      {target ? (
        <Link to={target} className={classes.item} data-unread={isUnread || undefined} onClick={() => onOpen(notification)}>
          {content}
        </Link>
      ) : (
        <div className={classes.item} data-unread={isUnread || undefined}>
          {content}
        </div>
      )}
    </li>
  );
}
