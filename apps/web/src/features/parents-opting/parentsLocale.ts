import { ERRORS } from '@photostudy/contracts';
import type { LocaleTexts } from '../../lib/i18n';

/**
 * English texts of the parents' offer page (the `parents` namespace). The offer's own title and lines come from the
 * server in the interface language; these are the page's controls. The phone message is the spec's, word for word.
 */
export const parentsEn = {
  loading: 'Loading the offer...',
  phoneLabel: "Parent's phone number",
  phoneHint: 'Ten digits. The +1 is added for you.',
  phonePlaceholder: '5551234567',
  invalidPhone: ERRORS.INVALID_PHONE.message,
  accept: 'Accept',
  decline: 'No, thanks',
};

/** Spanish texts of the parents' offer page: every key of the English ones. */
export const parentsEs: LocaleTexts<typeof parentsEn> = {
  loading: 'Cargando la oferta...',
  phoneLabel: 'Teléfono de la madre, el padre o el tutor',
  phoneHint: 'Diez dígitos. El +1 se agrega por ti.',
  phonePlaceholder: '5551234567',
  invalidPhone: 'Has introducido un número de teléfono no válido. Inténtalo de nuevo.',
  accept: 'Aceptar',
  decline: 'No, gracias',
};
