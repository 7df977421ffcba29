/**
 * The test cards the built-in sandbox accepts, as Braintree's sandbox documents them: two that succeed and
 * one the processor declines at charge time. Any other number that passes the Luhn check is refused (40401).
 */
const TEST_CARDS: Record<string, { cardType: string; isDeclined: boolean }> = {
  '4111111111111111': { cardType: 'Visa', isDeclined: false },
  '5555555555554444': { cardType: 'MasterCard', isDeclined: false },
  '4000111111111115': { cardType: 'Visa', isDeclined: true },
};

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Whether a card is still valid at `now`: it expires at the end of its expiry month (UTC). */
export function isUnexpired(month: number, year: number, now: Date): boolean {
  return Date.UTC(year, month, 1) > now.getTime();
}

/** What a card number is to the sandbox: a test card, a well-formed unknown card, or not a card number at all. */
export type CardCheck =
  { kind: 'test_card'; cardType: string; last4: string; isDeclined: boolean } | { kind: 'unknown_card' } | { kind: 'bad_number' };

/** Checks a card number (digits only) against the Luhn sum and the test cards. */
export function checkCardNumber(digits: string): CardCheck {
  if (!passesLuhn(digits)) return { kind: 'bad_number' };
  const card = TEST_CARDS[digits];
  if (!card) return { kind: 'unknown_card' };
  return { kind: 'test_card', cardType: card.cardType, last4: digits.slice(-4), isDeclined: card.isDeclined };
}
