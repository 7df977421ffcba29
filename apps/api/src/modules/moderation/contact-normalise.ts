/**
 * Turns written-out contact details into symbols before detection: digits written in English or Spanish words
 * ('four one five', 'oh', 'double five', 'cincuenta y cinco'), 'at'/'arroba', 'dot'/'punto', 'underscore'/'guion
 * bajo', 'dash', 'slash', 'plus'/'más' and their bracketed forms ('(at)', '[dot]'). Every character of the result
 * keeps the span of the source it came from, so a finding in the normalised text masks the right original words.
 * Pure; no I/O.
 */

/** The normalised text and, for each of its characters, the source span and whether it was written in words. */
export interface NormalisedText {
  /** What was normalised. */
  source: string;
  text: string;
  from: number[];
  to: number[];
  written: boolean[];
}

// Words in counting order, each mapped to its number ('cero uno dos' from 0 -> cero: '0', uno: '1', dos: '2').
function counting(words: string, first: number): Record<string, string> {
  return Object.fromEntries(words.split(' ').map((word, i) => [word, String(first + i)]));
}

const UNITS = {
  ...counting('zero one two three four five six seven eight nine', 0),
  ...counting('cero uno dos tres cuatro cinco seis siete ocho nueve', 0),
};
const TEENS = {
  ...counting('ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen', 10),
  ...counting(
    'diez once doce trece catorce quince dieciseis diecisiete dieciocho diecinueve veinte veintiuno veintidos veintitres veinticuatro veinticinco veintiseis veintisiete veintiocho veintinueve',
    10,
  ),
};
// The tens digit: 'twenty' 2, 'cincuenta' 5 ('veinte' is with the teens: Spanish writes 'veintidós' in one word).
const TENS = {
  ...counting('twenty thirty forty fifty sixty seventy eighty ninety', 2),
  ...counting('treinta cuarenta cincuenta sesenta setenta ochenta noventa', 3),
};
const ZEROS: Record<string, string> = { hundred: '00', thousand: '000' };
const REPEATS: Record<string, number> = { double: 2, doble: 2, triple: 3 };
const PLUS = new Set(['plus', 'mas']);
// Symbols spelled out; 'at' only before a word ('at 5' stays), the others between two words or numbers.
const SYMBOLS: Record<string, string> = {
  at: '@',
  arroba: '@',
  dot: '.',
  punto: '.',
  underscore: '_',
  dash: '-',
  hyphen: '-',
  guion: '-',
  slash: '/',
  barra: '/',
};
// 'fouronefive', 'cincocinco': a word made only of digit words.
const GLUED = new RegExp(`^(?:${[...Object.keys(UNITS), 'oh'].join('|')}){2,}$`);
const GLUED_PART = new RegExp(`${[...Object.keys(UNITS), 'oh'].join('|')}`, 'g');
// Letters, digits, spaces or one other character, told apart by the group that matched.
const TOKEN = /(\p{L}+)|(\d+)|(\s+)|[^]/gu;
const OPEN = new Set(['(', '[', '{']);
const CLOSE = new Set([')', ']', '}']);

type TokenType = 'word' | 'num' | 'space' | 'mark';
interface Token {
  text: string;
  key: string;
  type: TokenType;
  start: number;
  end: number;
}

const NOT_ASCII = /[\u0080-\uffff]/;
const MARKS = /[\u0300-\u036f]/g;

function fold(word: string): string {
  const lower = word.toLowerCase();
  return NOT_ASCII.test(lower) ? lower.normalize('NFD').replace(MARKS, '') : lower;
}

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(source); m; m = TOKEN.exec(source)) {
    const text = m[0];
    const type: TokenType = m[1] ? 'word' : m[2] ? 'num' : m[3] ? 'space' : 'mark';
    tokens.push({ text, key: type === 'word' ? fold(text) : text, type, start: m.index, end: m.index + text.length });
  }
  return tokens;
}

function digitWord(t: Token | undefined): boolean {
  return t !== undefined && t.type === 'word' && (t.key in UNITS || t.key in TEENS || t.key in TENS || t.key === 'oh' || GLUED.test(t.key));
}

function alnum(t: Token | undefined): boolean {
  return t !== undefined && (t.type === 'word' || t.type === 'num');
}

class Writer {
  readonly out: NormalisedText;
  constructor(source: string) {
    this.out = { source, text: '', from: [], to: [], written: [] };
  }

  private chars: string[] = [];
  /** Whether the last thing emitted (spaces aside) is a digit. */
  lastDigit = false;
  skipSpaces = false;

  emit(text: string, start: number, end: number, written: boolean, space = false): void {
    // Copied text maps character by character; a converted word maps every character to the whole word.
    const copied = !written && end - start === text.length;
    for (let i = 0; i < text.length; i++) {
      this.chars.push(text[i] ?? '');
      this.out.from.push(copied ? start + i : start);
      this.out.to.push(copied ? start + i + 1 : end);
      this.out.written.push(written);
    }
    if (!space) {
      const last = text.charCodeAt(text.length - 1);
      this.lastDigit = last >= 48 && last <= 57;
    }
  }

