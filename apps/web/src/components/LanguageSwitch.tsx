import { Button, Menu } from '@mantine/core';
import { LANGUAGES, type LanguageCode } from '@photostudy/contracts';
import { useTranslation } from 'react-i18next';
import { changeLanguage, isSupportedLanguage } from '../lib/i18n';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** 'dark' for dark backgrounds (footer). */
  tone?: 'light' | 'dark';
  /** Shows the language code (EN, ES) instead of its name, for crowded headers. */
  isCompact?: boolean;
}

/** Menu to switch between English and Spanish; the choice is remembered. */
export function LanguageSwitch({ tone = 'light', isCompact = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current: LanguageCode = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  const currentTitle = LANGUAGES.find((language) => language.code === current)?.title ?? current;
  return (
    <Menu position="bottom-end" shadow="lg" radius="md" width={180} withinPortal>
      <Menu.Target>
        <Button
          variant={tone === 'dark' ? 'outline' : 'subtle'}
          color={tone === 'dark' ? 'gray.3' : 'dark'}
          leftSection={<GlobeIcon size={18} />}
          rightSection={<ChevronDownIcon size={14} />}
          aria-label={`${t('language.label')}: ${currentTitle}`}
          radius="xl"
          px="sm"
        >
          {isCompact ? current.toUpperCase() : currentTitle}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {LANGUAGES.map((language) => (
          <Menu.Item
            key={language.code}
            lang={language.code}
            onClick={() => void changeLanguage(i18n, language.code)}
            rightSection={language.code === current ? <CheckIcon size={16} /> : null}
            aria-current={language.code === current ? 'true' : undefined}
          >
            {language.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
