import type { LanguageCode } from '@photostudy/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readStorage, writeStorage } from '../storage/storage';
import { APP_LANGUAGES } from './appLanguages';
import { localeResources } from './localeRegistry';

const LANGUAGE_CODES = APP_LANGUAGES.map((language) => language.code);

/** The language used when nothing is stored and the browser prefers neither. */
const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** True for a code the app is translated to. */
export function isSupportedLanguage(code: string | null | undefined): code is LanguageCode {
  return APP_LANGUAGES.some((language) => language.code === code);
}

/** Picks the stored choice first, then the browser's preferred language, then English. */
export function detectLanguage(): LanguageCode {
  const stored = readStorage(STORAGE_KEYS.LANGUAGE);
  if (isSupportedLanguage(stored)) return stored;
  const preferred = (globalThis.navigator?.languages ?? [globalThis.navigator?.language]).map((tag) => tag?.slice(0, 2));
  return preferred.find(isSupportedLanguage) ?? DEFAULT_LANGUAGE;
}

function syncDocumentLanguage(code: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = code;
}

/** Creates an initialised i18next instance with the namespaces registered so far (synchronous: they are bundled). */
export function createI18n(language: LanguageCode = detectLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: localeResources(LANGUAGE_CODES),
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  syncDocumentLanguage(language);
  instance.on('languageChanged', syncDocumentLanguage);
  return instance;
}

/** Switches the UI language and remembers the choice for the next visit. */
export async function changeLanguage(instance: I18n, code: LanguageCode): Promise<void> {
  writeStorage(STORAGE_KEYS.LANGUAGE, code);
  await instance.changeLanguage(code);
}
