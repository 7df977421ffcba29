import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { selectFeatureFlags, selectProfile, useAppSelector } from '../../lib/store';
import { DataDeletionSection } from './DataDeletionSection';
import { LogoutSection } from './LogoutSection';
import { OrderNumberSection } from './OrderNumberSection';
import { PasswordSection } from './PasswordSection';
import { PrivacySection } from './PrivacySection';
import { ProfileSection } from './ProfileSection';
import { settingsAccess } from './settingsRules';
import classes from './SettingsPage.module.css';

/**
 * Settings (/settings, spec 000 sections 2, 6 and 7): profile, order number, privacy settings, password, logout and
 * data deletion, each in its own card; what an account sees follows its kind (User-ID) and features (Trio).
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const profile = useAppSelector(selectProfile);
  const flags = useAppSelector(selectFeatureFlags);
  // The layout renders pages only once the status bundle has loaded.
  if (!profile) return null;
  const access = settingsAccess(profile, flags);

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <Title order={1} fz={32}>
          {t('settings.title')}
        </Title>
        <Text c="dimmed">{t('settings.subtitle')}</Text>
      </header>
      <ProfileSection profile={profile} canEdit={access.canEditProfile} />
      {access.hasOrderNumber ? <OrderNumberSection savedOrderNumber={profile.orderNumber} /> : null}
      <PrivacySection canSharePartners={access.canSharePartners} hasEmail={Boolean(profile.email)} />
      <div className={classes.pair}>
        {access.canChangePassword && profile.email ? <PasswordSection email={profile.email} /> : null}
        <LogoutSection />
      </div>
      <DataDeletionSection />
    </div>
  );
}
