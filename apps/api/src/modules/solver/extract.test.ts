import { describe, expect, it } from 'vitest';
import { type Extraction, extractProblem, MAX_MATH_CHARS, toExplicit } from './extract';

function read(text: string) {
  const extraction: Extraction = extractProblem(text);
  if (!extraction.ok) throw new Error(`declined ${text}: ${extraction.reason}`);
  return extraction.problem;
}

function reason(text: string): string | null {
  const extraction = extractProblem(text);
  return extraction.ok ? null : extraction.reason;
}

describe('extractProblem', () => {
  it('reads the formula editor LaTeX piece and ignores the words around it', () => {
    const problem = read('Solve for x: $x^2-5x+6=0$');
    expect(problem).toMatchObject({ latex: 'x^2-5x+6=0', asciiMath: 'x^2-5x+6=0', explicit: 'x^2-5*x+6=0', friendly: 'x^2-5x+6=0' });
  });

  it('converts LaTeX fractions, \\cdot and \\left( \\right) with mathlive, keeping products explicit for mathjs', () => {
    expect(read('Simplify $\\frac{2}{4}x + 3x$')).toMatchObject({ latex: '\\frac{2}{4}x + 3x', explicit: '(2)/(4)*x+3*x' });
    expect(read('$\\frac{1}{2}\\left(x+4\\right)=6$').explicit).toBe('(1)/(2)*(x+4)=6');
    expect(read('$2\\cdot x^{2}$').explicit).toBe('2*x^2');
    expect(read('\\(3x=9\\)').explicit).toBe('3*x=9');
  });

  it('strips the wording of plain titles in English and Spanish', () => {
    expect(read('Solve for x: 2x + 5 = 17')).toMatchObject({
      asciiMath: '2x + 5 = 17',
      latex: null,
      explicit: '2*x+5=17',
      friendly: '2x+5=17',
    });
    expect(read('What is 3(x+2) = 12?').explicit).toBe('3*(x+2)=12');
    expect(read('Simplify 2x + 3x - 4').explicit).toBe('2*x+3*x-4');
    expect(read('x^2 + 4 = 0').explicit).toBe('x^2+4=0');
    expect(read('Resuelve para x: 4x - 6 = 10').explicit).toBe('4*x-6=10');
    expect(read('¿Cuánto es 3 + 4?').explicit).toBe('3+4');
    expect(read('Find a: 4a + 2 = 18').explicit).toBe('4*a+2=18');
    expect(read('Solve 2x = 8 for x').explicit).toBe('2*x=8');
  });

  it('normalises unicode operators and the decimal comma', () => {
    expect(read('x² − 2·x = 3').explicit).toBe('x^2-2*x=3');
    expect(read('Resuelve: 0,5x + 2 = 4').explicit).toBe('0.5*x+2=4');
  });

  it('keeps a number before a letter implicit for mathsteps unless it is a denominator or an exponent', () => {
    expect(toExplicit('1/2x + 3x')).toEqual({ explicit: '1/2*x+3*x', friendly: '1/2*x+3x' });
    expect(toExplicit('2^3x')).toEqual({ explicit: '2^3*x', friendly: '2^3*x' });
    expect(toExplicit('x(x - 5)')).toEqual({ explicit: 'x*(x-5)', friendly: 'x*(x-5)' });
  });

  it('declines what is not one equation or expression in one letter', () => {
    expect(reason('Solve 2x + 1 > 7')).toBe('inequality');
    expect(reason('Solve $x \\le 3$')).toBe('inequality');
    expect(reason('$x \\pm 2 = 5$')).toBe('plus-minus');
    expect(reason('x = 2 = 3')).toBe('several-equals');
    expect(reason('Solve the system $x+y=2$ and $x-y=0$')).toBe('several-problems');
    expect(reason('Solve: x + y = 5, x - y = 1')).toBe('several-equals');
    expect(reason('How do I study for my algebra exam?')).toBe('words');
    expect(reason('sin(x) = 1')).toBe('words');
    expect(reason('Solve $\\sqrt{x}=4$')).toBe('words');
    expect(reason('e^2 = x')).toBe('reserved-letter');
    expect(reason('|x| = 3')).toBe('unsupported-symbol');
    expect(reason('Solve $1\\frac{1}{2}x = 3$')).toBe('ambiguous-number');
    expect(reason('1 1/2 x = 3')).toBe('ambiguous-number');
    expect(reason('x2 + 1 = 5')).toBe('ambiguous-number');
    expect(reason('x^1/2 = 3')).toBe('ambiguous-number');
    expect(reason('Explain photosynthesis')).toBe('words');
    expect(reason('')).toBe('no-math');
    expect(reason(`${'1+'.repeat(MAX_MATH_CHARS)}1`)).toBe('too-long');
  });

  it('keeps the math part of a decline when it isolated one (for Wolfram|Alpha)', () => {
    expect(extractProblem('sin(x) = 1')).toEqual({ ok: false, reason: 'words', asciiMath: 'sin(x) = 1', latex: null });
    expect(extractProblem('How are you?')).toMatchObject({ ok: false, asciiMath: null });
  });
});
