import { Button, Text } from '@mantine/core';
import { AppModal, showErrorToast } from '@photostudy/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '../../components/icons';
import { requestPasswordRecovery } from '../../lib/api';
import { SettingsSection } from './SettingsSection';
import { failureText } from './settingsRules';

/**
 * Change password (spec 000 sections 2 and 6): the 'reset password confirm' modal, then `POST /api/password-recovery`
 * with the account's email, then the 'password recovery notice' modal. Shown only to accounts with an email that
 * are not User-ID accounts (the page decides).
 */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending' | 'sent'>('idle');

  const send = async () => {
    setStep('sending');
    try {
      await requestPasswordRecovery(email);
      setStep('sent');
    } catch (error) {
      showErrorToast(failureText(error, t('common.generalError')));
      setStep('confirm');
    }
  };

  const isConfirming = step === 'confirm' || step === 'sending';
  return (
    <SettingsSection id="settings-password" icon={<LockIcon />} title={t('settings.password.title')} lead={t('settings.password.lead')}>
      <div>
        <Button variant="default" onClick={() => setStep('confirm')}>
          {t('settings.password.change')}
        </Button>
      </div>
      <AppModal
        isOpen={isConfirming}
        onClose={() => step !== 'sending' && setStep('idle')}
        title={t('settings.password.confirmTitle')}
        size="sm"
        closeLabel={t('common.close')}
        actions={
          <>
            <Button variant="default" onClick={() => setStep('idle')} disabled={step === 'sending'}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void send()} loading={step === 'sending'}>
              {t('settings.password.confirm')}
            </Button>
          </>
        }
      >
        <Text>{t('settings.password.confirmText', { email })}</Text>
      </AppModal>
      <AppModal
        isOpen={step === 'sent'}
        onClose={() => setStep('idle')}
        title={t('settings.password.noticeTitle')}
        size="sm"
        closeLabel={t('common.close')}
        actions={<Button onClick={() => setStep('idle')}>{t('settings.password.ok')}</Button>}
      >
        <Text>{t('settings.password.noticeText', { email })}</Text>
      </AppModal>
    </SettingsSection>
  );
}
