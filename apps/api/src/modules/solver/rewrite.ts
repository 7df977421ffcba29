import type { AnalyzedProblem } from './analyze';
import { toExplicit } from './extract';
import { polynomialTex } from './latex';
import { rationalText, toRational } from './rational';

/** A second form of a problem for mathsteps, and the LaTeX of the step that shows the rewrite. */
export interface Rewrite {
  readonly problem: AnalyzedProblem;
  readonly latex: string;
}

const DECIMAL = /\d+\.\d+|\.\d+/g;

function withMath(problem: AnalyzedProblem, math: { explicit: string; friendly: string }): AnalyzedProblem {
  return { ...problem, extracted: { ...problem.extracted, ...math } };
}

/**
 * The problem with its decimals written as fractions (0.3 -> (3/10)): mathsteps rounds decimal arithmetic
 * (0.1 / 0.3 gives 0.3333), which the check rejects. Null without decimals.
 */
export function decimalsAsFractions(problem: AnalyzedProblem, tex: (explicit: string) => string): Rewrite | null {
  const { explicit, friendly } = problem.extracted;
  if (!explicit.match(DECIMAL)) return null;
  const swap = (math: string) =>
    math.replace(DECIMAL, (digits) => {
      const r = toRational(Number(digits));
      return r ? `(${r.n}/${r.d})` : digits;
    });
  const rewritten = { explicit: swap(explicit), friendly: swap(friendly) };
  return { problem: withMath(problem, rewritten), latex: tex(rewritten.explicit) };
}

/**
 * A linear equation expanded with every term on the left (`x^2 - 4 = (x-2)(x+3)` -> `-x + 2 = 0`), for the cases
 * mathsteps gives up on as written (it loops on squares that cancel). Null unless the equation has degree 1.
 */
export function linearStandardForm(problem: AnalyzedProblem): Rewrite | null {
  if (problem.kind !== 'equation' || problem.variable === null || problem.degree !== 1) return null;
  const coefficients = problem.coefficients;
  const [constant = { n: 0, d: 1 }, slope] = coefficients;
  if (!slope) return null;
  const term = slope.n === 1 && slope.d === 1 ? '' : slope.n === -1 && slope.d === 1 ? '-' : `${rationalText(slope)} `;
  const tail = constant.n === 0 ? '' : ` ${constant.n < 0 ? '-' : '+'} ${rationalText({ n: Math.abs(constant.n), d: constant.d })}`;
  const written = toExplicit(`${term}${problem.variable}${tail} = 0`);
  if (typeof written === 'string') return null;
  return { problem: withMath(problem, written), latex: `${polynomialTex(coefficients, problem.variable)} = 0` };
}
