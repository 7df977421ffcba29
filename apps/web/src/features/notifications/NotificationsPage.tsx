import { useTranslation } from 'react-i18next';
import { BellIcon } from '../../components/icons';
import { ListPage } from '../../components/ListPage';
import { useListClock } from '../../components/useListClock';
import type { StudentNotification } from '../../lib/api';
import { NotificationItem } from './NotificationItem';
import { useNotificationList } from './useNotificationList';

/**
 * /notification (spec 000 sections 2 and 3): the student's notifications, newest first, in pages of 20 with the
 * next page at 90 percent of the scroll. Opening one marks it read and opens its session (or the Store).
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const { items, status, hasMore, loadMore, markRead } = useNotificationList();
  const nowS = useListClock();

  // The link navigates on its own; the mark is sent alongside and may finish after the page has gone.
  const open = (notification: StudentNotification) => {
    if (notification.read === 0) markRead([notification.id]).catch(() => undefined);
  };

  return (
    <ListPage
      texts={{
        title: t('notifications.title'),
        subtitle: t('notifications.subtitle'),
        listLabel: t('notifications.listLabel'),
        loading: t('notifications.loading'),
        loadingMore: t('notifications.loadingMore'),
        loadError: t('notifications.loadError'),
        retry: t('common.retry'),
        loadMore: t('notifications.loadMore'),
        end: t('notifications.end'),
      }}
      empty={{
        icon: <BellIcon size={28} />,
        title: t('notifications.emptyTitle'),
        text: t('notifications.emptyText'),
        textMaxWidth: 440,
      }}
      status={status}
      itemCount={items.length}
      hasMore={hasMore}
      onLoadMore={loadMore}
    >
      {items.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} nowS={nowS} onOpen={open} />
      ))}
    </ListPage>
  );
}
