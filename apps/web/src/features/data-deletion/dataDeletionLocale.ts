import { ERRORS } from '@photostudy/contracts';
import type { LocaleTexts } from '../../lib/i18n';

/** English texts of the data-deletion page (the `dataDeletion` namespace); the title is the spec's. */
export const dataDeletionEn = {
  title: 'Data deletion request',
  notice: 'We received your request. It will be processed soon.',
  loading: 'Loading your request...',
  pending: 'We will erase your account and data soon.',
  requestedOn: 'Requested on {{date}}',
  completed: 'Your account and data have been erased.',
  completedOn: 'Erased on {{date}}',
  notFound: ERRORS.DATA_DELETION_NOT_FOUND.message,
  reference: 'Request reference',
};

/** Spanish texts of the data-deletion page: every key of the English ones. */
export const dataDeletionEs: LocaleTexts<typeof dataDeletionEn> = {
  title: 'Solicitud de eliminación de datos',
  notice: 'Recibimos tu solicitud. Se procesará pronto.',
  loading: 'Cargando tu solicitud...',
  pending: 'Pronto borraremos tu cuenta y tus datos.',
  requestedOn: 'Solicitada el {{date}}',
  completed: 'Tu cuenta y tus datos se han borrado.',
  completedOn: 'Borrados el {{date}}',
  notFound: 'Esta solicitud de eliminación de datos no existe.',
  reference: 'Referencia de la solicitud',
};
