/** Translations: the namespace registry (filled by app/), i18n instances, the persisted language choice, date and time-ago formats. */
export * from './i18n';
export * from './appLanguages';
export * from './localeRegistry';
export * from './dateTime';
export * from './timeAgo';
