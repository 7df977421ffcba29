import type { ExtractedProblem } from './extract';
import { math, type MathNode } from './math';
import { degreeOf, type Polynomial, polynomialOf } from './polynomial';

/** Highest power a solved equation may have (quadratics). */
export const MAX_EQUATION_DEGREE = 2;
/**
 * Highest power an expression to simplify may reach (a single term like x^2·x^3 may go higher), and the highest power
 * of a sum it may expand: mathsteps takes about a second to expand a product of sums up to degree 6.
 */
const MAX_EXPRESSION_DEGREE = 4;
const MAX_MONOMIAL_DEGREE = 6;
const MAX_SUM_POWER = 3;
const MAX_EXPONENT = 6;

/** Why an extracted problem is not one the solver takes. */
export type AnalysisDeclineReason =
  | 'unreadable'
  | 'two-variables'
  | 'function'
  | 'variable-in-denominator'
  | 'division-by-zero'
  | 'bad-exponent'
  | 'no-unknown'
  | 'degree-too-high';

/** An equation (left = right) or an expression in at most one variable, read by mathjs. */
export interface AnalyzedProblem {
  readonly kind: 'equation' | 'expression';
  readonly extracted: ExtractedProblem;
  /** The unknown, or null for an arithmetic expression. */
  readonly variable: string | null;
  /** The left side, or the whole expression. */
  readonly left: MathNode;
  /** The right side of an equation, null for an expression. */
  readonly right: MathNode | null;
  /** Exact coefficients of left - right (or of the expression), lowest power first. */
  readonly coefficients: Polynomial;
  /** The degree of left - right (or of the expression). */
  readonly degree: number;
  /** The higher of the two sides' own degrees (an equation can be linear while its sides hold x²). */
  readonly sideDegree: number;
}

/** The outcome of analysing an extracted problem. */
export type Analysis =
  { readonly ok: true; readonly problem: AnalyzedProblem } | { readonly ok: false; readonly reason: AnalysisDeclineReason };

function hasSymbol(node: MathNode): boolean {
  return node.filter((n) => math.isSymbolNode(n)).length > 0;
}

function constantValue(node: MathNode): number | null {
  const value: unknown = node.evaluate();
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function isSum(node: MathNode): boolean {
  const inner = math.isParenthesisNode(node) ? node.content : node;
  return math.isOperatorNode(inner) && (inner.fn === 'add' || inner.fn === 'subtract');
}

/** Checks that a node is made only of numbers, letters, + - * / and whole powers, collecting the letters. */
function check(node: MathNode, variables: Set<string>): AnalysisDeclineReason | null {
  if (math.isParenthesisNode(node)) return check(node.content, variables);
  if (math.isConstantNode(node)) return typeof node.value === 'number' && Number.isFinite(node.value) ? null : 'unreadable';
  if (math.isSymbolNode(node)) {
    variables.add(node.name);
    return null;
  }
  if (!math.isOperatorNode(node)) return 'function';
  const args = node.args as MathNode[];
  const inner = args.map((arg) => check(arg, variables)).find((reason) => reason !== null);
  if (inner) return inner;
  const [base, second] = args;
  if (node.fn === 'divide' && second) {
    if (hasSymbol(second)) return 'variable-in-denominator';
    return constantValue(second) ? null : 'division-by-zero';
  }
  if (node.fn === 'pow' && base && second) {
    if (hasSymbol(second)) return 'bad-exponent';
    const exponent = constantValue(second);
    if (exponent === null || !Number.isInteger(exponent) || exponent < 0 || exponent > MAX_EXPONENT) return 'bad-exponent';
    return hasSymbol(base) && isSum(base) && exponent > MAX_SUM_POWER ? 'degree-too-high' : null;
  }
  return ['add', 'subtract', 'multiply', 'unaryMinus', 'unaryPlus'].includes(node.fn) ? null : 'function';
}

/**
 * Reads an extracted problem with mathjs and classifies it: one unknown at most, no functions, no unknown in a
 * denominator, whole exponents, and for equations degree at most 2. The coefficients are exact (polynomial.ts), which
 * is also much faster than mathjs' rationalize (15-150 ms a call).
 */
export function analyzeProblem(extracted: ExtractedProblem): Analysis {
  const sides = extracted.explicit.split('=');
  let nodes: MathNode[];
  try {
    nodes = sides.map((side) => math.parse(side));
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const [left, right] = nodes;
  if (!left || sides.some((side) => !side.trim())) return { ok: false, reason: 'unreadable' };
  const variables = new Set<string>();
  const reason = nodes.map((node) => check(node, variables)).find((r) => r !== null);
  if (reason) return { ok: false, reason };
  if (variables.size > 1) return { ok: false, reason: 'two-variables' };
  const [variable = null] = variables;
  const kind = right ? 'equation' : 'expression';
  if (kind === 'equation' && variable === null) return { ok: false, reason: 'no-unknown' };
  let coefficients: Polynomial;
  let sideDegree: number;
  try {
    const polynomials = nodes.map((node) => polynomialOf(node, variable));
    sideDegree = Math.max(...polynomials.map(degreeOf));
    coefficients = right ? polynomialOf(new math.OperatorNode('-', 'subtract', [left, right]), variable) : (polynomials[0] ?? []);
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  const degree = degreeOf(coefficients);
  const monomial = coefficients.filter((c) => c.n !== 0).length === 1;
  const maxDegree = kind === 'equation' ? MAX_EQUATION_DEGREE : monomial ? MAX_MONOMIAL_DEGREE : MAX_EXPRESSION_DEGREE;
  if (degree > maxDegree) return { ok: false, reason: 'degree-too-high' };
  return { ok: true, problem: { kind, extracted, variable, left, right: right ?? null, coefficients, degree, sideDegree } };
}