  /** Drops the spaces emitted last ('jane @' -> 'jane@'). */
  trimEnd(): void {
    while (this.chars.length > 0 && /\s/.test(this.chars[this.chars.length - 1] ?? '')) {
      this.chars.pop();
      this.out.from.pop();
      this.out.to.pop();
      this.out.written.pop();
    }
  }

  /** A symbol that joins its neighbours: no spaces on either side. */
  join(symbol: string, start: number, end: number, written: boolean): void {
    this.trimEnd();
    this.emit(symbol, start, end, written);
    this.skipSpaces = true;
  }

  result(): NormalisedText {
    this.out.text = this.chars.join('');
    return this.out;
  }
}

/** Normalises `source` (see the module comment). */
export function normaliseContactText(source: string): NormalisedText {
  const tokens = tokenize(source);
  const w = new Writer(source);
  // The next and previous tokens that are not spaces.
  const next = (i: number) => {
    let j = i + 1;
    while (tokens[j]?.type === 'space') j++;
    return j;
  };
  const prev = (i: number) => {
    let j = i - 1;
    while (tokens[j]?.type === 'space') j--;
    return j;
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.type === 'space') {
      if (!w.skipSpaces) w.emit(t.text, t.start, t.end, false, true);
      continue;
    }
    w.skipSpaces = false;
    const before = tokens[prev(i)];
    const n = next(i);
    const after = tokens[n];

    if (t.type === 'mark') {
      // '(at)', '[dot]', '{arroba}'.
      const inner = tokens[next(i)];
      const close = tokens[next(next(i))];
      if (OPEN.has(t.text) && inner?.type === 'word' && close && CLOSE.has(close.text)) {
        const symbol = SYMBOLS[inner.key];
        if (symbol === '@' || symbol === '.') {
          w.join(symbol, t.start, close.end, true);
          i = next(next(i));
          continue;
        }
      }
      // 'jane @ gmail', 'gmail . com' (a sentence's full stop has no space before it).
      const spacedDot = t.text === '.' && tokens[i - 1]?.type === 'space' && tokens[i + 1]?.type === 'space';
      if ((t.text === '@' || spacedDot) && alnum(before) && alnum(after)) {
        w.join(t.text, t.start, t.end, false);
        continue;
      }
      w.emit(t.text, t.start, t.end, false);
      continue;
    }

    if (t.type === 'num') {
      w.emit(t.text, t.start, t.end, false);
      continue;
    }

    const key = t.key;
    // 'o134', '415 555 O1 34': a letter o glued to digits is a zero.
    if (key === 'o' && (tokens[i - 1]?.type === 'num' || tokens[i + 1]?.type === 'num')) {
      w.emit('0', t.start, t.end, true);
      continue;
    }
    if (key in UNITS || key in TEENS) {
      w.emit(UNITS[key] ?? TEENS[key] ?? '', t.start, t.end, true);
      continue;
    }
    if (key in TENS) {
      // 'twenty-three', 'twenty three', 'cincuenta y cinco'.
      const tens = TENS[key] ?? '';
      const dash = tokens[i + 1]?.text === '-' ? i + 2 : -1;
      const y = after?.key === 'y' ? next(n) : -1;
      const unitAt = dash > 0 ? dash : y > 0 ? y : after?.type === 'word' ? n : -1;
      const unit = tokens[unitAt];
      if (unit && unit.key in UNITS && unit.key !== 'zero' && unit.key !== 'cero') {
        w.emit(`${tens}${UNITS[unit.key]}`, t.start, unit.end, true);
        i = unitAt;
      } else {
        w.emit(`${tens}0`, t.start, t.end, true);
      }
      continue;
    }
    if (key === 'oh' && (w.lastDigit || after?.type === 'num' || digitWord(after))) {
      w.emit('0', t.start, t.end, true);
      continue;
    }
    if (GLUED.test(key)) {
      const digits = (key.match(GLUED_PART) ?? []).map((part) => UNITS[part] ?? '0').join('');
      w.emit(digits, t.start, t.end, true);
      continue;
    }
    if (key in REPEATS && after && (after.key in UNITS || /^\d$/.test(after.text))) {
      const digit = UNITS[after.key] ?? after.text;
      w.emit(digit.repeat(REPEATS[key] ?? 1), t.start, after.end, true);
      i = n;
      continue;
    }
    if (key in ZEROS && w.lastDigit) {
      w.trimEnd();
      w.emit(ZEROS[key] ?? '', t.start, t.end, true);
      continue;
    }
    if (PLUS.has(key) && !w.lastDigit && (after?.type === 'num' || digitWord(after))) {
      w.emit('+', t.start, t.end, true);
      w.skipSpaces = true;
      continue;
    }
    // 'guion bajo' / 'guión bajo' is an underscore.
    if (key === 'guion' && after?.key === 'bajo' && alnum(before) && alnum(tokens[next(n)])) {
      w.join('_', t.start, after.end, true);
      i = n;
      continue;
    }
    const symbol = SYMBOLS[key];
    if (symbol && alnum(before) && (key === 'at' ? after?.type === 'word' : alnum(after))) {
      w.join(symbol, t.start, t.end, true);
      continue;
    }
    w.emit(t.text, t.start, t.end, false);
  }
  return w.result();
}
