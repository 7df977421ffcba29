import { type AnalyzedProblem, analyzeProblem } from './analyze';
import { explainStep } from './explanations';
import { extractProblem, type ExtractedProblem } from './extract';
import { tidyTex } from './latex';
import { math, type MathNode } from './math';
import { solveLinear } from './linear';
import { solveQuadratic } from './quadratic';
import { decimalsAsFractions, linearStandardForm } from './rewrite';
import { simplifyProblem } from './simplify';
import type { SolverLanguage } from './solver.types';
import { checkWork } from './verify';
import type { SolverOutcome, SolverWork } from './work.types';

function declined(reason: string, asciiMath: string | null = null, latex: string | null = null): SolverOutcome {
  return { result: { asciiMath, latex, steps: [], answerLatex: null, declined: true }, answer: null, declineReason: reason };
}

/** A product shown without a dot: a number, letter or bracket followed by a letter, a power of one, or a bracket. */
function showsImplicit(node: MathNode): boolean {
  if (!math.isOperatorNode(node) || node.fn !== 'multiply' || node.args.length !== 2) return false;
  const right = node.args[1] as MathNode;
  if (math.isParenthesisNode(right) || right.type === 'SymbolNode') return true;
  return math.isOperatorNode(right) && right.fn === 'pow' && right.args[0]?.type === 'SymbolNode';
}

/** LaTeX of a plain-text problem: mathjs' toTex of its explicit form, with products like 2x shown without a dot. */
function problemTex(extracted: ExtractedProblem): string | null {
  try {
    return plainTex(extracted.explicit);
  } catch {
    return null;
  }
}

function plainTex(explicit: string, parenthesis: 'keep' | 'auto' = 'keep'): string {
  return explicit
    .split('=')
    .map((side) => {
      const node = math
        .parse(side)
        .transform((n) => (showsImplicit(n) && math.isOperatorNode(n) ? new math.OperatorNode('*', 'multiply', n.args, true) : n));
      return tidyTex(node.toTex({ implicit: 'hide', parenthesis }));
    })
    .join(' = ');
}

/** The work of the method for this kind of problem; null when it finds none or throws (mathsteps may). */
function work(problem: AnalyzedProblem, lang: SolverLanguage): SolverWork | null {
  try {
    if (problem.kind === 'expression') return simplifyProblem(problem, lang);
    return problem.degree === 2 ? solveQuadratic(problem, lang) : solveLinear(problem, lang);
  } catch {
    return null;
  }
}

/** Works the problem and checks the work; when that fails, tries the rewrites mathsteps copes with better. */
function checkedWork(problem: AnalyzedProblem, lang: SolverLanguage): SolverWork | null {
  // A linear equation whose sides hold squares that cancel (x^2 - 4 = (x-2)(x+3)) sends mathsteps round its step
  // limit for most of a second before it gives up; such equations go straight to their expanded form.
  const squaresCancel = problem.kind === 'equation' && problem.degree < 2 && problem.sideDegree >= 2;
  const first = squaresCancel ? null : work(problem, lang);
  if (first && checkWork(problem, first)) return first;
  const rewrites = [
    { rewrite: decimalsAsFractions(problem, (explicit) => plainTex(explicit, 'auto')), key: 'DECIMALS_TO_FRACTIONS' as const },
    { rewrite: linearStandardForm(problem), key: 'LINEAR_STANDARD_FORM' as const },
  ];
  for (const { rewrite, key } of rewrites) {
    const again = rewrite && work(rewrite.problem, lang);
    if (!rewrite || !again) continue;
    const done = { ...again, steps: [{ latex: rewrite.latex, explanation: explainStep(key, lang) }, ...again.steps] };
    if (checkWork(problem, done)) return done;
  }
  return null;
}

/**
 * Solves the equation or expression of a question's text, synchronously: extract (LaTeX or plain text), analyse
 * (one unknown, degree ≤ 2), work (mathsteps for linear equations and simplification, the quadratic method for
 * degree 2), then check the work against the original problem. Anything unread, unsupported, unchecked or throwing is
 * declined with no steps; the decline reason says why.
 */
export function solveProblem(text: string, lang: SolverLanguage): SolverOutcome {
  let read: { asciiMath: string | null; latex: string | null } = { asciiMath: null, latex: null };
  try {
    const extraction = extractProblem(text);
    if (!extraction.ok) return declined(extraction.reason, extraction.asciiMath, extraction.latex);
    const extracted = extraction.problem;
    read = { asciiMath: extracted.asciiMath, latex: extracted.latex ?? problemTex(extracted) };
    const analysis = analyzeProblem(extracted);
    if (!analysis.ok) return declined(analysis.reason, read.asciiMath, read.latex);
    const done = checkedWork(analysis.problem, lang);
    if (!done) return declined('no-checked-answer', read.asciiMath, read.latex);
    if (done.steps.some((step) => !step.latex.trim() || !step.explanation.trim()))
      return declined('empty-step', read.asciiMath, read.latex);
    return {
      result: { asciiMath: read.asciiMath, latex: read.latex, steps: [...done.steps], answerLatex: done.answerLatex, declined: false },
      answer: done.answer,
      declineReason: null,
    };
  } catch {
    return declined('error', read.asciiMath, read.latex);
  }
}
