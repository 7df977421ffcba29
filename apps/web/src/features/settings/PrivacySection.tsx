import { Button, Stack, Switch, Text } from '@mantine/core';
import { Loader } from '@photostudy/ui';
import { useTranslation } from 'react-i18next';
import { ShieldIcon } from '../../components/icons';
import type { PrivacySettings } from '../../lib/api';
import { SettingsSection } from './SettingsSection';
import { usePrivacySettings } from './usePrivacySettings';
import classes from './SettingsPage.module.css';

/** Props of {@link PrivacySection}. */
export interface PrivacySectionProps {
  /** False for User-ID accounts: share-with-partners may be turned off, never on. */
  canSharePartners: boolean;
  /** The server mails a summary of the three toggles after a change when the account has an email. */
  hasEmail: boolean;
}

const TOGGLES: { key: keyof PrivacySettings; label: string; hint: string }[] = [
  { key: 'storeAuditInfo', label: 'settings.privacy.storeAuditInfo', hint: 'settings.privacy.storeAuditInfoHint' },
  { key: 'shareWithPartners', label: 'settings.privacy.shareWithPartners', hint: 'settings.privacy.shareWithPartnersHint' },
  { key: 'sendMessages', label: 'settings.privacy.sendMessages', hint: 'settings.privacy.sendMessagesHint' },
];

/** Privacy settings (spec 000 section 7): the three toggles, each saved as it changes. */
export function PrivacySection({ canSharePartners, hasEmail }: PrivacySectionProps) {
  const { t } = useTranslation();
  const { status, settings, isSaving, hasSaved, change, reload } = usePrivacySettings();

  return (
    <SettingsSection id="settings-privacy" icon={<ShieldIcon />} title={t('settings.privacy.title')} lead={t('settings.privacy.lead')}>
      {status === 'loading' && !settings ? <Loader label={t('settings.privacy.loading')} /> : null}
      {status === 'error' ? (
        <Stack align="flex-start" gap="xs" role="alert">
          <Text size="sm">{t('settings.privacy.loadError')}</Text>
          <Button variant="light" size="xs" onClick={reload}>
            {t('common.retry')}
          </Button>
        </Stack>
      ) : null}
      {settings ? (
        <Stack gap="lg" className={classes.toggles}>
          {TOGGLES.map(({ key, label, hint }) => {
            const isLocked = key === 'shareWithPartners' && !canSharePartners && !settings[key];
            const hintId = `privacy-${key}-hint`;
            // The hint describes the switch rather than joining its name, so the name stays short.
            return (
              <div key={key}>
                <Switch
                  size="md"
                  checked={settings[key]}
                  disabled={isSaving || isLocked}
                  onChange={(event) => change(key, event.currentTarget.checked)}
                  label={t(label)}
                  aria-describedby={hintId}
                  labelPosition="left"
                  classNames={{ body: classes.switchBody, labelWrapper: classes.switchLabel, label: classes.switchText }}
                />
                <Text id={hintId} size="sm" c="dimmed" mt={2} className={classes.switchHint}>
                  {isLocked ? `${t(hint)} ${t('settings.privacy.notForAccount')}` : t(hint)}
                </Text>
              </div>
            );
          })}
        </Stack>
      ) : null}
      {/* Always rendered, so assistive technology hears the note when it appears. */}
      <Text size="sm" c="teal.9" fw={600} role="status" className={classes.savedNote}>
        {hasSaved && !isSaving ? (hasEmail ? t('settings.privacy.savedEmailed') : t('settings.privacy.saved')) : ''}
      </Text>
    </SettingsSection>
  );
}
