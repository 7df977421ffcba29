/**
 * The interface language as the page declares it (`<html lang>`, which both apps keep on their i18n language), for the
 * client's Accept-Language header; undefined outside a browser or before the app set it.
 */
export function documentLanguage(): string | undefined {
  return typeof document === 'undefined' ? undefined : document.documentElement.lang || undefined;
}
