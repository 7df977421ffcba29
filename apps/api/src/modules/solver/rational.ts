/** An exact fraction n/d with d > 0, in lowest terms. */
export interface Rational {
  readonly n: number;
  readonly d: number;
}

/** The greatest common divisor of two integers (non-negative). */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y) [x, y] = [y, x % y];
  return x;
}

/** The least common multiple of two positive integers. */
export function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

/** n/d in lowest terms with a positive denominator. */
export function rational(n: number, d = 1): Rational {
  if (!d || !Number.isInteger(n) || !Number.isInteger(d)) throw new Error(`not a fraction: ${n}/${d}`);
  const g = gcd(n, d) || 1;
  const sign = d < 0 ? -1 : 1;
  return { n: (sign * n) / g + 0, d: (sign * d) / g };
}

/** True when |a - b| is within `relative` of the larger magnitude (and of 1). */
export function close(a: number, b: number, relative = 1e-9): boolean {
  return Math.abs(a - b) <= relative * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * The simplest fraction equal to a floating-point number (continued fractions, denominator up to `maxDen`), or null
 * when none is within 1e-12 relative: 0.30000000000000004 is 3/10, 0.3333333333333333 is 1/3, π is null.
 */
export function toRational(x: number, maxDen = 1_000_000): Rational | null {
  if (!Number.isFinite(x)) return null;
  if (Number.isInteger(x)) return Math.abs(x) <= Number.MAX_SAFE_INTEGER ? rational(x) : null;
  let [h0, h1, k0, k1] = [0, 1, 1, 0];
  let rest = x;
  for (let i = 0; i < 40; i++) {
    const a = Math.floor(rest);
    [h0, h1] = [h1, a * h1 + h0];
    [k0, k1] = [k1, a * k1 + k0];
    if (k1 > maxDen) return null;
    if (Math.abs(h1 / k1 - x) <= 1e-12 * Math.max(1, Math.abs(x))) return rational(h1, k1);
    const frac = rest - a;
    if (frac < 1e-15) return null;
    rest = 1 / frac;
  }
  return null;
}

/** The value of a fraction as a number. */
export function valueOf(r: Rational): number {
  return r.n / r.d;
}

/** LaTeX of a fraction: `3`, `-\frac{1}{2}`. */
export function rationalTex(r: Rational): string {
  if (r.d === 1) return String(r.n);
  return `${r.n < 0 ? '-' : ''}\\frac{${Math.abs(r.n)}}{${r.d}}`;
}

/** Plain text of a fraction, for explanations: `3`, `-1/2`. */
export function rationalText(r: Rational): string {
  return r.d === 1 ? String(r.n) : `${r.n}/${r.d}`;
}
