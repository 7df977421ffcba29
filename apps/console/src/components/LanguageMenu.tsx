import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** EN / ES switch; the choice is remembered by the i18n module. */
export function LanguageMenu() {
  const { i18n, t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('app.language')}
      value={i18n.language.startsWith('es') ? 'es' : 'en'}
      onChange={(code) => void i18n.changeLanguage(code)}
      data={[
        { value: 'en', label: 'EN' },
        { value: 'es', label: 'ES' },
      ]}
    />
  );
}
