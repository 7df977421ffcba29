import { showErrorToast } from '@photostudy/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getPrivacySettings, updatePrivacySettings, type PrivacySettings } from '../../lib/api';
import { failureText } from './settingsRules';

/** The privacy toggles as the section shows them. */
export interface PrivacySettingsState {
  status: 'loading' | 'ready' | 'error';
  settings: PrivacySettings | null;
  /** True while a change is being saved: the toggles wait, so two changes never cross on the wire. */
  isSaving: boolean;
  /** True once a change was saved in this visit (the section says so). */
  hasSaved: boolean;
  /** Turns one toggle; saved at once with all three, reverted with a toast when the server refuses. */
  change: (key: keyof PrivacySettings, value: boolean) => void;
  reload: () => void;
}

/** Loads `GET /api/privacy-settings` and saves each change with `PUT /api/privacy-settings` (all three toggles). */
export function usePrivacySettings(): PrivacySettingsState {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PrivacySettingsState['status']>('loading');
  const [settings, setSettings] = useState<PrivacySettings | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [hasSaved, setHasSaved] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setStatus('loading');
    getPrivacySettings(controller.signal).then(
      (loaded) => {
        setSettings(loaded);
        setStatus('ready');
      },
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const change = useCallback(
    (key: keyof PrivacySettings, value: boolean) => {
      if (!settings || isSaving) return;
      const previous = settings;
      const next = { ...settings, [key]: value };
      // The switch moves at once; a refusal puts it back.
      setSettings(next);
      setIsSaving(true);
      updatePrivacySettings(next).then(
        (saved) => {
          if (!isMounted.current) return;
          setSettings(saved);
          setHasSaved(true);
          setIsSaving(false);
        },
        (error: unknown) => {
          showErrorToast(failureText(error, t('common.generalError')));
          if (!isMounted.current) return;
          setSettings(previous);
          setIsSaving(false);
        },
      );
    },
    [settings, isSaving, t],
  );

  const reload = useCallback(() => setAttempt((count) => count + 1), []);

  return { status, settings, isSaving, hasSaved, change, reload };
}
