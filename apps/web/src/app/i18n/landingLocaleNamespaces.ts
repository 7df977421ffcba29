import { registerLocaleNamespace, type LocaleNamespace } from '../../lib/i18n';
import { landingEn, landingEs } from '../../features/landing/landingLocale';
import { en } from './locales/en';
import { es } from './locales/es';

const appWide = Object.fromEntries(
  (Object.keys(en) as (keyof typeof en)[]).map((namespace) => [namespace, { en: en[namespace], es: es[namespace] }]),
) as Record<keyof typeof en, LocaleNamespace>;

/**
 * The namespaces the landing page reads (the app-wide ones and its own `landing`): all the light landing entry
 * registers, so the feature screens' texts are downloaded with the full app only.
 */
export const LANDING_LOCALE_NAMESPACES: Record<string, LocaleNamespace> = {
  ...appWide,
  landing: { en: landingEn, es: landingEs },
};

// Registered on import, like the full table (app/i18n/localeNamespaces): import this module before creating an instance.
for (const [namespace, texts] of Object.entries(LANDING_LOCALE_NAMESPACES)) registerLocaleNamespace(namespace, texts);
