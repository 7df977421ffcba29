import { NOTIFICATION_PAGE_SIZE } from '@photostudy/contracts';
import { showErrorToast } from '@photostudy/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, listNotifications, markNotificationsRead, type StudentNotification } from '../../lib/api';
import { hasMorePages, usePagedList, type PagedList } from '../../lib/paging';
import { useNotificationUpdates } from '../../lib/realtime';
import { unreadNotificationsCounted, useAppDispatch } from '../../lib/store';
import { mergeNotifications, unreadIds } from './notificationRules';

/** The notifications, page by page, and the way to mark some read. */
export interface NotificationList extends PagedList<StudentNotification> {
  /** Marks these read on the server (those not yet confirmed read) and updates the sidebar's dot from the answer. */
  markRead: (ids: readonly number[]) => Promise<void>;
}

/**
 * Pages through `GET /api/notifications` (pages of 20; fewer ends the list), keeps the sidebar's count from each
 * answer, adds notifications that arrive over realtime at the top, and reloads page 1 after a reconnect.
 *
 * Reading (the behaviour chosen): opening the page reads what it shows. Every page that loads (the first on
 * opening, the next ones as the student scrolls) sends its unread ids to `POST /api/notification-reads` at once,
 * which clears the sidebar's dot. The rows keep their unread look until the student leaves the page, so this
 * visit still shows what was new. A notification that arrives while the page is open stays unread (the dot lights)
 * until the student opens it or comes back to the page: it is news, and the dot says so. Opening a row marks it
 * too, which also covers a mark that failed.
 */
export function useNotificationList(): NotificationList {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const confirmedRead = useRef(new Set<number>());

  const markRead = useCallback(
    async (ids: readonly number[]) => {
      const pending = ids.filter((id) => !confirmedRead.current.has(id));
      if (pending.length === 0) return;
      const unreadCount = await markNotificationsRead(pending);
      for (const id of pending) confirmedRead.current.add(id);
      dispatch(unreadNotificationsCounted(unreadCount));
    },
    [dispatch],
  );

  const loadPage = useCallback(
    async (page: number, signal: AbortSignal) => {
      try {
        const answer = await listNotifications(page, signal);
        dispatch(unreadNotificationsCounted(answer.unreadCount));
        const unread = unreadIds(answer.notifications);
        // Not awaited: the list shows at once; a failed mark leaves the dot lit and the rows unread for next time.
        if (unread.length > 0) markRead(unread).catch(() => undefined);
        return { items: answer.notifications, hasMore: hasMorePages(answer.notifications.length, NOTIFICATION_PAGE_SIZE) };
      } catch (error) {
        if (!signal.aborted) showErrorToast(isApiError(error) && !error.isNetworkError ? error.message : t('common.generalError'));
        throw error;
      }
    },
    [dispatch, markRead, t],
  );

  const pages = usePagedList(loadPage, mergeNotifications);
  const { mergeItems, refreshFirstPage } = pages;
  useNotificationUpdates((update) => {
    if (update === null) refreshFirstPage();
    else if (update.kind === 'created') mergeItems([update.notification]);
  });
  // The server writes each notification in every language and lists it in the app's (Accept-Language).
  useEffect(() => {
    i18n.on('languageChanged', refreshFirstPage);
    return () => i18n.off('languageChanged', refreshFirstPage);
  }, [i18n, refreshFirstPage]);

  return { ...pages, markRead };
}
