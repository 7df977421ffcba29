import { Button, Text } from '@mantine/core';
import { AppModal, showErrorToast } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TrashIcon } from '../../components/icons';
import { requestDataDeletion } from '../../lib/api';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage/storage';
import { clearTokens } from '../../lib/storage/tokenStorage';
import { openDocument } from './openDocument';
import { SettingsSection } from './SettingsSection';
import { failureText } from './settingsRules';

/**
 * Delete my data: a confirm modal that says what is erased, then `POST /api/data-deletion-requests`. The server signs
 * the account out at once (its tokens are revoked), so the app forgets the tokens without the logout call and loads
 * the request's public page, `/data-deletion/{request_id}`, as a new document.
 *
 * Why a new document rather than a route change: the page is a logged-out route. Logging out in the store first
 * renders the logged-out table while the router still says /settings, which sends the student to the landing page
 * before the navigation lands (the store renders at once, the router in a transition); navigating first meets the
 * logged-in table, which redirects an unknown path to /ask. A fresh load starts logged out on the right page, and
 * leaves nothing of the erased account in memory (store, realtime connection).
 */
export function DataDeletionSection() {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  const [isSending, setIsSending] = useState(false);

  const erase = async () => {
    setIsSending(true);
    try {
      const { requestId } = await requestDataDeletion();
      // What the auth listeners do on logout, without rendering the logged-out app before the new document loads.
      clearTokens();
      writeStorage(STORAGE_KEYS.IS_NEW_USER, null);
      openDocument(`/data-deletion/${encodeURIComponent(requestId)}`);
    } catch (error) {
      showErrorToast(failureText(error, t('common.generalError')));
      setIsSending(false);
    }
  };

  return (
    <SettingsSection
      id="settings-deletion"
      icon={<TrashIcon />}
      title={t('settings.deletion.title')}
      lead={t('settings.deletion.lead')}
      tone="danger"
    >
      <div>
        <Button color="red" variant="outline" leftSection={<TrashIcon size={18} />} onClick={() => setIsConfirming(true)}>
          {t('settings.deletion.button')}
        </Button>
      </div>
      <AppModal
        isOpen={isConfirming}
        onClose={() => !isSending && setIsConfirming(false)}
        title={t('settings.deletion.confirmTitle')}
        closeLabel={t('common.close')}
        actions={
          <>
            <Button variant="default" onClick={() => setIsConfirming(false)} disabled={isSending}>
              {t('common.cancel')}
            </Button>
            <Button color="red" onClick={() => void erase()} loading={isSending}>
              {t('settings.deletion.confirm')}
            </Button>
          </>
        }
      >
        <Text>{t('settings.deletion.confirmText')}</Text>
        <Text fw={700}>{t('settings.deletion.confirmLogout')}</Text>
      </AppModal>
    </SettingsSection>
  );
}
