import mathsteps, { type EquationStep } from 'mathsteps';
import print from 'mathsteps/lib/util/print.js';
import type { AnalyzedProblem } from './analyze';
import { answerText, explainChange } from './explanations';
import { toExplicit } from './extract';
import { nodeTex, tidyNumbers } from './latex';
import { quietly } from './quiet';
import type { SolverLanguage } from './solver.types';
import type { SolverWork } from './work.types';

/** Steps that do one operation to both sides, and the operator mathsteps writes on the right side for it. */
const BOTH_SIDES_OPERATOR: Readonly<Record<string, string>> = {
  ADD_TO_BOTH_SIDES: '+',
  SUBTRACT_FROM_BOTH_SIDES: '-',
  MULTIPLY_TO_BOTH_SIDES: '*',
  DIVIDE_FROM_BOTH_SIDES: '/',
  MULTIPLY_BOTH_SIDES_BY_INVERSE_FRACTION: '*',
};

/** The amount a both-sides step adds, subtracts, multiplies or divides by (`5`, `2x`, `4/3`), when it can be read. */
function termOf(step: EquationStep): string | undefined {
  const operator = BOTH_SIDES_OPERATOR[step.changeType];
  const right = step.newEquation.rightNode;
  const term = right.args?.[1];
  if (!operator || right.type !== 'OperatorNode' || right.op !== operator || right.args?.length !== 2 || !term) return undefined;
  return tidyNumbers(print.ascii(term), 'ascii').replace(/^(\d+(?:\.\d+)?)\/-(\d+(?:\.\d+)?)$/, '-$1/$2');
}

function equationTex(step: EquationStep): string {
  return `${nodeTex(step.newEquation.leftNode)} = ${nodeTex(step.newEquation.rightNode)}`;
}

/**
 * Solves an equation of degree 0 or 1 with mathsteps' `solveEquation`: one shown step per top-level mathsteps step
 * (its LaTeX and the explanation of its changeType), ending in `x = value`, or in a true or false statement
 * (every number, or no number, is a solution). Null when mathsteps finds no steps or ends elsewhere.
 */
export function solveLinear(problem: AnalyzedProblem, lang: SolverLanguage): SolverWork | null {
  const variable = problem.variable;
  if (problem.kind !== 'equation' || variable === null) return null;
  const found = quietly(() => mathsteps.solveEquation(problem.extracted.friendly));
  const last = found[found.length - 1];
  if (!last) return null;
  const steps = found.map((step) => ({ latex: equationTex(step), explanation: explainChange(step.changeType, lang, termOf(step)) }));
  if (last.changeType === 'STATEMENT_IS_TRUE') {
    return { steps, answerLatex: answerText('ALL_REAL', lang), answer: { kind: 'identity', variable } };
  }
  if (last.changeType === 'STATEMENT_IS_FALSE') {
    return { steps, answerLatex: answerText('NO_SOLUTION', lang), answer: { kind: 'solutions', variable, values: [] } };
  }
  const { leftNode, rightNode } = last.newEquation;
  if (leftNode.type !== 'SymbolNode' || leftNode.name !== variable) return null;
  const value = toExplicit(tidyNumbers(print.ascii(rightNode), 'ascii'));
  if (typeof value === 'string') return null;
  return { steps, answerLatex: `${variable} = ${nodeTex(rightNode)}`, answer: { kind: 'solutions', variable, values: [value.explicit] } };
}
