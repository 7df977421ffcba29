import { ERRORS, OPEN_ASK_FLOW_STORE } from '@photostudy/contracts';
import { type AppError, appError } from '../../errors/app-error';

/** A language of the Writing track's server texts. */
type Language = 'en' | 'es';

const TEXTS = {
  en: {
    outOfCreditsTitle: 'Out of Writing credits',
    outOfCredits: 'You have no Writing credits left. Visit the store to get more.',
    outOfCreditsChild: 'You have no Writing credits left. Please ask your administrator for more.',
    goToStore: 'Go to Store',
    ok: 'OK',
    writingNotEnabled: 'Writing is not enabled for this account.',
    notAWriter: 'Only writers (experts with the Writing subject) may do this.',
    childEmail: 'User ID accounts cannot send the review to another email address.',
    reviewType: 'Please upload the reviewed file as a docx.',
    reviewRequired: 'Attach the reviewed file (docx).',
    notOpen: 'This Writing problem is no longer open.',
    inProgressTitle: ERRORS.WRITING_IN_PROGRESS.title,
    inProgress: ERRORS.WRITING_IN_PROGRESS.message,
    weeklyTitle: ERRORS.WEEKLY_LIMITATION.title,
    weekly: ERRORS.WEEKLY_LIMITATION.message,
    monthlyTitle: ERRORS.MONTHLY_LIMITATION.title,
    monthly: ERRORS.MONTHLY_LIMITATION.message,
  },
  es: {
    outOfCreditsTitle: 'Sin créditos de Writing',
    outOfCredits: 'No te quedan créditos de Writing. Visita la tienda para conseguir más.',
    outOfCreditsChild: 'No te quedan créditos de Writing. Pide más a tu administrador.',
    goToStore: 'Ir a la tienda',
    ok: 'Aceptar',
    writingNotEnabled: 'Writing no está activado para esta cuenta.',
    notAWriter: 'Solo los redactores (expertos con la materia Writing) pueden hacer esto.',
    childEmail: 'Las cuentas con ID de usuario no pueden enviar la revisión a otro correo.',
    reviewType: 'Sube el archivo revisado en formato docx.',
    reviewRequired: 'Adjunta el archivo revisado (docx).',
    notOpen: 'Este problema de Writing ya no está abierto.',
    inProgressTitle: 'Sesión en curso',
    inProgress: 'Solo puedes enviar un problema de Writing a la vez. Espera a que el experto revise tu envío antes de enviar uno nuevo.',
    weeklyTitle: 'Límite semanal alcanzado',
    weekly: '¡Vaya! Alcanzaste tu límite semanal de problemas de Writing. Puedes seguir enviando problemas de otras materias disponibles.',
    monthlyTitle: 'Límite mensual alcanzado',
    monthly: 'Límite mensual alcanzado',
  },
} as const;

/** The Writing texts in an account's language (anything but Spanish is English). */
export function writingTexts(language: string | null | undefined): (typeof TEXTS)[Language] {
  return TEXTS[language === 'es' ? 'es' : 'en'];
}

/**
 * Out of Writing credits: 30400 with the store action (the STEM ask's modal, with Writing's words), or 30402 (no
 * store, not closable) for User-ID accounts, in the account's language.
 */
export function outOfCreditsError(authType: string, language: string | null | undefined): AppError {
  const t = writingTexts(language);
  if (authType === 'user_id')
    return appError('OUT_OF_BALANCE_COPPA', {
      message: t.outOfCreditsChild,
      title: t.outOfCreditsTitle,
      body: t.outOfCreditsChild,
      action_text: t.ok,
    });
  return appError('OUT_OF_BALANCE', {
    message: t.outOfCredits,
    title: t.outOfCreditsTitle,
    body: t.outOfCredits,
    action: OPEN_ASK_FLOW_STORE,
    action_text: t.goToStore,
  });
}

/**
 * The one-open and limit refusals with the spec's texts (section 8) in the account's language; `extras` carry what
 * the client may show beside them (the open problem, when the limit resets).
 */
export function blockedError(
  block: 'WRITING_IN_PROGRESS' | 'WEEKLY_LIMITATION' | 'MONTHLY_LIMITATION',
  language: string | null | undefined,
  extras: Record<string, unknown>,
): AppError {
  const t = writingTexts(language);
  const [title, message] =
    block === 'WRITING_IN_PROGRESS'
      ? [t.inProgressTitle, t.inProgress]
      : block === 'WEEKLY_LIMITATION'
        ? [t.weeklyTitle, t.weekly]
        : [t.monthlyTitle, t.monthly];
  return appError(block, { ...extras, message, title });
}
