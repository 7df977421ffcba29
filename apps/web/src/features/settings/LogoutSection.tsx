import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogoutIcon } from '../../components/icons';
import { LogoutConfirmModal } from '../../components/LogoutConfirmModal';
import { SettingsSection } from './SettingsSection';

/** Logout with the spec's 'logout confirm' modal, the same one the header's menu opens. */
export function LogoutSection() {
  const { t } = useTranslation();
  const [isConfirming, setIsConfirming] = useState(false);
  return (
    <SettingsSection id="settings-logout" icon={<LogoutIcon />} title={t('settings.logout.title')} lead={t('settings.logout.lead')}>
      <div>
        <Button variant="default" leftSection={<LogoutIcon size={18} />} onClick={() => setIsConfirming(true)}>
          {t('shell.logout')}
        </Button>
      </div>
      <LogoutConfirmModal isOpen={isConfirming} onClose={() => setIsConfirming(false)} />
    </SettingsSection>
  );
}
