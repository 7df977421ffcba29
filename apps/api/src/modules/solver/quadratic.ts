import type { AnalyzedProblem } from './analyze';
import { answerText, explainStep } from './explanations';
import { discriminantTex, linearFactorTex, polynomialTex } from './latex';
import { gcd, lcm, rational, rationalTex, rationalText, type Rational } from './rational';
import type { SolverLanguage, SolverStepResult } from './solver.types';
import type { SolverWork } from './work.types';

/** Largest whole coefficient the quadratic method works with (exact in floating point far beyond its squares). */
const MAX_COEFFICIENT = 1_000_000;

/** A root (-b ± m√n) / den after simplifying: n square-free, den > 0, no common factor left. */
interface Surd {
  readonly numerator: number;
  readonly multiple: number;
  readonly radicand: number;
  readonly denominator: number;
}

/** Largest m with m² dividing d, and the square-free rest: 20 -> { m: 2, n: 5 }. */
function splitSquare(d: number): { m: number; n: number } {
  let m = 1;
  let n = d;
  for (let k = 2; k * k <= n; k++) {
    while (n % (k * k) === 0) {
      n /= k * k;
      m *= k;
    }
  }
  return { m, n };
}

function surdTex(s: Surd, sign: '+' | '-' | '\\pm'): string {
  const root = `${s.multiple === 1 ? '' : s.multiple}\\sqrt{${s.radicand}}`;
  if (s.numerator === 0) {
    const lead = sign === '+' ? '' : sign === '-' ? '-' : '\\pm ';
    return s.denominator === 1 ? `${lead}${root}` : `${lead}\\frac{${root}}{${s.denominator}}`;
  }
  const top = `${s.numerator} ${sign} ${root}`;
  return s.denominator === 1 ? top : `\\frac{${top}}{${s.denominator}}`;
}

function surdValue(s: Surd, sign: '+' | '-'): string {
  return `(${s.numerator} ${sign} ${s.multiple}*sqrt(${s.radicand}))/${s.denominator}`;
}

/** The standard form with whole, coprime coefficients and a > 0, and the factor k that produced it from `left - right`. */
function wholeCoefficients(coefficients: readonly Rational[]): { whole: number[]; k: Rational } {
  const denominators = coefficients.reduce((acc, c) => lcm(acc, c.d), 1);
  const scaled = coefficients.map((c) => (c.n * denominators) / c.d);
  const common = scaled.reduce((acc, c) => gcd(acc, c), 0) || 1;
  const sign = (scaled[scaled.length - 1] ?? 1) < 0 ? -1 : 1;
  return { whole: scaled.map((c) => (sign * c) / common + 0), k: rational(sign * denominators, common) };
}

function factorTex(q: number, p: number, variable: string): string {
  return p === 0 && q === 1 ? variable : `\\left(${linearFactorTex(q, p, variable)}\\right)`;
}

/**
 * Solves a quadratic equation from its coefficients: standard form ax² + bx + c = 0 (made whole and coprime with
 * a > 0), the coefficients, the discriminant, then 'no real solutions' (Δ < 0), a perfect square (Δ = 0), factoring
 * (Δ a perfect square) or the quadratic formula with the root simplified (\frac{3 \pm \sqrt{5}}{2}).
 * Null when a coefficient is too large.
 */
