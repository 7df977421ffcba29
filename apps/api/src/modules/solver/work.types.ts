import type { SolverResult, SolverStepResult } from './solver.types';

/**
 * A final answer in a form that can be checked and compared. Solution values are mathjs expressions of constants,
 * written from exactly what is shown (`5/3`, `(3 + 1*sqrt(5))/2`).
 */
export type SolverAnswer =
  /** Every real solution of an equation; empty when there is none. */
  | { readonly kind: 'solutions'; readonly variable: string; readonly values: readonly string[] }
  /** Every real number solves the equation. */
  | { readonly kind: 'identity'; readonly variable: string }
  /** The simplified expression, as shown (`ascii`) and with every product written out (`explicit`). */
  | { readonly kind: 'expression'; readonly variable: string | null; readonly ascii: string; readonly explicit: string };

/** What one method (mathsteps, the quadratic method) produced, before it is checked. */
export interface SolverWork {
  readonly steps: readonly SolverStepResult[];
  readonly answerLatex: string;
  readonly answer: SolverAnswer;
  /**
   * The standard form a quadratic was solved from: coefficients lowest power first, and the factor that turns
   * `left - right` of the original equation into that polynomial. Checked like the answer.
   */
  readonly standardForm?: { readonly coefficients: readonly number[]; readonly scale: number };
}

/** The solver's full outcome: what is shown, the checked answer, and why it declined (null when solved). */
export interface SolverOutcome {
  readonly result: SolverResult;
  readonly answer: SolverAnswer | null;
  readonly declineReason: string | null;
}
