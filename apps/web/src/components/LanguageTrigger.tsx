import { Button, type ButtonProps } from '@mantine/core';
import type { LanguageCode } from '@photostudy/contracts';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, isSupportedLanguage } from '../lib/i18n';
import { ChevronDownIcon, GlobeIcon } from './icons';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** 'dark' for dark backgrounds (footer). */
  tone?: 'light' | 'dark';
  /** Shows the language code (EN, ES) instead of its name, for crowded headers. */
  isCompact?: boolean;
}

type LanguageTriggerProps = LanguageSwitchProps & Omit<ButtonProps & ComponentPropsWithRef<'button'>, 'children' | 'color'>;

/** The language switch's button: the current language; the menu's target adds its own handlers and ARIA state. */
export function LanguageTrigger({ tone = 'light', isCompact = false, ...buttonProps }: LanguageTriggerProps) {
  const { t, i18n } = useTranslation();
  const current: LanguageCode = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const currentTitle = APP_LANGUAGES.find((language) => language.code === current)?.title ?? current;
  return (
    <Button
      variant={tone === 'dark' ? 'outline' : 'subtle'}
      color={tone === 'dark' ? 'gray.3' : 'dark'}
      leftSection={<GlobeIcon size={18} />}
      rightSection={<ChevronDownIcon size={14} />}
      aria-label={`${t('language.label')}: ${currentTitle}`}
      radius="xl"
      px="sm"
      {...buttonProps}
    >
      {isCompact ? current.toUpperCase() : currentTitle}
    </Button>
  );
}
