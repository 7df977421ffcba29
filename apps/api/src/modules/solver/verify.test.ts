import { describe, expect, it } from 'vitest';
import { analyzeProblem, type AnalyzedProblem } from './analyze';
import { extractProblem } from './extract';
import { math } from './math';
import { checkWork, constantOf, satisfies } from './verify';
import type { SolverAnswer, SolverWork } from './work.types';

function analyzed(text: string): AnalyzedProblem {
  const extraction = extractProblem(text);
  if (!extraction.ok) throw new Error(extraction.reason);
  const analysis = analyzeProblem(extraction.problem);
  if (!analysis.ok) throw new Error(analysis.reason);
  return analysis.problem;
}

function claim(answer: SolverAnswer, standardForm?: SolverWork['standardForm']): SolverWork {
  return { steps: [{ latex: 'x', explanation: 'e' }], answerLatex: 'x', answer, ...(standardForm ? { standardForm } : {}) };
}

const solutions = (...values: string[]): SolverAnswer => ({ kind: 'solutions', variable: 'x', values });

describe('verify', () => {
  it('substitutes a value into both sides with a relative tolerance', () => {
    const problem = analyzed('2x + 5 = 17');
    if (!problem.right) throw new Error('equation expected');
    expect(satisfies(problem.left, problem.right, 'x', 6)).toBe(true);
    expect(satisfies(problem.left, problem.right, 'x', 6.000001)).toBe(false);
  });

  it('accepts a right linear answer and rejects a wrong or a missing one', () => {
    const problem = analyzed('3(x - 4) = 2(x + 1)');
    expect(checkWork(problem, claim(solutions('14')))).toBe(true);
    expect(checkWork(problem, claim(solutions('13')))).toBe(false);
    expect(checkWork(problem, claim(solutions()))).toBe(false);
    expect(checkWork(problem, claim({ kind: 'identity', variable: 'x' }))).toBe(false);
  });

  it('tells contradictions and identities apart by sampling', () => {
    expect(checkWork(analyzed('2x + 3 = 2x + 5'), claim(solutions()))).toBe(true);
    expect(checkWork(analyzed('2x + 3 = 2x + 5'), claim({ kind: 'identity', variable: 'x' }))).toBe(false);
    expect(checkWork(analyzed('3(x - 1) = 3x - 3'), claim({ kind: 'identity', variable: 'x' }))).toBe(true);
    expect(checkWork(analyzed('3(x - 1) = 3x - 3'), claim(solutions()))).toBe(false);
  });

  it('needs a quadratic standard form that matches the original, and every root', () => {
    const problem = analyzed('x(x + 2) = 3');
    const standardForm = { coefficients: [-3, 2, 1], scale: 1 };
    expect(checkWork(problem, claim(solutions('-3', '1'), standardForm))).toBe(true);
    expect(checkWork(problem, claim(solutions('1'), standardForm))).toBe(false);
    expect(checkWork(problem, claim(solutions(), standardForm))).toBe(false);
    expect(checkWork(problem, claim(solutions('-3', '1'), { coefficients: [-3, 2, 2], scale: 1 }))).toBe(false);
    expect(checkWork(problem, claim(solutions('-3', '1')))).toBe(false);
  });

  it('accepts no real solutions only with a negative discriminant of a checked standard form', () => {
    const problem = analyzed('x^2 + 4 = 0');
    expect(checkWork(problem, claim(solutions(), { coefficients: [4, 0, 1], scale: 1 }))).toBe(true);
    expect(checkWork(analyzed('x^2 - 4 = 0'), claim(solutions(), { coefficients: [4, 0, 1], scale: 1 }))).toBe(false);
  });

  it('checks irrational roots numerically from their exact form', () => {
    const problem = analyzed('x^2 - 3x + 1 = 0');
    const standardForm = { coefficients: [1, -3, 1], scale: 1 };
    expect(checkWork(problem, claim(solutions('(3 + 1*sqrt(5))/2', '(3 - 1*sqrt(5))/2'), standardForm))).toBe(true);
    expect(checkWork(problem, claim(solutions('(3 + 1*sqrt(6))/2', '(3 - 1*sqrt(6))/2'), standardForm))).toBe(false);
    expect(constantOf('(3 + 1*sqrt(5))/2')).toBeCloseTo(2.618034, 6);
    expect(() => constantOf('x + 1')).toThrow();
  });

  it('compares a simplification with the original at several points', () => {
    const problem = analyzed('Simplify 3(x + 2) - 2x');
    const expression = (explicit: string): SolverAnswer => ({ kind: 'expression', variable: 'x', ascii: explicit, explicit });
    expect(checkWork(problem, claim(expression('x+6')))).toBe(true);
    expect(checkWork(problem, claim(expression('x+5')))).toBe(false);
    expect(checkWork(problem, claim(expression('x^2+6')))).toBe(false);
    expect(checkWork(problem, claim(expression('x+')))).toBe(false);
  });

  it('counts a failing evaluation as a failed check', () => {
    expect(checkWork(analyzed('2x = 4'), claim(solutions('sqrt(-1)')))).toBe(false);
    expect(math.parse('1').evaluate()).toBe(1);
  });
});
