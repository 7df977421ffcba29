import { describe, expect, it } from 'vitest';
import { analyzeProblem, type AnalyzedProblem } from './analyze';
import { extractProblem } from './extract';
import { polynomialOf } from './polynomial';
import { solveQuadratic } from './quadratic';
import { math } from './math';
import { checkWork } from './verify';

function analyzed(text: string): AnalyzedProblem {
  const extraction = extractProblem(text);
  if (!extraction.ok) throw new Error(extraction.reason);
  const analysis = analyzeProblem(extraction.problem);
  if (!analysis.ok) throw new Error(analysis.reason);
  return analysis.problem;
}

function quadratic(text: string, lang: 'en' | 'es' = 'en') {
  const problem = analyzed(text);
  const work = solveQuadratic(problem, lang);
  if (!work) throw new Error(`no work for ${text}`);
  expect(checkWork(problem, work)).toBe(true);
  return { ...work, latex: work.steps.map((s) => s.latex) };
}

describe('polynomialOf', () => {
  it('expands exactly, with decimals as fractions', () => {
    expect(polynomialOf(math.parse('(x - 2)*(x + 3) - 0.5*x^2'), 'x')).toEqual([
      { n: -6, d: 1 },
      { n: 1, d: 1 },
      { n: 1, d: 2 },
    ]);
    expect(polynomialOf(math.parse('(x+1)^2/3 - (x^2+2*x+1)/3'), 'x')).toEqual([]);
  });
});

describe('solveQuadratic', () => {
  it('factors when the discriminant is a perfect square', () => {
    const work = quadratic('x^2 - 5x + 6 = 0');
    expect(work.latex).toEqual([
      'x^{2} - 5x + 6 = 0',
      'a = 1, \\quad b = -5, \\quad c = 6',
      '\\Delta = b^{2} - 4ac = \\left(-5\\right)^{2} - 4 \\cdot 1 \\cdot 6 = 1',
      '\\left(x - 2\\right)\\left(x - 3\\right) = 0',
      'x - 2 = 0 \\quad \\text{or} \\quad x - 3 = 0',
      'x_{1} = 2, \\quad x_{2} = 3',
    ]);
    expect(work.answer).toEqual({ kind: 'solutions', variable: 'x', values: ['2/1', '3/1'] });
  });

  it('clears fractions and a negative leading coefficient first, and factors rational roots', () => {
    const work = quadratic('$\\frac{x}{2}-\\frac{1}{3}x^{2}=0$');
    expect(work.latex.slice(0, 2)).toEqual(['-\\frac{1}{3}x^{2} + \\frac{1}{2}x = 0', '2x^{2} - 3x = 0']);
    expect(work.steps[1]?.explanation).toBe('Multiply both sides by -6 to get simpler whole-number coefficients.');
    expect(work.latex).toContain('x\\left(2x - 3\\right) = 0');
    expect(work.answerLatex).toBe('x_{1} = 0, \\quad x_{2} = \\frac{3}{2}');
    expect(quadratic('2x^2 - 8 = 0').steps[1]?.explanation).toBe('Divide both sides by 2 to get smaller coefficients.');
  });

  it('writes a double root as a perfect square', () => {
    const work = quadratic('4x^2 + 4x + 1 = 0');
    expect(work.latex.slice(-2)).toEqual(['\\left(2x + 1\\right)^{2} = 0', 'x = -\\frac{1}{2}']);
    expect(work.answer).toEqual({ kind: 'solutions', variable: 'x', values: ['-1/2'] });
  });

  it('uses the quadratic formula with an exact, simplified surd otherwise', () => {
    const work = quadratic('x^2 - 3x + 1 = 0');
    expect(work.latex.slice(-3)).toEqual([
      'x = \\frac{-b \\pm \\sqrt{\\Delta}}{2a} = \\frac{-\\left(-3\\right) \\pm \\sqrt{5}}{2 \\cdot 1}',
      'x = \\frac{3 \\pm \\sqrt{5}}{2}',
      'x_{1} = \\frac{3 + \\sqrt{5}}{2}, \\quad x_{2} = \\frac{3 - \\sqrt{5}}{2}',
    ]);
    expect(quadratic('x^2 = 2').latex).toContain('x = \\frac{0 \\pm 2\\sqrt{2}}{2} = \\pm \\sqrt{2}');
    expect(quadratic('2x^2 - 4x - 3 = 0').answerLatex).toBe('x_{1} = \\frac{2 + \\sqrt{10}}{2}, \\quad x_{2} = \\frac{2 - \\sqrt{10}}{2}');
  });

  it('answers no real solutions when the discriminant is negative, in the session language', () => {
    const en = quadratic('x^2 + 4 = 0');
    expect(en.latex.at(-1)).toBe('\\Delta = -16 < 0');
    expect(en.answerLatex).toBe('\\text{No real solutions}');
    expect(en.answer).toEqual({ kind: 'solutions', variable: 'x', values: [] });
    const es = quadratic('x^2 + 4 = 0', 'es');
    expect(es.answerLatex).toBe('\\text{No tiene soluciones reales}');
    expect(es.steps.at(-1)?.explanation).toBe('El discriminante es negativo, así que la ecuación no tiene soluciones reales.');
  });

  it('takes only degree-2 equations', () => {
    expect(solveQuadratic(analyzed('2x + 1 = 5'), 'en')).toBeNull();
    expect(solveQuadratic(analyzed('x^2 + 2x'), 'en')).toBeNull();
  });
});