export function solveQuadratic(problem: AnalyzedProblem, lang: SolverLanguage): SolverWork | null {
  const v = problem.variable;
  if (problem.kind !== 'equation' || v === null || problem.degree !== 2) return null;
  const rationals = problem.coefficients;
  if (rationals.length !== 3) return null;
  const { whole, k } = wholeCoefficients(rationals);
  const [c = 0, b = 0, a = 0] = whole;
  if (whole.some((x) => Math.abs(x) > MAX_COEFFICIENT) || a <= 0) return null;

  const steps: SolverStepResult[] = [
    { latex: `${polynomialTex(rationals, v)} = 0`, explanation: explainStep('QUADRATIC_STANDARD_FORM', lang) },
  ];
  if (k.n !== 1 || k.d !== 1) {
    const divide = k.n === 1 || (k.n === -1 && k.d !== 1);
    steps.push({
      latex: `${polynomialTex(
        whole.map((x) => rational(x)),
        v,
      )} = 0`,
      explanation: divide
        ? explainStep('QUADRATIC_DIVIDE', lang, rationalText(rational(k.d * Math.sign(k.n))))
        : explainStep('QUADRATIC_MULTIPLY', lang, rationalText(k)),
    });
  }
  const [ra, rb, rc] = [rational(a), rational(b), rational(c)];
  steps.push({ latex: `a = ${a}, \\quad b = ${b}, \\quad c = ${c}`, explanation: explainStep('QUADRATIC_COEFFICIENTS', lang) });
  const d = b * b - 4 * a * c;
  steps.push({ latex: discriminantTex(ra, rb, rc, rational(d)), explanation: explainStep('QUADRATIC_DISCRIMINANT', lang) });
  const standardForm = { coefficients: whole, scale: k.n / k.d };

  if (d < 0) {
    steps.push({ latex: `\\Delta = ${d} < 0`, explanation: explainStep('QUADRATIC_NO_REAL', lang) });
    return { steps, answerLatex: answerText('NO_REAL', lang), answer: { kind: 'solutions', variable: v, values: [] }, standardForm };
  }

  const s = Math.round(Math.sqrt(d));
  if (s * s === d) {
    const [r1, r2] = [rational(-b - s, 2 * a), rational(-b + s, 2 * a)];
    const lead = rational(a, r1.d * r2.d);
    const leadTex = lead.n === 1 && lead.d === 1 ? '' : rationalTex(lead);
    if (d === 0) {
      const square = r1.n === 0 ? `${v}^{2}` : `${factorTex(r1.d, r1.n, v)}^{2}`;
      steps.push({ latex: `${leadTex}${square} = 0`, explanation: explainStep('QUADRATIC_PERFECT_SQUARE', lang) });
      const answerLatex = `${v} = ${rationalTex(r1)}`;
      steps.push({ latex: answerLatex, explanation: explainStep('QUADRATIC_DOUBLE_ROOT', lang) });
      return { steps, answerLatex, answer: { kind: 'solutions', variable: v, values: [`${r1.n}/${r1.d}`] }, standardForm };
    }
    const or = `\\quad ${answerText('OR', lang)} \\quad`;
    steps.push({
      latex: `${leadTex}${factorTex(r1.d, r1.n, v)}${factorTex(r2.d, r2.n, v)} = 0`,
      explanation: explainStep('QUADRATIC_FACTOR', lang),
    });
    steps.push({
      latex: `${linearFactorTex(r1.d, r1.n, v)} = 0 ${or} ${linearFactorTex(r2.d, r2.n, v)} = 0`,
      explanation: explainStep('QUADRATIC_ZERO_PRODUCT', lang),
    });
    const answerLatex = `${v}_{1} = ${rationalTex(r1)}, \\quad ${v}_{2} = ${rationalTex(r2)}`;
    steps.push({ latex: answerLatex, explanation: explainStep('QUADRATIC_ROOTS', lang) });
    const values = [r1, r2].map((r) => `${r.n}/${r.d}`);
    return { steps, answerLatex, answer: { kind: 'solutions', variable: v, values }, standardForm };
  }

  const { m, n } = splitSquare(d);
  const common = gcd(gcd(b, m), 2 * a);
  const root: Surd = { numerator: -b / common + 0, multiple: m / common, radicand: n, denominator: (2 * a) / common };
  const minusB = b === 0 ? '0' : b < 0 ? `-\\left(${b}\\right)` : `-${b}`;
  steps.push({
    latex: `${v} = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{${minusB} \\pm \\sqrt{${d}}}{2 \\cdot ${a}}`,
    explanation: explainStep('QUADRATIC_FORMULA', lang),
  });
  const unsimplified = `\\frac{${-b} \\pm ${m === 1 ? '' : m}\\sqrt{${n}}}{${2 * a}}`;
  const simplified = surdTex(root, '\\pm');
  steps.push({
    latex: `${v} = ${unsimplified === simplified ? simplified : `${unsimplified} = ${simplified}`}`,
    explanation: explainStep('QUADRATIC_SIMPLIFY_ROOTS', lang),
  });
  const answerLatex = `${v}_{1} = ${surdTex(root, '+')}, \\quad ${v}_{2} = ${surdTex(root, '-')}`;
  steps.push({ latex: answerLatex, explanation: explainStep('QUADRATIC_SOLUTIONS', lang) });
  const values = [surdValue(root, '+'), surdValue(root, '-')];
  return { steps, answerLatex, answer: { kind: 'solutions', variable: v, values }, standardForm };
}
