import { math, type MathNode } from './math';
import { gcd, rational, type Rational, toRational } from './rational';

/** Exact coefficients of a polynomial in one variable, lowest power first, without trailing zeros (`[]` is 0). */
export type Polynomial = readonly Rational[];

const ZERO: Rational = { n: 0, d: 1 };

function safe(n: number): number {
  if (!Number.isSafeInteger(n)) throw new Error('number too large for exact arithmetic');
  return n;
}

function add(a: Rational, b: Rational): Rational {
  const d = safe((a.d / gcd(a.d, b.d)) * b.d);
  return rational(safe(safe(a.n * (d / a.d)) + safe(b.n * (d / b.d))), d);
}

function mul(a: Rational, b: Rational): Rational {
  return rational(safe(a.n * b.n), safe(a.d * b.d));
}

function trim(p: Rational[]): Polynomial {
  while (p.length && p[p.length - 1]?.n === 0) p.pop();
  return p;
}

function plus(p: Polynomial, q: Polynomial): Polynomial {
  return trim(Array.from({ length: Math.max(p.length, q.length) }, (_, i) => add(p[i] ?? ZERO, q[i] ?? ZERO)));
}

function scale(p: Polynomial, k: Rational): Polynomial {
  return trim(p.map((c) => mul(c, k)));
}

function times(p: Polynomial, q: Polynomial): Polynomial {
  const out: Rational[] = [];
  p.forEach((a, i) => q.forEach((b, j) => (out[i + j] = add(out[i + j] ?? ZERO, mul(a, b)))));
  return trim(out);
}

/** A decimal constant as an exact fraction: 1.25 is 5/4 (from its digits, not a float approximation). */
function exactConstant(value: number): Rational {
  if (Number.isInteger(value)) return rational(safe(value));
  const [whole, digits] = String(value).split('.');
  if (whole === undefined || digits === undefined || /e/i.test(String(value))) {
    const r = toRational(value);
    if (!r) throw new Error(`not an exact number: ${value}`);
    return r;
  }
  const sign = value < 0 ? -1 : 1;
  const d = 10 ** digits.length;
  return rational(sign * safe(Math.abs(Number(whole)) * d + Number(digits)), d);
}

/**
 * The exact polynomial of an expression made of numbers, one variable, + - * /, division by constants and whole
 * powers (what the analysis lets through); throws on anything else or on numbers beyond exact integer range.
 */
export function polynomialOf(node: MathNode, variable: string | null): Polynomial {
  if (math.isParenthesisNode(node)) return polynomialOf(node.content, variable);
  if (math.isConstantNode(node) && typeof node.value === 'number') return trim([exactConstant(node.value)]);
  if (math.isSymbolNode(node) && node.name === variable) return [ZERO, rational(1)];
  if (!math.isOperatorNode(node)) throw new Error(`not a polynomial: ${node.type}`);
  const [a, b] = (node.args as MathNode[]).map((arg) => polynomialOf(arg, variable));
  if (!a) throw new Error('operator without operands');
  switch (node.fn) {
    case 'unaryPlus':
      return a;
    case 'unaryMinus':
      return scale(a, rational(-1));
    case 'add':
      return plus(a, b ?? []);
    case 'subtract':
      return plus(a, scale(b ?? [], rational(-1)));
    case 'multiply':
      return times(a, b ?? []);
    case 'divide': {
      const [divisor, ...rest] = b ?? [];
      if (!divisor || rest.length) throw new Error('division by zero or by the variable');
      return scale(a, rational(divisor.d, divisor.n));
    }
    case 'pow': {
      const [exponent, ...rest] = b ?? [];
      const power = exponent ? exponent.n / exponent.d : 0;
      if (rest.length || !Number.isInteger(power) || power < 0) throw new Error('not a whole power');
      let out: Polynomial = [rational(1)];
      for (let i = 0; i < power; i++) out = times(out, a);
      return out;
    }
    default:
      throw new Error(`not a polynomial operator: ${node.fn}`);
  }
}

/** The degree of a polynomial (0 for constants, including 0). */
export function degreeOf(p: Polynomial): number {
  return Math.max(0, p.length - 1);
}
