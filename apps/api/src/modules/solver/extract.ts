import { convertLatexToAsciiMath } from 'mathlive/ssr';

/** Longest math part the solver reads: mathsteps is synchronous, so long inputs are declined rather than risked. */
export const MAX_MATH_CHARS = 200;

/** Why a question's text did not give exactly one equation or expression in one variable. */
export type ExtractDeclineReason =
  | 'no-math'
  | 'several-problems'
  | 'mixed-text'
  | 'unreadable-latex'
  | 'too-long'
  | 'inequality'
  | 'plus-minus'
  | 'several-equals'
  | 'unsupported-symbol'
  | 'words'
  | 'reserved-letter'
  | 'ambiguous-number';

/** The single equation or expression found in a question's text. */
export interface ExtractedProblem {
  /** As read, in AsciiMath (for display and for Wolfram|Alpha). */
  readonly asciiMath: string;
  /** The formula editor's LaTeX, or null when the text was plain. */
  readonly latex: string | null;
  /** Every product written out (`2*x+5=17`): what mathjs reads. */
  readonly explicit: string;
  /** Number-letter products kept implicit (`2x+5=17`): what mathsteps reads, so that its steps print 2x, not 2·x. */
  readonly friendly: string;
}

/** The outcome of reading a question's text; a decline keeps the math part when one was isolated (for Wolfram). */
export type Extraction =
  | { readonly ok: true; readonly problem: ExtractedProblem }
  | { readonly ok: false; readonly reason: ExtractDeclineReason; readonly asciiMath: string | null; readonly latex: string | null };

const MATH_PIECE = /\$\$([\s\S]+?)\$\$|\$([^$]+?)\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]/g;
const TRIVIAL_PIECE = /^\s*(?:[a-zA-Z]|\d+(?:\.\d+)?)\s*$/;
const MIXED_NUMBER_TEX = /\d\s*\\[dt]?frac\s*\{\s*\d+\s*\}\s*\{\s*\d+\s*\}/;

// Words around the math in plain titles, stripped from the start ('Solve for x:', '¿Cuánto es', ...) and the end.
const NOT_LETTER = '(?![a-zA-ZáéíóúñÁÉÍÓÚÑ])';
const LEADING_WORDS = [
  new RegExp(`^(?:please|por\\s+favor)${NOT_LETTER}`, 'i'),
  new RegExp(
    "^(?:solve|simplify|expand|evaluate|calculate|compute|find|work\\s+out|what\\s+is|what's|resuelve|resolver|simplifica|" +
      `simplificar|desarrolla|calcula|calcular|eval[uú]a|halla|encuentra|cu[aá]nto\\s+es|cu[aá]l\\s+es|despeja)${NOT_LETTER}`,
    'i',
  ),
  new RegExp(`^(?:the|la|el|equation|expression|ecuaci[oó]n|expresi[oó]n|value\\s+of|valor\\s+de|in|en)${NOT_LETTER}`, 'i'),
  /^(?:for|para)\s+[a-zA-Z](?![a-zA-Z])/i,
  /^[a-zA-Z]\s*:/,
  /^[¿¡:,]+/,
];
const TRAILING_WORDS = [/[\s?¿!.:]+$/, /\s+(?:for|para)\s+[a-zA-Z]$/i, /\s*=\s*$/];

const UNICODE_MATH: ReadonlyArray<readonly [RegExp, string]> = [
  [/[−–—]/g, '-'],
  [/[×·∙⋅]/g, '*'],
  [/÷/g, '/'],
  [/-:/g, '/'],
  [/²/g, '^2'],
  [/³/g, '^3'],
  [/\u00a0/g, ' '],
];

function normalizeUnicode(text: string): string {
  return UNICODE_MATH.reduce((s, [from, to]) => s.replace(from, to), text);
}

function stripWords(text: string): string {
  let s = text.trim();
  for (let changed = true; changed;) {
    changed = false;
    for (const pattern of LEADING_WORDS) {
      const next = s.replace(pattern, '').trim();
      if (next !== s) [s, changed] = [next, true];
    }
    for (const pattern of TRAILING_WORDS) {
      const next = s.replace(pattern, '').trim();
      if (next !== s) [s, changed] = [next, true];
    }
  }
  return s;
}

function latexToAscii(latex: string): string | null {
  try {
    const ascii = convertLatexToAsciiMath(latex);
    return ascii.trim() ? ascii : null;
  } catch {
    return null;
  }
}

type TokenKind = 'num' | 'var' | 'op' | 'lp' | 'rp' | 'eq';
interface Token {
  readonly kind: TokenKind;
  readonly text: string;
}
const TOKEN = /\s*(?:(\d+(?:\.\d+)?|\.\d+)|([a-zA-Z]+)|([+\-*/^])|(\()|(\))|(=))/y;
const RESERVED_LETTERS = new Set(['e', 'E', 'i', 'I']);

function tokenize(math: string): Token[] | ExtractDeclineReason {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < math.length) {
    const start = TOKEN.lastIndex;
    const m = TOKEN.exec(math);
    if (!m) return math.slice(start).trim() ? 'unsupported-symbol' : tokens;
    const [, num, word, op, lp, rp] = m;
    if (num !== undefined) tokens.push({ kind: 'num', text: num });
    else if (word !== undefined) {
      if (word.length > 1) return 'words';
      if (RESERVED_LETTERS.has(word)) return 'reserved-letter';
      tokens.push({ kind: 'var', text: word });
    } else if (op !== undefined) tokens.push({ kind: 'op', text: op });
    else if (lp !== undefined) tokens.push({ kind: 'lp', text: '(' });
    else if (rp !== undefined) tokens.push({ kind: 'rp', text: ')' });
    else tokens.push({ kind: 'eq', text: '=' });
  }
  return tokens;
}

