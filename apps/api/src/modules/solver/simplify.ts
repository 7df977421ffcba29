import mathsteps from 'mathsteps';
import print from 'mathsteps/lib/util/print.js';
import type { AnalyzedProblem } from './analyze';
import { explainChange } from './explanations';
import { toExplicit } from './extract';
import { nodeTex, tidyNumbers } from './latex';
import { quietly } from './quiet';
import type { SolverLanguage } from './solver.types';
import type { SolverWork } from './work.types';

/**
 * Simplifies an expression with mathsteps' `simplifyExpression`: one shown step per top-level mathsteps step, the
 * answer being the last expression. Null when mathsteps changes nothing (already simplest) or gives up.
 */
export function simplifyProblem(problem: AnalyzedProblem, lang: SolverLanguage): SolverWork | null {
  if (problem.kind !== 'expression') return null;
  const found = quietly(() => mathsteps.simplifyExpression(problem.extracted.friendly));
  const last = found[found.length - 1];
  if (!last) return null;
  const ascii = tidyNumbers(print.ascii(last.newNode), 'ascii');
  const written = toExplicit(ascii);
  if (typeof written === 'string') return null;
  return {
    steps: found.map((step) => ({ latex: nodeTex(step.newNode), explanation: explainChange(step.changeType, lang) })),
    answerLatex: nodeTex(last.newNode),
    answer: { kind: 'expression', variable: problem.variable, ascii, explicit: written.explicit },
  };
}
