import { Button } from '@mantine/core';
import { AppModal, clearToasts } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { logout, useAppDispatch } from '../lib/store';

/** Props of {@link LogoutConfirmModal}. */
export interface LogoutConfirmModalProps {
  isOpen: boolean;
  onClose: () => void;
}

/**
 * The spec's 'logout confirm' modal, the one both the header's menu and Settings open: Logout clears the toasts
 * and ends the session (spec 000 section 4: tokens, stored auth and the whole app state).
 */
export function LogoutConfirmModal({ isOpen, onClose }: LogoutConfirmModalProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const endSession = () => {
    onClose();
    clearToasts();
    void dispatch(logout());
  };
  return (
    <AppModal
      isOpen={isOpen}
      onClose={onClose}
      title={t('shell.logoutConfirmTitle')}
      description={t('shell.logoutConfirmText')}
      size="sm"
      actions={
        <>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={endSession}>
            {t('shell.logout')}
          </Button>
        </>
      }
    />
  );
}
