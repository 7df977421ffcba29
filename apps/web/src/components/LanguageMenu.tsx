// Its styles come with it: the landing's first load has only the button's (app/landing-entry/landingStyles).
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu } from '@mantine/core';
import type { LanguageCode } from '@photostudy/contracts';
import { useTranslation } from 'react-i18next';
import { APP_LANGUAGES, changeLanguage, isSupportedLanguage } from '../lib/i18n';
import { CheckIcon } from './icons';
import { LanguageTrigger, type LanguageSwitchProps } from './LanguageTrigger';

/** Props of {@link LanguageMenu}. */
export interface LanguageMenuProps extends LanguageSwitchProps {
  /** Opens at once: it replaces the trigger the visitor has just pressed. */
  defaultOpened?: boolean;
}

/** The language switch's menu (Mantine's Menu with its positioning code, in its own chunk). */
export function LanguageMenu({ tone, isCompact, defaultOpened = false }: LanguageMenuProps) {
  const { t, i18n } = useTranslation();
  const current: LanguageCode = isSupportedLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en';
  return (
    <Menu position="bottom-end" shadow="lg" radius="md" width={180} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <LanguageTrigger tone={tone} isCompact={isCompact} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('language.label')}</Menu.Label>
        {APP_LANGUAGES.map((language) => (
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