/**
 * Writes a one-line math string with its products made visible, twice: `explicit` puts `*` in every implicit product
 * (mathjs reads `(2)/(4)x` as 2/(4x), so nothing is left to its precedence rules); `friendly` keeps a number directly
 * followed by a letter or a parenthesis implicit (`2x`, `3(x+2)`) unless the number is a denominator or an exponent.
 * A number right after a number, letter or `)` (`1 1/2`, `x2`) is ambiguous and declined.
 */
export function toExplicit(math: string): { explicit: string; friendly: string } | ExtractDeclineReason {
  const tokens = tokenize(math);
  if (!Array.isArray(tokens)) return tokens;
  let explicit = '';
  let friendly = '';
  tokens.forEach((token, i) => {
    const prev = tokens[i - 1];
    if (prev && (prev.kind === 'num' || prev.kind === 'var' || prev.kind === 'rp') && (token.kind === 'var' || token.kind === 'lp')) {
      const before = tokens[i - 2];
      const keepImplicit = prev.kind === 'num' && !(before?.kind === 'op' && (before.text === '/' || before.text === '^'));
      explicit += '*';
      friendly += keepImplicit ? '' : '*';
    }
    explicit += token.text;
    friendly += token.text;
  });
  const ambiguous = tokens.some((token, i) => {
    const prev = tokens[i - 1];
    return token.kind === 'num' && prev !== undefined && (prev.kind === 'num' || prev.kind === 'var' || prev.kind === 'rp');
  });
  return ambiguous ? 'ambiguous-number' : { explicit, friendly };
}

function looksLikeMath(text: string): boolean {
  return /[\d=+*/^<>≤≥≠-]/.test(text);
}

function decline(reason: ExtractDeclineReason, asciiMath: string | null = null, latex: string | null = null): Extraction {
  return { ok: false, reason, asciiMath, latex };
}

function readMath(raw: string, latex: string | null): Extraction {
  const ascii = normalizeUnicode(raw).replace(/\s+/g, ' ').trim();
  const keep = (reason: ExtractDeclineReason) => decline(reason, looksLikeMath(ascii) ? ascii : null, latex);
  if (!ascii) return decline('no-math');
  if (ascii.length > MAX_MATH_CHARS) return decline('too-long');
  if (/[<>≤≥≠]/.test(ascii)) return keep('inequality');
  if (/\+-|±|∓/.test(ascii)) return keep('plus-minus');
  const math = ascii.replace(/(\d),(\d)/g, '$1.$2');
  if ((math.match(/=/g) ?? []).length > 1) return keep('several-equals');
  if (/[,;]/.test(math)) return keep('several-problems');
  if (/[^0-9a-zA-Z.+\-*/^()=\s]/.test(math)) return keep('unsupported-symbol');
  // x^1/2 reads as (x^1)/2, but whoever wrote it meant a root.
  if (/\^\s*1\s*\//.test(math)) return keep('ambiguous-number');
  const written = toExplicit(math);
  if (typeof written === 'string') return keep(written);
  return { ok: true, problem: { asciiMath: ascii, latex, ...written } };
}

function fromLatexPieces(text: string, pieces: string[]): Extraction {
  const outside = text.replace(MATH_PIECE, ' ');
  if (/[=<>^≤≥]/.test(outside)) return decline('mixed-text');
  const read = pieces.map((latex) => ({ latex, ascii: latexToAscii(latex) }));
  const nonTrivial = read.filter((piece) => !TRIVIAL_PIECE.test(piece.ascii ?? piece.latex));
  const [piece, ...more] = nonTrivial;
  if (!piece) return decline('no-math');
  if (more.length) return decline('several-problems');
  if (piece.ascii === null) return decline('unreadable-latex', null, piece.latex);
  if (MIXED_NUMBER_TEX.test(piece.latex)) return decline('ambiguous-number', piece.ascii, piece.latex);
  return readMath(piece.ascii, piece.latex);
}

/**
 * Finds the single equation or expression of a question's text: the one non-trivial `$...$` (or `\(...\)`) piece the
 * formula editor wrote, converted from LaTeX with mathlive, or else the plain text without its wording ('Solve for x:',
 * 'Simplify', 'What is', '?', and their Spanish forms). Declines words left in the math, several problems, inequalities,
 * ±, more than one '=', and symbols the solver does not read.
 */
export function extractProblem(text: string): Extraction {
  const pieces = [...text.matchAll(MATH_PIECE)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim()).filter(Boolean);
  if (pieces.length) return fromLatexPieces(text, pieces);
  const plain = stripWords(normalizeUnicode(text));
  if (plain.includes('\\')) {
    const ascii = latexToAscii(plain);
    if (ascii === null) return decline('unreadable-latex', null, plain);
    if (MIXED_NUMBER_TEX.test(plain)) return decline('ambiguous-number', ascii, plain);
    return readMath(ascii, plain);
  }
  return readMath(plain, null);
}
