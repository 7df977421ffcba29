import type { FastifyBaseLogger } from 'fastify';
import type { ProblemSolver, SolverLanguage, SolverResult, WolframLookup } from '../solver/solver.types';

/** Wolfram|Alpha answers kept in memory: a shared page is opened many times, its problem looked up once. */
const WOLFRAM_ANSWERS_KEPT = 256;

/** What a shared page shows of a problem: the solver's working and, when configured, Wolfram|Alpha's short answer. */
export interface SolvedProblem {
  result: SolverResult;
  wolfram: string | null;
}

const DECLINED: SolverResult = { asciiMath: null, latex: null, steps: [], answerLatex: null, declined: true };

/**
 * The shared pages' solver: the problem solver on the question's text (it remembers its own results), then a
 * Wolfram|Alpha lookup when an app id is configured and the problem could be read. Answers found are kept (bounded,
 * oldest out first); a miss or a failure is asked again next time. A solver failure is a decline, never a failed page.
 */
export class SharedSolver {
  private readonly answers = new Map<string, string>();

  constructor(private readonly deps: { solver: ProblemSolver; wolfram: WolframLookup | null; log: Pick<FastifyBaseLogger, 'warn'> }) {}

  /** The working of a question's text in its language; Wolfram|Alpha is asked only when `withWolfram` (not for a guest's preview). */
  async solve(text: string, lang: SolverLanguage, withWolfram: boolean): Promise<SolvedProblem> {
    let result = DECLINED;
    try {
      result = await this.deps.solver.solve(text, lang);
    } catch (err) {
      this.deps.log.warn({ err }, 'the solver failed on a shared question; declined');
    }
    return { result, wolfram: withWolfram ? await this.lookup(result.asciiMath) : null };
  }

  private async lookup(asciiMath: string | null): Promise<string | null> {
    if (!this.deps.wolfram || asciiMath === null) return null;
    const kept = this.answers.get(asciiMath);
    if (kept !== undefined) return kept;
    let answer: string | null = null;
    try {
      answer = await this.deps.wolfram(asciiMath);
    } catch (err) {
      this.deps.log.warn({ err }, 'the Wolfram|Alpha lookup failed');
    }
    if (answer !== null) {
      this.answers.set(asciiMath, answer);
      if (this.answers.size > WOLFRAM_ANSWERS_KEPT) this.answers.delete(this.answers.keys().next().value as string);
    }
    return answer;
  }
}
