import { describe, expect, it } from 'vitest';
import { math } from './math';
import { type CorpusProblem, SOLVER_CORPUS } from './solver.corpus';
import { SolverService } from './solver.service';
import type { SolverLanguage } from './solver.types';
import type { SolverAnswer, SolverOutcome } from './work.types';

const LANGUAGES: readonly SolverLanguage[] = ['en', 'es'];
const POINTS = [-2.5, -0.75, 0.6, 1.9, 4.2];

function near(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Whether a solved answer is the corpus' expected one (solutions as sets, expressions numerically). */
function agrees(problem: CorpusProblem, answer: SolverAnswer): boolean {
  const { expect: expected } = problem;
  if ('decline' in expected) return false;
  if ('allReal' in expected) return answer.kind === 'identity';
  if ('simplified' in expected) {
    if (answer.kind !== 'expression') return false;
    const [mine, theirs] = [math.parse(answer.explicit), math.parse(expected.simplified)];
    return POINTS.every((x) => near(Number(mine.evaluate({ x })), Number(theirs.evaluate({ x }))));
  }
  if (answer.kind !== 'solutions') return false;
  const got = answer.values.map((v) => Number(math.evaluate(v))).sort((a, b) => a - b);
  const want = [...expected.solutions].sort((a, b) => a - b);
  return got.length === want.length && got.every((v, i) => near(v, want[i] ?? NaN));
}

describe('solver corpus', () => {
  it(`solves the school corpus with no wrong answer (${SOLVER_CORPUS.length} problems)`, async () => {
    expect(SOLVER_CORPUS.length).toBeGreaterThanOrEqual(75);
    expect(SOLVER_CORPUS.filter((p) => 'decline' in p.expect).length).toBeGreaterThanOrEqual(8);
    const service = new SolverService();
    const wrong: string[] = [];
    const notDeclined: string[] = [];
    const badSteps: string[] = [];
    let solved = 0;
    let declined = 0;
    for (const problem of SOLVER_CORPUS) {
      const outcomes = new Map<SolverLanguage, SolverOutcome>();
      for (const lang of LANGUAGES) outcomes.set(lang, await service.solveDetailed(problem.title, lang));
      const own = outcomes.get(problem.lang);
      if (!own) throw new Error('no outcome');
      if ('decline' in problem.expect) {
        if ([...outcomes.values()].some((o) => !o.result.declined)) notDeclined.push(problem.title);
      }
      if (own.result.declined) {
        declined++;
        expect(own.result.steps).toEqual([]);
        expect(own.result.answerLatex).toBeNull();
        continue;
      }
      solved++;
      for (const [lang, outcome] of outcomes) {
        if (outcome.result.declined || !outcome.answer || !agrees(problem, outcome.answer)) wrong.push(`${problem.title} (${lang})`);
        const steps = outcome.result.steps;
        if (!steps.length || steps.some((s) => !s.latex.trim() || !s.explanation.trim()) || !outcome.result.answerLatex) {
          badSteps.push(`${problem.title} (${lang})`);
        }
      }
    }
    const expectedSolvable = SOLVER_CORPUS.filter((p) => !('decline' in p.expect)).length;
    const percent = (n: number) => `${((100 * n) / SOLVER_CORPUS.length).toFixed(1)}%`;
    process.stdout.write(
      `solver corpus: ${SOLVER_CORPUS.length} problems, solved ${solved} (${percent(solved)}), declined ${declined} (${percent(declined)}), wrong ${wrong.length}\n`,
    );
    expect(wrong).toEqual([]);
    expect(notDeclined).toEqual([]);
    expect(badSteps).toEqual([]);
    expect(solved / expectedSolvable).toBeGreaterThanOrEqual(0.85);
  });

  it('explains every step in both languages, differently', async () => {
    const service = new SolverService();
    for (const title of ['Solve for x: 2x + 5 = 17', 'x^2 - 3x + 1 = 0', 'Simplify 3(x + 2) - 2x']) {
      const [en, es] = await Promise.all([service.solve(title, 'en'), service.solve(title, 'es')]);
      expect(en.steps.map((s) => s.latex)).toEqual(es.steps.map((s) => s.latex));
      expect(en.steps.map((s) => s.explanation)).not.toEqual(es.steps.map((s) => s.explanation));
    }
  });
});
