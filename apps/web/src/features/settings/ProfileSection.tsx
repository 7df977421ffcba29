import { Avatar, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { StatusBundle } from '@photostudy/contracts';
import { showErrorToast, showToast } from '@photostudy/ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UserIcon } from '../../components/icons';
import { updateProfile } from '../../lib/api';
import { fetchUserStatus, useAppDispatch } from '../../lib/store';
import { AvatarChanger } from './AvatarChanger';
import { SettingsSection } from './SettingsSection';
import { failureText, PROFILE_NAME_MAX_CHARS } from './settingsRules';
import classes from './SettingsPage.module.css';

/** Props of {@link ProfileSection}. */
export interface ProfileSectionProps {
  profile: StatusBundle['profile'];
  /** False for User-ID accounts: their administrator manages the photo and the name (spec 000 section 6). */
  canEdit: boolean;
}

/** The name field with its Save: `POST /api/profile-updates {name}`, then the status again for the header. */
function NameForm({ savedName }: { savedName: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [name, setName] = useState(savedName);
  const [baseline, setBaseline] = useState(savedName);
  const [isTouched, setIsTouched] = useState(false);
  const [isSaving, setIsSaving] = useState(false);
  const trimmed = name.trim();
  const isMissing = isTouched && trimmed === '';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || trimmed === baseline || isSaving) return;
    setIsSaving(true);
    try {
      await updateProfile({ name: trimmed });
      setName(trimmed);
      setBaseline(trimmed);
      showToast({ kind: 'success', message: t('settings.profile.nameSaved'), closeLabel: t('common.close') });
      void dispatch(fetchUserStatus());
    } catch (error) {
      showErrorToast(failureText(error, t('common.generalError')));
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <TextInput
        label={t('settings.profile.nameLabel')}
        value={name}
        maxLength={PROFILE_NAME_MAX_CHARS}
        autoComplete="name"
        onChange={(event) => {
          setName(event.currentTarget.value);
          setIsTouched(true);
        }}
        error={isMissing ? t('settings.profile.nameRequired') : undefined}
        // The button sits beside the input, so an error under the input does not push it out of line.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <div className={classes.grow}>{input}</div>
            <Button type="submit" variant="light" loading={isSaving} disabled={!trimmed || trimmed === baseline}>
              {t('settings.save')}
            </Button>
          </Group>
        )}
      />
    </form>
  );
}

/** Profile: the photo (with 'Change photo'), the name (with Save), and the email or User ID, read only. */
export function ProfileSection({ profile, canEdit }: ProfileSectionProps) {
  const { t } = useTranslation();
  const initial = (profile.name || profile.email || profile.id || '?').slice(0, 1).toUpperCase();
  return (
    <SettingsSection id="settings-profile" icon={<UserIcon />} title={t('settings.profile.title')} lead={t('settings.profile.lead')}>
      <div className={classes.profileRow}>
        <Avatar src={profile.avatar} alt={t('settings.profile.photoAlt')} radius="50%" size={96} color="brand">
          {initial}
        </Avatar>
        <Stack gap={4}>
          {canEdit ? (
            <AvatarChanger />
          ) : (
            <Text size="sm" c="dimmed">
              {t('settings.profile.managedNote')}
            </Text>
          )}
        </Stack>
      </div>
      <div className={classes.fields}>
        {canEdit ? <NameForm savedName={profile.name ?? ''} /> : null}
        {profile.id ? <TextInput label={t('settings.profile.userIdLabel')} value={profile.id} readOnly /> : null}
        {profile.email ? <TextInput label={t('settings.profile.emailLabel')} value={profile.email} readOnly type="email" /> : null}
      </div>
    </SettingsSection>
  );
}
