import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';

const KEY = 'ps-console-language';

/** Languages of the console (the product's: en, es). */
export const CONSOLE_LANGUAGES = ['en', 'es'] as const;
/** One console language. */
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

function detect(): ConsoleLanguage {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  if (stored === 'en' || stored === 'es') return stored;
  return globalThis.navigator?.language?.startsWith('es') ? 'es' : 'en';
}

/** Creates the console's i18next instance (synchronous: catalogues are bundled). */
export function createI18n(language: ConsoleLanguage = detect()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: { translation: en }, es: { translation: es } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', (code) => {
    localStorage.setItem(KEY, code);
    document.documentElement.lang = code;
  });
  document.documentElement.lang = language;
  return instance;
}
