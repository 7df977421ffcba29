import { ERRORS, ERROR_TEXTS } from '@photostudy/contracts';
import type { LocaleTexts } from '../../lib/i18n';

/** English texts of the public rating page (the `publicRating` namespace); the spec's titles word for word. */
export const publicRatingEn = {
  title: 'Rate Your Session',
  lead: 'How did the expert do with your writing?',
  loading: 'Loading your review...',
  reviewedOn: 'Reviewed on {{date}}',
  starsLabel: 'Your rating',
  star_one: '{{count}} star',
  star_other: '{{count}} stars',
  reasonLabel: 'What went wrong?',
  reasonHint: 'Choose a reason to rate 1 or 2 stars.',
  // The spec codes the reasons (4 bad explanation, 5 took too long) without labels; these say the same in words.
  reasons: {
    '4': 'Bad explanation',
    '5': 'Took too long',
  },
  confirm: 'Confirm',
  thanksTitle: 'Thanks for rating!',
  thanksText: 'Your rating helps our experts improve their reviews.',
  alreadyRated: ERROR_TEXTS.ALREADY_RATED,
  alreadyRatedText: 'This review has been rated already. Thank you for your feedback.',
  errorTitle: 'Oops!',
  errorText: ERRORS.WRITING_RATING_LINK_INVALID.message,
  goHome: 'Back to Home',
};

/** Spanish texts of the public rating page: every key of the English ones. */
export const publicRatingEs: LocaleTexts<typeof publicRatingEn> = {
  title: 'Califica tu sesión',
  lead: '¿Qué tal lo hizo el experto con tu texto?',
  loading: 'Cargando tu revisión...',
  reviewedOn: 'Revisado el {{date}}',
  starsLabel: 'Tu calificación',
  star_one: '{{count}} estrella',
  star_other: '{{count}} estrellas',
  reasonLabel: '¿Qué salió mal?',
  reasonHint: 'Elige un motivo para calificar con 1 o 2 estrellas.',
  reasons: {
    '4': 'Mala explicación',
    '5': 'Tardó demasiado',
  },
  confirm: 'Confirmar',
  thanksTitle: '¡Gracias por calificar!',
  thanksText: 'Tu calificación ayuda a nuestros expertos a mejorar sus revisiones.',
  alreadyRated: '¡Esta pregunta ya fue calificada!',
  alreadyRatedText: 'Esta revisión ya tiene una calificación. Gracias por tu opinión.',
  errorTitle: '¡Vaya!',
  errorText: 'Este enlace de calificación no es válido o ha caducado.',
  goHome: 'Volver al inicio',
};
