import { rationalTex, toRational, type Rational } from './rational';

const LONG_DECIMAL = /\d+\.\d{9,}/g;

/**
 * Rewrites floating-point artefacts in printed maths: a long decimal that is a short one in disguise
 * (0.30000000000000004 -> 0.3) or a simple fraction (0.3333333333333333 -> \frac{1}{3}, or (1/3) in AsciiMath).
 * Anything else is left as printed.
 */
export function tidyNumbers(text: string, mode: 'tex' | 'ascii'): string {
  return text.replace(LONG_DECIMAL, (digits) => {
    const value = Number(digits);
    for (let precision = 1; precision <= 12; precision++) {
      const short = Number(value.toPrecision(precision));
      if (Math.abs(short - value) <= 1e-12 * Math.max(1, value)) return String(short);
    }
    const r = toRational(value, 10_000);
    if (!r) return digits;
    return mode === 'tex' ? rationalTex(r) : `(${r.n}/${r.d})`;
  });
}

/**
 * Cleans a mathjs `toTex` string for display: implicit-product tildes become spaces, a minus of a negative number
 * (`--3`, which mathsteps' trees print) becomes a plus or nothing, `+ -` becomes `-`, a negative
 * factor after \cdot gets parentheses, a leading minus moves out of a numeric numerator, long decimals are tidied.
 */
export function tidyTex(tex: string): string {
  return tidyNumbers(tex, 'tex')
    .replace(/~/g, ' ')
    .replace(/([\w})])\s*--\s*(\d)/g, '$1+$2')
    .replace(/--\s*(\d)/g, '$1')
    .replace(/\s*\+\s*-\s*/g, ' - ')
    .replace(/\+\s*\\frac\{-(\d+(?:\.\d+)?)\}\{(\d+(?:\.\d+)?)\}/g, ' - \\frac{$1}{$2}')
    .replace(/(^|=\s*|\\left\(\s*)\\frac\{-(\d+(?:\.\d+)?)\}\{(\d+(?:\.\d+)?)\}/g, '$1-\\frac{$2}{$3}')
    .replace(/\\cdot\s*(-\d+(?:\.\d+)?)/g, '\\cdot\\left($1\\right)')
    .replace(/\s+/g, ' ')
    .replace(/(\{|\\left\() /g, '$1')
    .trim();
}

/** LaTeX of a number that should be shown in parentheses when negative (inside products and powers). */
function factorTex(r: Rational): string {
  return r.n < 0 ? `\\left(${rationalTex(r)}\\right)` : rationalTex(r);
}

/**
 * LaTeX of a polynomial in one variable from its coefficients, highest power first:
 * `[6, -5, 1]` in x is `x^{2} - 5x + 6`. Zero coefficients are skipped; the zero polynomial is `0`.
 */
export function polynomialTex(coefficients: readonly Rational[], variable: string): string {
  const terms: string[] = [];
  for (let power = coefficients.length - 1; power >= 0; power--) {
    const c = coefficients[power];
    if (!c || c.n === 0) continue;
    const magnitude = { n: Math.abs(c.n), d: c.d };
    const symbol = power === 0 ? '' : power === 1 ? variable : `${variable}^{${power}}`;
    const body = symbol && magnitude.n === 1 && magnitude.d === 1 ? symbol : `${rationalTex(magnitude)}${symbol}`;
    const sign = c.n < 0 ? '-' : '+';
    terms.push(terms.length === 0 ? (sign === '-' ? `-${body}` : body) : ` ${sign} ${body}`);
  }
  return terms.length ? terms.join('') : '0';
}

/** LaTeX of the discriminant computation `b^2 - 4ac` with the numbers put in. */
export function discriminantTex(a: Rational, b: Rational, c: Rational, value: Rational): string {
  return `\\Delta = b^{2} - 4ac = ${factorTex(b)}^{2} - 4 \\cdot ${factorTex(a)} \\cdot ${factorTex(c)} = ${rationalTex(value)}`;
}

/** LaTeX of the linear factor `q·v - p` (its root is p/q): `x - 2`, `2x + 1`, `x`. */
export function linearFactorTex(q: number, p: number, variable: string): string {
  const lead = q === 1 ? variable : `${q}${variable}`;
  if (p === 0) return lead;
  return `${lead} ${p > 0 ? '-' : '+'} ${Math.abs(p)}`;
}

/** Display LaTeX of a mathsteps node (its own toTex with implicit products hidden, then tidied). */
export function nodeTex(node: { toTex(options: { implicit: 'hide' }): string }): string {
  return tidyTex(node.toTex({ implicit: 'hide' }));
}
