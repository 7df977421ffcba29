import { ERROR_TEXTS } from '@photostudy/contracts';
import type { LocaleTexts } from '../../lib/i18n';

/** English texts of the error-reporting test page and the app's error screen (the `errorReporting` namespace). */
export const errorReportingEn = {
  pageTitle: 'Error reporting test',
  pageText:
    "Throws a test error inside this page. The error screen appears and the error is reported: to Sentry when it is configured, otherwise to the admin area's error list.",
  throwButton: 'Throw a test error',
  fallbackTitle: ERROR_TEXTS.GENERAL,
  fallbackText: 'This page ran into a problem and stopped. Reload it to continue.',
  reload: 'Reload the page',
};

/** Spanish texts of the error-reporting test page and the error screen: every key of the English ones. */
export const errorReportingEs: LocaleTexts<typeof errorReportingEn> = {
  pageTitle: 'Prueba de informe de errores',
  pageText:
    'Provoca un error de prueba dentro de esta página. Aparece la pantalla de error y el error se informa: a Sentry si está configurado; si no, a la lista de errores del área de administración.',
  throwButton: 'Provocar un error de prueba',
  fallbackTitle: 'Algo salió mal.',
  fallbackText: 'Esta página tuvo un problema y se detuvo. Vuelve a cargarla para continuar.',
  reload: 'Volver a cargar la página',
};
