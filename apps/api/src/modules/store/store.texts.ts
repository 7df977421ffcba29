/** The store's own texts in the status bundle, in the account's language (en, es). */
type Language = 'en' | 'es';

const TEXTS = {
  en: {
    bannerTitle: 'Get more sessions',
    bannerSubtitle: 'Learn with a live expert anytime',
    renewsOn: (date: string) => `Renews on ${date}`,
    endsOn: (date: string) => `Ends on ${date}`,
    ended: (date: string) => `Your plan ended on ${date}. Turn on auto-renew to renew it.`,
    cardEnding: (brand: string, last4: string) => `${brand} ending in ${last4}`,
  },
  es: {
    bannerTitle: 'Consigue más sesiones',
    bannerSubtitle: 'Aprende con un experto en vivo cuando quieras',
    renewsOn: (date: string) => `Se renueva el ${date}`,
    endsOn: (date: string) => `Termina el ${date}`,
    ended: (date: string) => `Tu plan terminó el ${date}. Activa la renovación automática para renovarlo.`,
    cardEnding: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
  },
} as const;

/** A language of the store's texts. */
export type StoreLanguage = Language;

/** The account language as the store speaks it (anything but Spanish is English). */
export function storeLanguage(language: string | null | undefined): Language {
  return language === 'es' ? 'es' : 'en';
}

/** The storefront banner's title and subtitle. */
export function bannerTexts(language: Language): { title: string; subtitle: string } {
  return { title: TEXTS[language].bannerTitle, subtitle: TEXTS[language].bannerSubtitle };
}

function longDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** The subscription view's subtitle: when it renews, when it ends, or that it ended. */
export function subscriptionSubtitle(sub: { autoRenew: boolean; currentPeriodEnd: Date }, now: Date, language: Language): string {
  const date = longDate(sub.currentPeriodEnd, language);
  if (sub.autoRenew) return TEXTS[language].renewsOn(date);
  return sub.currentPeriodEnd <= now ? TEXTS[language].ended(date) : TEXTS[language].endsOn(date);
}

/** How a card on file reads: 'Visa ending in 1111'. */
export function cardText(brand: string, last4: string, language: Language): string {
  return TEXTS[language].cardEnding(brand, last4);
}
