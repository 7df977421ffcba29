import type { DomainEventMap } from '../../core/domain-events';

/** A language of the notification texts. */
type Language = 'en' | 'es';

type Completed = DomainEventMap['purchase.completed'];

/** How a session the student did not end themselves ended, as the notification tells it. */
export type SessionEndOutcome = 'rate' | 'refunded' | 'ended';

const TEXTS = {
  en: {
    purchased: (e: Completed) => `Thank you for your purchase! ${e.description} has been added to your balance.`,
    renewed: (e: Completed) => `Your ${e.description} has renewed: this month's sessions have been added to your balance.`,
    renewalFailed: (description: string) =>
      `We could not renew your ${description}: the payment did not go through. Auto-renew is now off; turn it on in the Store to try again.`,
    writingDelivered: 'Your Writing review is ready. Open My Sessions to download it, and check your email to rate it.',
    writingRefunded: 'We could not review your Writing problem in time, so your Writing credit was returned to your balance.',
    expertFallback: 'your expert',
    sessionEnded: {
      rate: (expert: string) => `Your session with ${expert} has ended. Open it to rate your expert.`,
      refunded: (expert: string) => `Your session with ${expert} ended before an answer, so the session was returned to your balance.`,
      ended: (expert: string) => `Your session with ${expert} has ended.`,
    },
    matchFailed: {
      refunded: 'No expert was available for your question, so the session was returned to your balance. Please try again.',
      free: 'No expert was available for your question. Please try again.',
    },
    suggestion: (expert: string) => `${expert} sent you options to choose from. Open the session to answer.`,
    parentsOffer: (sessions: number) =>
      `Your parent accepted the offer: ${sessions} free ${sessions === 1 ? 'session was' : 'sessions were'} added to your balance.`,
  },
  es: {
    purchased: (e: Completed) => `¡Gracias por tu compra! ${e.description} se añadió a tu saldo.`,
    renewed: (e: Completed) => `Tu ${e.description} se renovó: las sesiones de este mes se añadieron a tu saldo.`,
    renewalFailed: (description: string) =>
      `No pudimos renovar tu ${description}: el pago no se completó. La renovación automática está desactivada; actívala en la Tienda para intentarlo de nuevo.`,
    writingDelivered: 'Tu revisión de Writing está lista. Abre Mis sesiones para descargarla y revisa tu correo para calificarla.',
    writingRefunded: 'No pudimos revisar tu problema de Writing a tiempo, así que devolvimos tu crédito de Writing a tu saldo.',
    expertFallback: 'tu experto',
    sessionEnded: {
      rate: (expert: string) => `Tu sesión con ${expert} terminó. Ábrela para calificar a tu experto.`,
      refunded: (expert: string) => `Tu sesión con ${expert} terminó antes de una respuesta, así que devolvimos la sesión a tu saldo.`,
      ended: (expert: string) => `Tu sesión con ${expert} terminó.`,
    },
    matchFailed: {
      refunded: 'No había ningún experto disponible para tu pregunta, así que devolvimos la sesión a tu saldo. Inténtalo de nuevo.',
      free: 'No había ningún experto disponible para tu pregunta. Inténtalo de nuevo.',
    },
    suggestion: (expert: string) => `${expert} te envió opciones para elegir. Abre la sesión para responder.`,
    parentsOffer: (sessions: number) =>
      `Tu padre, madre o tutor aceptó la oferta: ${sessions === 1 ? 'se añadió 1 sesión gratis' : `se añadieron ${sessions} sesiones gratis`} a tu saldo.`,
  },
} as const;

function languageOf(language: string | null | undefined): Language {
  return language === 'es' ? 'es' : 'en';
}

/** The notification of a completed purchase or renewal, in the account's language. */
export function purchaseMessage(event: Completed, language: string | null | undefined): string {
  const texts = TEXTS[languageOf(language)];
  return event.kind === 'renewal' ? texts.renewed(event) : texts.purchased(event);
}

/** The notification of a failed renewal, in the account's language. */
export function renewalFailedMessage(description: string, language: string | null | undefined): string {
  return TEXTS[languageOf(language)].renewalFailed(description);
}

/** The notification of a Writing review that was delivered, or refunded because nobody delivered it in time. */
export function writingMessage(outcome: 'delivered' | 'refunded', language: string | null | undefined): string {
  const texts = TEXTS[languageOf(language)];
  return outcome === 'delivered' ? texts.writingDelivered : texts.writingRefunded;
}

/** The notification of a session that ended without the student ending it; `expert` null names no one. */
export function sessionEndedMessage(outcome: SessionEndOutcome, expert: string | null, language: string | null | undefined): string {
  const texts = TEXTS[languageOf(language)];
  return texts.sessionEnded[outcome](expert ?? texts.expertFallback);
}

/** The notification of a question nobody claimed in time. */
export function matchFailedMessage(refunded: boolean, language: string | null | undefined): string {
  const texts = TEXTS[languageOf(language)];
  return refunded ? texts.matchFailed.refunded : texts.matchFailed.free;
}

/** The notification of an expert's suggestion waiting for the student's choice. */
export function suggestionMessage(expert: string | null, language: string | null | undefined): string {
  const texts = TEXTS[languageOf(language)];
  // The sentence starts with the name: capitalise the fallback there.
  const name = expert ?? texts.expertFallback.charAt(0).toUpperCase() + texts.expertFallback.slice(1);
  return texts.suggestion(name);
}

/** The notification of a parents' offer accepted, with the sessions it granted. */
export function parentsOfferMessage(sessions: number, language: string | null | undefined): string {
  return TEXTS[languageOf(language)].parentsOffer(sessions);
}
