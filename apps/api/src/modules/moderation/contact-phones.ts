/**
 * Decides whether a run of digits in normalised chat text (see contact-normalise.ts) is a phone number.
 * Shapes that are math (decimals, counting sequences, thousands groups, binary, a number beside '=' or '×') pass;
 * the rest is checked with libphonenumber-js (full metadata) for the product's countries and their neighbours.
 * Pure; no I/O.
 */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A candidate run in the normalised text, with a little context on either side. */
export interface DigitRun {
  text: string;
  /** Some of its digits were written in words. */
  written: boolean;
  before: string;
  after: string;
  /** A window of a longer run: only a phone's own shapes count, not a national number's validity alone. */
  window?: boolean;
}

// 10-digit national numbers of the Americas and India; Spain's 9; a leading trunk '0' in Europe, India, Latin America.
const TEN_DIGITS: CountryCode[] = ['US', 'MX', 'CO', 'IN', 'BR', 'AR'];
const CONTIGUOUS_TEN: CountryCode[] = ['US', 'MX'];
const TRUNK_ZERO: CountryCode[] = ['GB', 'FR', 'DE', 'IN', 'AR', 'BR', 'MX'];
const ELEVEN_DIGITS: CountryCode[] = ['US', 'BR', 'MX'];

const MATH_BEFORE = /[=×*÷^<>≈≤≥]\s*$/;
const MATH_AFTER = /^\s*(?:[=×*÷^%²³]|x\s*10\b)/;

// A North American number: area code and exchange both start with 2-9 (checked before the costlier parse).
const NANP = /^1?[2-9]\d\d[2-9]\d{6}$/;

function valid(digits: string, countries: CountryCode[]): boolean {
  return countries.some(
    (country) => (country !== 'US' || NANP.test(digits)) && parsePhoneNumberFromString(digits, country)?.isValid() === true,
  );
}

// Digits that begin with a country code ('52 55 1234 5678' written without its '+').
function international(digits: string): boolean {
  return parsePhoneNumberFromString(`+${digits}`)?.isValid() === true;
}

// 1 2 3 4 5 6 7 / 2 4 6 8 10 12 / 9 8 7 6 5 4: counting, not a number to call.
function isProgression(values: number[]): boolean {
  if (values.length < 4) return false;
  const step = (values[1] ?? 0) - (values[0] ?? 0);
  if (step === 0) return false;
  return values.every((v, i) => i === 0 || v - (values[i - 1] ?? 0) === step);
}

// '1234567890', '9876543' written in one piece: consecutive digits (wrapping 9 -> 0).
function isDigitStaircase(digits: string): boolean {
  if (digits.length < 7) return false;
  const step = (Number(digits[1]) - Number(digits[0]) + 10) % 10;
  if (step !== 1 && step !== 9) return false;
  for (let i = 1; i < digits.length; i++) if ((Number(digits[i]) - Number(digits[i - 1]) + 10) % 10 !== step) return false;
  return true;
}

// A run of 7 to 15 digits without the '+' of a country code: is it a number of one of the countries we expect?
function nationalNumber(digits: string, contiguous: boolean, thousands: boolean): boolean {
  const d = digits.length;
  if (d === 9) return valid(digits, ['ES']);
  if (thousands) return false;
  if (digits.startsWith('0')) return d >= 10 && d <= 12 && valid(digits, TRUNK_ZERO);
  if (d === 10) return valid(digits, contiguous ? CONTIGUOUS_TEN : TEN_DIGITS);
  if (d === 11) return valid(digits, ELEVEN_DIGITS) || (!contiguous && international(digits));
  return d >= 12 && !contiguous && international(digits);
}

// The original rule for typed numbers: 10 to 15 digits in groups of 2+ (a country code after '+' may be shorter),
// ending in a group of 3+ digits unless written with '+' or '(area code)'.
function groupedLikePhone(run: string, groups: string[], digits: string): boolean {
  if (digits.length < 10 || groups.length < 2 || groups.length > 6) return false;
  const plus = run.trimStart().startsWith('+');
  if (!groups.every((g, i) => g.length >= 2 || (i === 0 && plus))) return false;
  const last = groups[groups.length - 1] ?? '';
  return plus || last.length >= 4 || /\(\d{3}\)/.test(run);
}

/** 'phone' for a phone number, 'digits' for a run the child rule masks, else null. */
export function classifyRun(run: DigitRun, strict: boolean): 'phone' | 'digits' | null {
  const groups = run.text.match(/\d+/g) ?? [];
  const digits = groups.join('');
  const d = digits.length;
  if (d < 7 || d > 15) return null;
  if (MATH_BEFORE.test(run.before) || MATH_AFTER.test(run.after)) return null;
  if (isProgression(groups.map(Number)) || (groups.length === 1 && isDigitStaircase(digits)) || /^[01]{8,}$/.test(digits)) return null;
  const plus = run.text.trimStart().startsWith('+');
  const separators =
    run.text
      .trim()
      .replace(/^\+/, '')
      .match(/[^\d]+/g) ?? [];
  if (plus) {
    if (parsePhoneNumberFromString(`+${digits}`)?.isPossible() === true) return 'phone';
    return d >= 10 ? 'phone' : null;
  }
  if (!run.written) {
    // 3.14159265, 1.602 176 634: a decimal.
    if (separators[0]?.trim() === '.' && separators.filter((s) => s.includes('.')).length === 1) return null;
    // 4 8 15 16 23 42, 0-306-40615-2: typed phone numbers are grouped in 2+ digits, or spaced out digit by digit.
    if (groups.slice(1).some((g) => g.length === 1) && groups.some((g) => g.length > 1)) return null;
  }
  const thousands =
    groups.length >= 3 && (groups[0]?.length ?? 0) <= 3 && groups.slice(1).every((g) => g.length === 3) && new Set(separators).size === 1;
  if (!thousands && groupedLikePhone(run.text, groups, digits)) return 'phone';
  // Ten or more digits written out in words: nobody writes math like that.
  if (run.written && d >= 10) return 'phone';
  if (run.window && groups.length > 1) return null;
  if (nationalNumber(digits, groups.length === 1, thousands)) return 'phone';
  return strict && run.written ? 'digits' : null;
}
