import type { InterfaceLanguage } from '../../core/language';

/** What a view or a text needs to name: the child (first name, or null) and the offer's sessions. */
interface OfferFacts {
  childFirstName: string | null;
  sessions: number;
}

/** The page's texts of one view (`title`, `body` lines, `sub_body`). */
export interface OptingTexts {
  title: string;
  body: string[];
  subBody: string;
}

const sessionsEn = (n: number) => (n === 1 ? '1 free tutoring session' : `${n} free tutoring sessions`);
const sessionsEs = (n: number) => (n === 1 ? '1 sesión de tutoría gratis' : `${n} sesiones de tutoría gratis`);
const childEn = (f: OfferFacts) => f.childFirstName ?? 'your child';
const childEs = (f: OfferFacts) => f.childFirstName ?? 'tu hijo o hija';
const accountOfEn = (f: OfferFacts) => (f.childFirstName ? `${f.childFirstName}'s account` : "your child's account");
const accountOfEs = (f: OfferFacts) => `la cuenta de ${childEs(f)}`;

const VIEWS: Record<InterfaceLanguage, Record<'optin' | 'accepted' | 'refused', (f: OfferFacts) => OptingTexts>> = {
  en: {
    optin: (f) => ({
      title: 'A gift of free sessions',
      body: [
        `We would like to give ${childEn(f)} ${sessionsEn(f.sessions)} on PhotoStudy, with live experts in math, science and business.`,
        'Enter your phone number and accept to add them to the account.',
      ],
      subBody: 'We will text you a confirmation. Message and data rates may apply.',
    }),
    accepted: (f) => ({
      title: 'Thank you!',
      body: [`${cap(sessionsEn(f.sessions))} ${f.sessions === 1 ? 'was' : 'were'} added to ${accountOfEn(f)}.`],
      subBody: 'You can close this page.',
    }),
    refused: () => ({
      title: 'No problem',
      body: ['You declined the offer. Nothing changes on the account.'],
      subBody: 'You can close this page.',
    }),
  },
  es: {
    optin: (f) => ({
      title: 'Un regalo de sesiones gratis',
      body: [
        `Queremos regalar a ${childEs(f)} ${sessionsEs(f.sessions)} en PhotoStudy, con expertos en vivo de matemáticas, ciencias y negocios.`,
        'Escribe tu número de teléfono y acepta para añadirlas a la cuenta.',
      ],
      subBody: 'Te enviaremos un mensaje de confirmación. Pueden aplicarse tarifas de mensajes y datos.',
    }),
    accepted: (f) => ({
      title: '¡Gracias!',
      body: [`Se ${f.sessions === 1 ? 'añadió' : 'añadieron'} ${sessionsEs(f.sessions)} a ${accountOfEs(f)}.`],
      subBody: 'Ya puedes cerrar esta página.',
    }),
    refused: () => ({
      title: 'Sin problema',
      body: ['Rechazaste la oferta. Nada cambia en la cuenta.'],
      subBody: 'Ya puedes cerrar esta página.',
    }),
  },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The texts of an offer's page in one language. */
export function optingTexts(language: InterfaceLanguage, type: 'optin' | 'accepted' | 'refused', facts: OfferFacts): OptingTexts {
  return VIEWS[language][type](facts);
}

/** The text that brings a parent the offer's link. */
export function offerSms(language: InterfaceLanguage, facts: OfferFacts, url: string): string {
  return language === 'es'
    ? `PhotoStudy: ${cap(childEs(facts))} puede recibir ${sessionsEs(facts.sessions)}. Acepta aquí: ${url}`
    : `PhotoStudy: ${cap(childEn(facts))} can get ${sessionsEn(facts.sessions)}. Accept here: ${url}`;
}

/** The text that confirms an accepted offer. */
export function acceptedSms(language: InterfaceLanguage, facts: OfferFacts): string {
  return language === 'es'
    ? `PhotoStudy: ¡gracias! Se ${facts.sessions === 1 ? 'añadió' : 'añadieron'} ${sessionsEs(facts.sessions)} a ${accountOfEs(facts)}.`
    : `PhotoStudy: thank you! ${cap(sessionsEn(facts.sessions))} ${facts.sessions === 1 ? 'was' : 'were'} added to ${accountOfEn(facts)}.`;
}
