import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';

/**
 * Refetches the status bundle when the interface language changes, so the server's texts in it (the store's
 * banner, the plan's renewal line) follow the switch; the API client sends the language as Accept-Language.
 */
export function useStatusFollowsLanguage(): void {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  useEffect(() => {
    const refetch = () => void dispatch(fetchUserStatus());
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [i18n, dispatch]);
}
