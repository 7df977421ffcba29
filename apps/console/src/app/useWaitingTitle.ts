import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Puts the number of waiting questions in front of the tab's title ('(3) PhotoStudy Expert Console'), so an
 * expert on another tab sees the queue grow; null or 0 shows the plain title, which also stays after sign-out.
 */
export function useWaitingTitle(count: number | null): void {
  const { t } = useTranslation();
  const title = count ? t('app.documentTitleWaiting', { count }) : t('app.documentTitle');
  const plain = t('app.documentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => () => void (document.title = plain), [plain]);
}
