/** Translations: the namespace registry (filled by app/), i18n instances and the persisted language choice. */
export * from './i18n';
export * from './localeRegistry';
