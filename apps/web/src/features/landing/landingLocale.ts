import type { LocaleTexts } from '../../lib/i18n';

/**
 * English texts of the landing page that carry the server's numbers (the `landing` namespace, GET /api/home-config);
 * with the fallback numbers they read as the app-wide `hero.proof` and `getApp.rating` did.
 */
export const landingEn = {
  proofMillions_one: 'Over {{count}} million sessions with {{tutors}} tutors',
  proofMillions_other: 'Over {{count}} million sessions with {{tutors}} tutors',
  proofCount: 'Over {{sessions}} sessions with {{tutors}} tutors',
  appRating: '{{rating}} app store rating',
};

/** Spanish texts of the landing's server numbers: every key of the English ones. */
export const landingEs: LocaleTexts<typeof landingEn> = {
  proofMillions_one: 'Más de {{count}} millón de sesiones con {{tutors}} tutores',
  proofMillions_other: 'Más de {{count}} millones de sesiones con {{tutors}} tutores',
  proofCount: 'Más de {{sessions}} sesiones con {{tutors}} tutores',
  appRating: '{{rating}} de calificación en las tiendas',
};
