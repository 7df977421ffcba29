import { registerLocaleNamespace, type LocaleNamespace } from '../../lib/i18n';
import { askEn, askEs } from '../../features/ask/askLocale';
import { writingEn, writingEs } from '../../features/ask/writingLocale';
import { authEn, authEs, layoutEn, layoutEs, onboardingEn, onboardingEs } from '../../features/email-auth/authLocale';
import { guideEn, guideEs } from '../../features/guide/guideLocale';
import { sessionsEn, sessionsEs } from '../../features/my-sessions/sessionsLocale';
import { publicRatingEn, publicRatingEs } from '../../features/public-rating/publicRatingLocale';
import { sessionEn, sessionEs } from '../../features/session-view/sessionLocale';
import { storefrontEn, storefrontEs } from '../../features/storefront/storefrontLocale';
import { en } from './locales/en';
import { es } from './locales/es';

const appWide = Object.fromEntries(
  (Object.keys(en) as (keyof typeof en)[]).map((namespace) => [namespace, { en: en[namespace], es: es[namespace] }]),
) as Record<keyof typeof en, LocaleNamespace>;

/** Every namespace of the student app: the app-wide ones and each feature's, by the key prefix `t()` reads. */
export const LOCALE_NAMESPACES: Record<string, LocaleNamespace> = {
  ...appWide,
  auth: { en: authEn, es: authEs },
  ask: { en: askEn, es: askEs },
  writing: { en: writingEn, es: writingEs },
  session: { en: sessionEn, es: sessionEs },
  sessions: { en: sessionsEn, es: sessionsEs },
  guide: { en: guideEn, es: guideEs },
  onboarding: { en: onboardingEn, es: onboardingEs },
  layout: { en: layoutEn, es: layoutEs },
  storefront: { en: storefrontEn, es: storefrontEs },
  publicRating: { en: publicRatingEn, es: publicRatingEs },
};

// Registered on import, so whoever creates an i18n instance (main.tsx, the test setup) imports this module first.
for (const [namespace, texts] of Object.entries(LOCALE_NAMESPACES)) registerLocaleNamespace(namespace, texts);
