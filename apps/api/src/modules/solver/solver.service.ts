import type { solveProblem } from './solve';
import type { ProblemSolver, SolverLanguage, SolverResult } from './solver.types';
import type { SolverOutcome } from './work.types';

/** How many results the service remembers (most recently used kept). */
export const SOLVER_MEMO_SIZE = 256;

/** The solving function the service loads on first use. */
export type SolveEngine = typeof solveProblem;

/** Loads the engine: mathjs, mathsteps and mathlive take about a second to import cold, so not at start-up. */
async function loadEngine(): Promise<SolveEngine> {
  return (await import('./solve')).solveProblem;
}

function declinedOutcome(reason: string): SolverOutcome {
  return { result: { asciiMath: null, latex: null, steps: [], answerLatex: null, declined: true }, answer: null, declineReason: reason };
}

/**
 * The step-by-step solver of shared session pages: reads a question's title (LaTeX pieces or plain text), solves
 * linear equations, quadratics and simplifications with every answer checked, and declines anything else. Results
 * are remembered per language and text (the last `memoSize`, least recently used dropped first).
 */
export class SolverService implements ProblemSolver {
  private readonly memo = new Map<string, SolverOutcome>();
  private engine: Promise<SolveEngine> | null = null;
  private readonly memoSize: number;
  private readonly load: () => Promise<SolveEngine>;

  constructor(options: { memoSize?: number; loadEngine?: () => Promise<SolveEngine> } = {}) {
    this.memoSize = options.memoSize ?? SOLVER_MEMO_SIZE;
    this.load = options.loadEngine ?? loadEngine;
  }

  /** The shown result of solving `text`; never throws (a failure is a decline). */
  async solve(text: string, lang: SolverLanguage): Promise<SolverResult> {
    return (await this.solveDetailed(text, lang)).result;
  }

  /** The result with its checked answer and decline reason (for tests and measurements). Never throws. */
  async solveDetailed(text: string, lang: SolverLanguage): Promise<SolverOutcome> {
    const key = `${lang}\u0000${text}`;
    const known = this.memo.get(key);
    if (known) {
      this.memo.delete(key);
      this.memo.set(key, known);
      return known;
    }
    let outcome: SolverOutcome;
    try {
      this.engine ??= this.load();
      outcome = (await this.engine)(text, lang);
    } catch {
      this.engine = null;
      return declinedOutcome('engine-unavailable');
    }
    this.memo.set(key, outcome);
    if (this.memo.size > this.memoSize) {
      const oldest = this.memo.keys().next();
      if (!oldest.done) this.memo.delete(oldest.value);
    }
    return outcome;
  }
}
