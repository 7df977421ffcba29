import type { Dropin, DropinCreateOptions } from 'braintree-web-drop-in';
import stylesheetUrl from 'braintree-web-drop-in/dropin.css?url';

/** The id Drop-in looks for before it loads its stylesheet from Braintree's CDN. */
const DROPIN_STYLESHEET_ID = 'braintree-dropin-stylesheet';

/** The app's copy of Drop-in's stylesheet, linked once under the id Drop-in checks, so the CDN copy is not fetched. */
function linkStylesheet(): void {
  if (document.getElementById(DROPIN_STYLESHEET_ID)) return;
  const link = document.createElement('link');
  link.id = DROPIN_STYLESHEET_ID;
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  document.head.appendChild(link);
}

/** The Drop-in language of an app language. */
export function dropInLocale(language: string): string {
  return language.startsWith('es') ? 'es_ES' : 'en_US';
}

/**
 * Loads Braintree's Drop-in only when the Braintree gateway is in use (its own chunk) and creates it with the spec's
 * order: card first, then PayPal in the vault flow, so the method is kept for later purchases.
 */
export async function createDropIn(options: Pick<DropinCreateOptions, 'authorization' | 'container' | 'locale'>): Promise<Dropin> {
  const loaded = await import('braintree-web-drop-in');
  // A CommonJS package: depending on the bundler its exports arrive as named exports or as the default export.
  const dropin = typeof loaded.create === 'function' ? loaded : (loaded as unknown as { default: typeof loaded }).default;
  linkStylesheet();
  return dropin.create({
    ...options,
    paymentOptionPriority: ['card', 'paypal'],
    card: { cardholderName: false },
    paypal: { flow: 'vault' },
  });
}
