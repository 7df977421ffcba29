import type { LanguageCode } from '@photostudy/contracts';
import type { Resource } from 'i18next';

/** A nested table of texts with the same keys as `T` and string leaves: one language of a namespace. */
export type LocaleTexts<T> = { [K in keyof T]: T[K] extends string ? string : LocaleTexts<T[K]> };

/** One namespace's texts in every language the app speaks. */
export type LocaleNamespace<T extends object = object> = { en: T } & Record<Exclude<LanguageCode, 'en'>, LocaleTexts<T>>;

const namespaces = new Map<string, LocaleNamespace>();

/**
 * Registers the texts of one namespace, read as `t('<namespace>.<key>')`. The app registers every namespace
 * before it creates an i18n instance; lib/i18n itself knows no feature.
 */
export function registerLocaleNamespace<T extends object>(namespace: string, texts: LocaleNamespace<T>): void {
  const known = namespaces.get(namespace);
  if (known && known !== texts) throw new Error(`Locale namespace "${namespace}" is registered twice with different texts`);
  namespaces.set(namespace, texts);
}

/** The registered namespaces by name. */
export function registeredLocaleNamespaces(): ReadonlyMap<string, LocaleNamespace> {
  return namespaces;
}

/** The i18next resources of every registered namespace, all in the default `translation` namespace. */
export function localeResources(languages: readonly LanguageCode[]): Resource {
  return Object.fromEntries(
    languages.map((language) => [
      language,
      { translation: Object.fromEntries([...namespaces].map(([name, texts]) => [name, texts[language]])) },
    ]),
  );
}
