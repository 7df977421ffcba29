import type { SandboxCard } from '../../lib/api';

/** What the student typed in the sandbox card-entry form. */
export interface CardFormValues {
  number: string;
  /** MM/YY. */
  expiry: string;
  cvv: string;
  postalCode: string;
}

/** A field of the form. */
export type CardField = keyof CardFormValues;

/** The locale key (under `storefront.entry.errors`) of each field's error. */
export type CardFieldError = 'number' | 'expiry' | 'expired' | 'cvv' | 'postalCode';

/** An empty form. */
export const EMPTY_CARD_FORM: CardFormValues = { number: '', expiry: '', cvv: '', postalCode: '' };

const MAX_CARD_DIGITS = 19;
const MIN_CARD_DIGITS = 12;

function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** The card number as typed: digits only, in groups of four, at most 19 digits. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, MAX_CARD_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed: MM/YY, the slash added after the month. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The Luhn checksum every card number carries (the test cards too), so a typo is caught before a round trip. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Month and four-digit year of a MM/YY expiry, or null when it is not one. */
export function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** The errors of the form, by field; empty when it can be sent. A card is valid through the last day of its month. */
export function validateCardForm(values: CardFormValues, now: Date): Partial<Record<CardField, CardFieldError>> {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  const number = digitsOf(values.number);
  if (number.length < MIN_CARD_DIGITS || number.length > MAX_CARD_DIGITS || !passesLuhn(number)) errors.number = 'number';
  const expiry = parseExpiry(values.expiry);
  if (!expiry) errors.expiry = 'expiry';
  else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1) errors.expiry = 'expired';
  if (!/^\d{3,4}$/.test(values.cvv.trim())) errors.cvv = 'cvv';
  if (!/^[A-Za-z0-9 -]{0,16}$/.test(values.postalCode.trim())) errors.postalCode = 'postalCode';
  return errors;
}

/** The `POST /api/payments/sandbox-cards` payload of a valid form. */
export function toSandboxCard(values: CardFormValues, clientToken: string): SandboxCard {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) throw new Error('toSandboxCard needs a validated form');
  const postalCode = values.postalCode.trim();
  return {
    clientToken,
    number: digitsOf(values.number),
    expirationMonth: expiry.month,
    expirationYear: expiry.year,
    cvv: values.cvv.trim(),
    ...(postalCode ? { postalCode } : {}),
  };
}

/** Maps the server's VALIDATION_FAILED field names (camelCased by the client) to the form's fields. */
export function serverFieldErrors(fields: Record<string, string>): Partial<Record<CardField, CardFieldError>> {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  if (fields.number) errors.number = 'number';
  if (fields.expirationMonth || fields.expirationYear) errors.expiry = 'expiry';
  if (fields.cvv) errors.cvv = 'cvv';
  if (fields.postalCode) errors.postalCode = 'postalCode';
  return errors;
}
