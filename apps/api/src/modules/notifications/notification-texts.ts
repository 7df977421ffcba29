import type { DomainEventMap } from '../../core/domain-events';

/** A language of the notification texts. */
type Language = 'en' | 'es';

type Completed = DomainEventMap['purchase.completed'];

const TEXTS = {
  en: {
    purchased: (e: Completed) => `Thank you for your purchase! ${e.description} has been added to your balance.`,
    renewed: (e: Completed) => `Your ${e.description} has renewed: this month's sessions have been added to your balance.`,
    renewalFailed: (description: string) =>
      `We could not renew your ${description}: the payment did not go through. Auto-renew is now off; turn it on in the Store to try again.`,
    writingDelivered: 'Your Writing review is ready. Open My Sessions to download it, and check your email to rate it.',
    writingRefunded: 'We could not review your Writing problem in time, so your Writing credit was returned to your balance.',
  },
  es: {
    purchased: (e: Completed) => `¡Gracias por tu compra! ${e.description} se añadió a tu saldo.`,
    renewed: (e: Completed) => `Tu ${e.description} se renovó: las sesiones de este mes se añadieron a tu saldo.`,
    renewalFailed: (description: string) =>
      `No pudimos renovar tu ${description}: el pago no se completó. La renovación automática está desactivada; actívala en la Tienda para intentarlo de nuevo.`,
    writingDelivered: 'Tu revisión de Writing está lista. Abre Mis sesiones para descargarla y revisa tu correo para calificarla.',
    writingRefunded: 'No pudimos revisar tu problema de Writing a tiempo, así que devolvimos tu crédito de Writing a tu saldo.',
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
