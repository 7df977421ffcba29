import type { AnalyzedProblem } from './analyze';
import { math, type MathNode } from './math';
import { close } from './rational';
import type { SolverWork } from './work.types';

/** Relative tolerance of every check. */
export const CHECK_TOLERANCE = 1e-9;
const FIXED_POINTS = [-3.1416, -1.2345, 0.5772, 1.4142, 2.7183, 7.389];

/** Values at which two expressions are compared: a fixed set plus three random ones in (-10, 10). */
function samplePoints(): number[] {
  return [...FIXED_POINTS, ...[0, 1, 2].map(() => Math.random() * 20 - 10)];
}

/** The value of a node with the variable set to `t`; throws unless it is a finite real number. */
function valueAt(node: MathNode, variable: string | null, t: number): number {
  const value: unknown = node.evaluate(variable === null ? {} : { [variable]: t });
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error('not a finite real number');
  return value;
}

/** The value of a constant mathjs expression (`5/3`, `(3 + sqrt(5))/2`); throws unless finite and real. */
export function constantOf(explicit: string): number {
  const node = math.parse(explicit);
  // A function's name is a SymbolNode at path 'fn' (sqrt); any other symbol is an unknown.
  if (node.filter((n, path) => math.isSymbolNode(n) && path !== 'fn').length > 0) throw new Error('not a constant');
  return valueAt(node, null, 0);
}

/** True when `value` satisfies left = right (relative tolerance). */
export function satisfies(left: MathNode, right: MathNode, variable: string, value: number): boolean {
  return close(valueAt(left, variable, value), valueAt(right, variable, value), CHECK_TOLERANCE);
}

/** True when two expressions agree at every sample point (at one point without a variable). */
export function sameFunction(a: MathNode, b: MathNode, variable: string | null): boolean {
  const points = variable === null ? [0] : samplePoints();
  return points.every((t) => close(valueAt(a, variable, t), valueAt(b, variable, t), CHECK_TOLERANCE));
}

function differenceAt(left: MathNode, right: MathNode, variable: string, t: number): { value: number; scale: number } {
  const l = valueAt(left, variable, t);
  const r = valueAt(right, variable, t);
  return { value: l - r, scale: Math.max(1, Math.abs(l), Math.abs(r)) };
}

/** left - right when it is the same constant at every sample point, else null. */
export function constantDifference(left: MathNode, right: MathNode, variable: string): { value: number; scale: number } | null {
  const [first, ...rest] = samplePoints().map((t) => differenceAt(left, right, variable, t));
  if (!first) return null;
  return rest.every((d) => close(d.value, first.value, CHECK_TOLERANCE * Math.max(d.scale, first.scale))) ? first : null;
}

/** True when left - right is a line with a non-zero slope (so the equation has exactly one solution). */
export function isLinearWithSlope(left: MathNode, right: MathNode, variable: string): boolean {
  const points = samplePoints();
  const values = points.map((t) => differenceAt(left, right, variable, t));
  const [t0 = 0, t1 = 1] = points;
  const [d0, d1] = values;
  if (!d0 || !d1) return false;
  const slope = (d1.value - d0.value) / (t1 - t0);
  const scale = Math.max(...values.map((d) => d.scale));
  if (Math.abs(slope) <= CHECK_TOLERANCE * scale) return false;
  return points.every((t, i) => {
    const d = values[i];
    return d !== undefined && Math.abs(d0.value + slope * (t - t0) - d.value) <= CHECK_TOLERANCE * 10 * scale * Math.max(1, Math.abs(t));
  });
}

/** True when scale * (left - right) equals the polynomial with these coefficients (lowest power first). */
export function matchesPolynomial(
  left: MathNode,
  right: MathNode,
  variable: string,
  coefficients: readonly number[],
  scale: number,
): boolean {
  return samplePoints().every((t) => {
    const { value, scale: size } = differenceAt(left, right, variable, t);
    const poly = coefficients.reduceRight((acc, c) => acc * t + c, 0);
    return Math.abs(scale * value - poly) <= CHECK_TOLERANCE * Math.max(1, Math.abs(scale)) * size * 10;
  });
}

function checkEquation(problem: AnalyzedProblem, work: SolverWork, right: MathNode, variable: string): boolean {
  const { left } = problem;
  const { answer, standardForm } = work;
  if (standardForm && !matchesPolynomial(left, right, variable, standardForm.coefficients, standardForm.scale)) return false;
  if (answer.kind === 'identity') {
    const difference = constantDifference(left, right, variable);
    return difference !== null && Math.abs(difference.value) <= CHECK_TOLERANCE * difference.scale;
  }
  if (answer.kind !== 'solutions' || answer.variable !== variable) return false;
  const values = answer.values.map(constantOf);
  if (!values.every((value) => satisfies(left, right, variable, value))) return false;
  if (problem.degree === 2) {
    // The standard form was checked above, so its discriminant decides how many solutions there are.
    const [c = 0, b = 0, a = 0] = standardForm?.coefficients ?? [];
    if (!standardForm || a === 0) return false;
    const discriminant = b * b - 4 * a * c;
    const [x1, x2] = values;
    if (values.length === 0) return discriminant < 0;
    if (values.length === 1) return discriminant === 0;
    return values.length === 2 && discriminant > 0 && x1 !== undefined && x2 !== undefined && !close(x1, x2, CHECK_TOLERANCE);
  }
  if (values.length === 0) {
    const difference = constantDifference(left, right, variable);
    return difference !== null && Math.abs(difference.value) > CHECK_TOLERANCE * difference.scale;
  }
  return values.length === 1 && isLinearWithSlope(left, right, variable);
}

/**
 * Checks a method's work against the ORIGINAL problem with mathjs: each solution substituted into both sides (relative
 * tolerance 1e-9), the number of solutions (a line has one; a quadratic's checked standard form and discriminant say
 * how many), identities and contradictions by sampling left - right, and a simplification by evaluating the original
 * and the result at several points. Any evaluation error counts as a failure.
 */
export function checkWork(problem: AnalyzedProblem, work: SolverWork): boolean {
  try {
    if (problem.kind === 'expression') {
      return work.answer.kind === 'expression' && sameFunction(problem.left, math.parse(work.answer.explicit), problem.variable);
    }
    if (!problem.right || problem.variable === null) return false;
    return checkEquation(problem, work, problem.right, problem.variable);
  } catch {
    return false;
  }
}
