/** Translations (en, es) and the persisted language choice. */
export * from './i18n';
export type { Catalogue } from './locales/en';
