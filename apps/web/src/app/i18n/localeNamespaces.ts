import { registerLocaleNamespace, type LocaleNamespace } from '../../lib/i18n';
import { cropperEn, cropperEs } from '../../components/cropperLocale';
import { askEn, askEs } from '../../features/ask/askLocale';
import { dataDeletionEn, dataDeletionEs } from '../../features/data-deletion/dataDeletionLocale';
import { devToolsEn, devToolsEs } from '../../features/dev-tools/devToolsLocale';
import { writingEn, writingEs } from '../../features/ask/writingLocale';
import { authEn, authEs, layoutEn, layoutEs, onboardingEn, onboardingEs } from '../../features/email-auth/authLocale';
import { guideEn, guideEs } from '../../features/guide/guideLocale';
import { sessionsEn, sessionsEs } from '../../features/my-sessions/sessionsLocale';
import { notificationsEn, notificationsEs } from '../../features/notifications/notificationsLocale';
import { parentsEn, parentsEs } from '../../features/parents-opting/parentsLocale';
import { publicRatingEn, publicRatingEs } from '../../features/public-rating/publicRatingLocale';
import { errorReportingEn, errorReportingEs } from '../../features/sentry/errorReportingLocale';
import { sessionEn, sessionEs } from '../../features/session-view/sessionLocale';
import { sharedSessionEn, sharedSessionEs } from '../../features/shared-session/sharedSessionLocale';
import { settingsEn, settingsEs } from '../../features/settings/settingsLocale';
import { storefrontEn, storefrontEs } from '../../features/storefront/storefrontLocale';
import { LANDING_LOCALE_NAMESPACES } from './landingLocaleNamespaces';

/** Every namespace of the student app: the app-wide ones and each feature's, by the key prefix `t()` reads. */
export const LOCALE_NAMESPACES: Record<string, LocaleNamespace> = {
  ...LANDING_LOCALE_NAMESPACES,
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
  cropper: { en: cropperEn, es: cropperEs },
  notifications: { en: notificationsEn, es: notificationsEs },
  settings: { en: settingsEn, es: settingsEs },
  parents: { en: parentsEn, es: parentsEs },
  dataDeletion: { en: dataDeletionEn, es: dataDeletionEs },
  devTools: { en: devToolsEn, es: devToolsEs },
  errorReporting: { en: errorReportingEn, es: errorReportingEs },
  sharedSession: { en: sharedSessionEn, es: sharedSessionEs },
};

// Registered on import, so whoever creates an i18n instance (main.tsx, the test setup) imports this module first.
for (const [namespace, texts] of Object.entries(LOCALE_NAMESPACES)) registerLocaleNamespace(namespace, texts);
