import type { InterfaceLanguage } from '../../core/language';

/** The force-logout modal an open app shows once its account asked for deletion (the tokens were revoked). */
export function signedOutForDeletion(language: InterfaceLanguage): { title: string; body: string; actionText: string } {
  return language === 'es'
    ? {
        title: 'Eliminación de datos solicitada',
        body: 'Tu cuenta y sus datos se están eliminando. Se cerró tu sesión en todos los dispositivos.',
        actionText: 'OK',
      }
    : {
        title: 'Data deletion requested',
        body: 'Your account and its data are being deleted. You have been signed out on every device.',
        actionText: 'OK',
      };
}
