/** The language of a solver's explanations (the session's language). */
export type SolverLanguage = 'en' | 'es';

/** One step of the working: its LaTeX and a one-line explanation. */
export interface SolverStepResult {
  latex: string;
  explanation: string;
}

/**
 * What the solver made of a question's text. `declined` is true (and `steps` empty, `answerLatex` null) when the
 * problem could not be read or solved with certainty; otherwise every answer was checked by substitution.
 */
export interface SolverResult {
  /** The problem as AsciiMath, when it could be read. */
  asciiMath: string | null;
  /** The problem as LaTeX, when it could be read. */
  latex: string | null;
  steps: SolverStepResult[];
  answerLatex: string | null;
  declined: boolean;
}

/** Solves the equation or expression found in a question's text. */
export interface ProblemSolver {
  solve(text: string, lang: SolverLanguage): Promise<SolverResult>;
}

/** Looks a problem up on Wolfram|Alpha (short answer), null when not configured, on failure or timeout. */
export type WolframLookup = (asciiMath: string) => Promise<string | null>;
