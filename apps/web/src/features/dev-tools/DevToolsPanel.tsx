import { Alert, Button, Divider, Drawer, Group, NativeSelect, PasswordInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { AskConfig } from '@photostudy/contracts';
import { showToast } from '@photostudy/ui';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { getAskConfig } from '../../lib/api';
import { selectFeatureFlags, selectIsLoggedIn, useAppSelector } from '../../lib/store';
import { validateDevToolsForm, type DevToolsConfig, type DevToolsField } from './devToolsConfig';
import { usePresetSignIn } from './usePresetSignIn';

/** Props of {@link DevToolsPanel}. */
export interface DevToolsPanelProps {
  isOpen: boolean;
  onClose: () => void;
  config: DevToolsConfig;
  /** Stores a changed config (the gear hides when `enabled` turns off). */
  onConfigChange: (next: DevToolsConfig) => void;
}

type AskSubject = AskConfig['subjects'][number];

const NO_SUBJECTS: AskSubject[] = [];
const UNTOUCHED: Record<DevToolsField, boolean> = { email: false, password: false, name: false };
const ALL_TOUCHED: Record<DevToolsField, boolean> = { email: true, password: true, name: true };

/** The ask configuration's subjects while the panel is open to a signed-in user (`GET /api/ask-config` needs a token). */
function useAskSubjects(isWanted: boolean): AskSubject[] {
  const [subjects, setSubjects] = useState<AskSubject[]>(NO_SUBJECTS);
  useEffect(() => {
    if (!isWanted) return undefined;
    const controller = new AbortController();
    getAskConfig(controller.signal).then(
      (config) => setSubjects(config.subjects),
      // A tool for testers: without the list the select simply stays empty.
      () => undefined,
    );
    return () => controller.abort();
  }, [isWanted]);
  return isWanted ? subjects : NO_SUBJECTS;
}

/**
 * The developer tools panel (spec 001): the config form (type 'preset', email, password, QA name) with preset sign-in,
 * the enabled flag, the current subject and shortcuts to start asking (Writing only with `hasWriting`). A drawer from
 * the left: focus stays inside, Escape closes it, its title names it.
 */
export function DevToolsPanel({ isOpen, onClose, config, onConfigChange }: DevToolsPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const { hasWriting } = useAppSelector(selectFeatureFlags);
  const subjects = useAskSubjects(isOpen && isLoggedIn);
  const presetSignIn = usePresetSignIn();
  const [form, setForm] = useState({ email: config.email, password: config.password, name: config.name });
  const [touched, setTouched] = useState(UNTOUCHED);
  const [isSaved, setIsSaved] = useState(false);

  const errors = validateDevToolsForm(form);
  const errorOf = (field: DevToolsField) => {
    const key = errors[field];
    return touched[field] && key ? t(`devTools.validation.${key}`) : undefined;
  };
  const field = (name: DevToolsField) => ({
    value: form[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const { value } = event.currentTarget;
      setForm((current) => ({ ...current, [name]: value }));
      setIsSaved(false);
    },
    onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    error: errorOf(name),
  });

  /** Validates the form and stores it; false (with every message shown) when a field is wrong. */
  const saveForm = (): boolean => {
    setTouched(ALL_TOUCHED);
    if (Object.keys(errors).length > 0) return false;
    onConfigChange({ ...config, email: form.email.trim(), password: form.password, name: form.name.trim() });
    return true;
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(saveForm());
  };

  const signIn = async () => {
    if (!saveForm() || presetSignIn.isSigningIn) return;
    const outcome = await presetSignIn.signIn(form.email.trim(), form.password);
    if (outcome === 'firstSignIn') showToast({ kind: 'info', message: t('devTools.firstSignIn'), closeLabel: t('common.close') });
    if (outcome) onClose();
  };

  const go = (path: string) => {
    void navigate(path);
    onClose();
  };

  const shortcuts: { path: string; label: string }[] = [
    { path: '/ask', label: t('devTools.askPicker') },
    { path: '/ask/stem', label: t('devTools.askStem') },
    { path: '/ask/business', label: t('devTools.askBusiness') },
    ...(hasWriting ? [{ path: '/ask/english', label: t('devTools.askWriting') }] : []),
  ];

  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      position="left"
      size={380}
      title={t('devTools.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="lg">
        <Text size="sm" c="dimmed">
          {t('devTools.intro')}
        </Text>

        <form noValidate onSubmit={save} aria-labelledby="dev-tools-account">
          <Stack gap="sm">
            <Title order={2} fz="md" id="dev-tools-account">
              {t('devTools.accountTitle')}
            </Title>
            {presetSignIn.error ? (
              <Alert color="red" variant="light" withCloseButton closeButtonLabel={t('common.close')} onClose={presetSignIn.clearError}>
                {presetSignIn.error}
              </Alert>
            ) : null}
            <TextInput label={t('devTools.type')} value={t('devTools.typePreset')} readOnly />
            <TextInput label={t('devTools.email')} type="email" autoComplete="username" required {...field('email')} />
            <PasswordInput label={t('devTools.password')} autoComplete="current-password" required {...field('password')} />
            <TextInput label={t('devTools.name')} autoComplete="off" required {...field('name')} />
            <Group gap="sm">
              <Button type="submit" variant="default">
                {t('devTools.save')}
              </Button>
              {/* The Spanish label is longer than the drawer: it wraps instead of being cut. */}
              <Button
                onClick={() => void signIn()}
                loading={presetSignIn.isSigningIn}
                h="auto"
                py={8}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
              >
                {t('devTools.signIn')}
              </Button>
            </Group>
            {isSaved ? (
              <Text size="sm" fw={600} role="status">
                {t('devTools.saved')}
              </Text>
            ) : null}
          </Stack>
        </form>

        <Divider />
        <Switch
          label={t('devTools.enabled')}
          description={t('devTools.enabledHint')}
          checked={config.enabled}
          onChange={(event) => onConfigChange({ ...config, enabled: event.currentTarget.checked })}
        />

        <NativeSelect
          label={t('devTools.subject')}
          description={isLoggedIn ? undefined : t('devTools.subjectSignedOut')}
          disabled={!isLoggedIn}
          value={config.currentSubjectId === null ? '' : String(config.currentSubjectId)}
          onChange={(event) => {
            const { value } = event.currentTarget;
            onConfigChange({ ...config, currentSubjectId: value === '' ? null : Number(value) });
          }}
          data={[
            { value: '', label: t('devTools.subjectPlaceholder') },
            ...subjects.map((subject) => ({ value: String(subject.tid), label: subject.title })),
          ]}
        />

        <section aria-labelledby="dev-tools-shortcuts">
          <Title order={2} fz="md" id="dev-tools-shortcuts" mb="xs">
            {t('devTools.shortcutsTitle')}
          </Title>
          {isLoggedIn ? (
            <Group gap="xs">
              {shortcuts.map((shortcut) => (
                <Button key={shortcut.path} variant="light" size="xs" onClick={() => go(shortcut.path)}>
                  {shortcut.label}
                </Button>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('devTools.shortcutsSignedOut')}
            </Text>
          )}
        </section>
      </Stack>
    </Drawer>
  );
}
