import type { SolverLanguage } from './solver.types';

/** What the solver must answer for a corpus problem. */
export type CorpusExpectation =
  /** Every real solution, as a set (empty: no solution, or no real solutions). */
  | { readonly solutions: readonly number[] }
  /** Every real number is a solution. */
  | { readonly allReal: true }
  /** The simplified expression, in mathjs syntax, compared with the answer numerically. */
  | { readonly simplified: string }
  /** The solver must decline (no steps, no answer). */
  | { readonly decline: true };

/** One school problem as a question title, with its expected final answer. */
export interface CorpusProblem {
  readonly title: string;
  readonly lang: SolverLanguage;
  readonly topic: 'linear' | 'fractions' | 'parentheses' | 'decimals' | 'quadratic' | 'simplification' | 'decline';
  readonly expect: CorpusExpectation;
}

const r5 = Math.sqrt(5);
const r2 = Math.sqrt(2);
const r3 = Math.sqrt(3);
const r10 = Math.sqrt(10);

/**
 * School problems, written the way question titles come in: plain text or the formula editor's `$...$` LaTeX, in
 * English and Spanish. The last few are solvable on paper but worded in a way the solver is not expected to read.
 */
export const SOLVER_CORPUS: readonly CorpusProblem[] = [
  // Linear, plain
  { title: 'Solve for x: 2x + 5 = 17', lang: 'en', topic: 'linear', expect: { solutions: [6] } },
  { title: 'x + 7 = 12', lang: 'en', topic: 'linear', expect: { solutions: [5] } },
  { title: '3x - 4 = 11', lang: 'en', topic: 'linear', expect: { solutions: [5] } },
  { title: '5x = 35', lang: 'en', topic: 'linear', expect: { solutions: [7] } },
  { title: 'Solve: 7 - x = 3', lang: 'en', topic: 'linear', expect: { solutions: [4] } },
  { title: '4x + 1 = 2x + 9', lang: 'en', topic: 'linear', expect: { solutions: [4] } },
  { title: '5x - 3 = 2x + 9', lang: 'en', topic: 'linear', expect: { solutions: [4] } },
  { title: '-3x + 4 = 10', lang: 'en', topic: 'linear', expect: { solutions: [-2] } },
  { title: '2x + 9 = 3', lang: 'en', topic: 'linear', expect: { solutions: [-3] } },
  { title: '6 = 2x - 4', lang: 'en', topic: 'linear', expect: { solutions: [5] } },
  { title: 'x - 8 = -15', lang: 'en', topic: 'linear', expect: { solutions: [-7] } },
  { title: '9x - 7 = 4x + 18', lang: 'en', topic: 'linear', expect: { solutions: [5] } },
  { title: 'Solve for y: 3y - 7 = 8', lang: 'en', topic: 'linear', expect: { solutions: [5] } },
  { title: 'Find a: 4a + 2 = 18', lang: 'en', topic: 'linear', expect: { solutions: [4] } },
  { title: 'Resuelve para x: 4x - 6 = 10', lang: 'es', topic: 'linear', expect: { solutions: [4] } },
  { title: 'Resuelve la ecuación $3x+2=11$', lang: 'es', topic: 'linear', expect: { solutions: [3] } },
  { title: 'Solve $2x-7=-3x+8$', lang: 'en', topic: 'linear', expect: { solutions: [3] } },
  { title: '2x + 3 = 2x + 5', lang: 'en', topic: 'linear', expect: { solutions: [] } },
  { title: '3(x - 1) = 3x - 3', lang: 'en', topic: 'linear', expect: { allReal: true } },
  { title: 'x^2 + 3x = x^2 + 6', lang: 'en', topic: 'linear', expect: { solutions: [2] } },
  { title: 'x^2 - 4 = (x - 2)(x + 3)', lang: 'en', topic: 'linear', expect: { solutions: [2] } },

  // Linear with fractions
  { title: 'x/3 + 2 = 5', lang: 'en', topic: 'fractions', expect: { solutions: [9] } },
  { title: 'Solve $\\frac{x}{4} - 3 = \\frac{x}{2}$', lang: 'en', topic: 'fractions', expect: { solutions: [-12] } },
  { title: '$\\frac{2}{3}x = 8$', lang: 'en', topic: 'fractions', expect: { solutions: [12] } },
  { title: '$\\frac{x+1}{2} = 3$', lang: 'en', topic: 'fractions', expect: { solutions: [5] } },
  { title: '1/3x + 1/4 = 1/2', lang: 'en', topic: 'fractions', expect: { solutions: [3 / 4] } },
  { title: 'Solve for x: $\\frac{3x}{5} - 1 = 2$', lang: 'en', topic: 'fractions', expect: { solutions: [5] } },
  { title: '(2x - 1)/3 = x/2 + 1', lang: 'en', topic: 'fractions', expect: { solutions: [8] } },
  { title: 'Resuelve $\\frac{x}{2}+\\frac{x}{3}=10$', lang: 'es', topic: 'fractions', expect: { solutions: [12] } },

  // Linear with parentheses
  { title: 'What is 3(x+2) = 12?', lang: 'en', topic: 'parentheses', expect: { solutions: [2] } },
  { title: '3(x - 4) = 2(x + 1)', lang: 'en', topic: 'parentheses', expect: { solutions: [14] } },
  { title: '2(x + 3) - 4 = 3x - 1', lang: 'en', topic: 'parentheses', expect: { solutions: [3] } },
  { title: '$5\\left(x-2\\right)=3x+4$', lang: 'en', topic: 'parentheses', expect: { solutions: [7] } },
  { title: '-(x - 4) + 2x = 10', lang: 'en', topic: 'parentheses', expect: { solutions: [6] } },
  { title: '4(2x + 1) = 3(x + 8)', lang: 'en', topic: 'parentheses', expect: { solutions: [4] } },
  { title: 'Resuelve: 2(x − 5) = 8', lang: 'es', topic: 'parentheses', expect: { solutions: [9] } },

  // Linear with decimals
  { title: '0.5x + 1.25 = 3', lang: 'en', topic: 'decimals', expect: { solutions: [3.5] } },
  { title: '0.2x - 1.5 = 0.7', lang: 'en', topic: 'decimals', expect: { solutions: [11] } },
  { title: '1.2x = 3.6', lang: 'en', topic: 'decimals', expect: { solutions: [3] } },
  { title: '0.3x = 0.1', lang: 'en', topic: 'decimals', expect: { solutions: [1 / 3] } },
  { title: '2.5(x - 1.2) = 4', lang: 'en', topic: 'decimals', expect: { solutions: [2.8] } },
  { title: 'Resuelve: 0,5x + 2 = 4', lang: 'es', topic: 'decimals', expect: { solutions: [4] } },
  { title: '0.25x - 1.5 = 2.1x', lang: 'en', topic: 'decimals', expect: { solutions: [-30 / 37] } },

  // Quadratics: two rational roots
  { title: 'Solve for x: $x^2-5x+6=0$', lang: 'en', topic: 'quadratic', expect: { solutions: [2, 3] } },
  { title: 'x^2 + x - 12 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [-4, 3] } },
  { title: '2x^2 - 7x + 3 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [1 / 2, 3] } },
  { title: 'x^2 = 9', lang: 'en', topic: 'quadratic', expect: { solutions: [-3, 3] } },
  { title: 'x(x - 5) = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [0, 5] } },
  { title: '$x^{2}-4x=0$', lang: 'en', topic: 'quadratic', expect: { solutions: [0, 4] } },
  { title: '(x - 2)(x + 3) = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [-3, 2] } },
  { title: '6x^2 + x - 2 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [-2 / 3, 1 / 2] } },
  { title: 'x^2 + 3x = 10', lang: 'en', topic: 'quadratic', expect: { solutions: [-5, 2] } },
  { title: '$\\frac{1}{2}x^2 - 2 = 0$', lang: 'en', topic: 'quadratic', expect: { solutions: [-2, 2] } },
  { title: 'Resuelve $x^2 - 7x + 10 = 0$', lang: 'es', topic: 'quadratic', expect: { solutions: [2, 5] } },
  { title: '-x^2 + 4x - 3 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [1, 3] } },
  { title: 'x(x + 2) = 3', lang: 'en', topic: 'quadratic', expect: { solutions: [-3, 1] } },
  { title: '(x+1)^2 = 16', lang: 'en', topic: 'quadratic', expect: { solutions: [-5, 3] } },
  { title: '3x^2 = 12x', lang: 'en', topic: 'quadratic', expect: { solutions: [0, 4] } },
  { title: 'x² − 0.25 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [-0.5, 0.5] } },
  // Quadratics: one double root
  { title: 'x^2 - 6x + 9 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [3] } },
  { title: '4x^2 + 4x + 1 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [-1 / 2] } },
  { title: '(x + 5)^2 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [-5] } },
  // Quadratics: irrational roots
  { title: 'x^2 - 3x + 1 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [(3 - r5) / 2, (3 + r5) / 2] } },
  { title: 'x^2 = 2', lang: 'en', topic: 'quadratic', expect: { solutions: [-r2, r2] } },
  { title: 'x^2 + 2x - 1 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [-1 - r2, -1 + r2] } },
  { title: '2x^2 - 4x - 3 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [(2 - r10) / 2, (2 + r10) / 2] } },
  { title: 'Resuelve $x^{2}+4x+1=0$', lang: 'es', topic: 'quadratic', expect: { solutions: [-2 - r3, -2 + r3] } },
  // Quadratics: no real roots
  { title: 'x^2 + 4 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [] } },
  { title: 'x^2 + x + 1 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [] } },
  { title: '2x^2 - 3x + 5 = 0', lang: 'en', topic: 'quadratic', expect: { solutions: [] } },
  { title: 'Resuelve $x^2+2x+5=0$', lang: 'es', topic: 'quadratic', expect: { solutions: [] } },

  // Simplifications
  { title: 'Simplify $\\frac{2}{4}x + 3x$', lang: 'en', topic: 'simplification', expect: { simplified: '7/2*x' } },
  { title: 'Simplify 3(x + 2) - 2x', lang: 'en', topic: 'simplification', expect: { simplified: 'x + 6' } },
  { title: 'Simplify 2x + 3x - 4', lang: 'en', topic: 'simplification', expect: { simplified: '5*x - 4' } },
  { title: 'Simplify x/2 + x/3', lang: 'en', topic: 'simplification', expect: { simplified: '5/6*x' } },
  { title: 'What is 1/2 + 1/3?', lang: 'en', topic: 'simplification', expect: { simplified: '5/6' } },
  { title: 'What is 3 + 4*2?', lang: 'en', topic: 'simplification', expect: { simplified: '11' } },
  { title: 'Simplify 2(3x - 1) + 4', lang: 'en', topic: 'simplification', expect: { simplified: '6*x + 2' } },
  { title: 'Expand (x + 1)(x + 2)', lang: 'en', topic: 'simplification', expect: { simplified: 'x^2 + 3*x + 2' } },
  { title: 'Simplify 5x - (2x - 3)', lang: 'en', topic: 'simplification', expect: { simplified: '3*x + 3' } },
  { title: 'Simplify (6x + 4)/2', lang: 'en', topic: 'simplification', expect: { simplified: '3*x + 2' } },
  { title: 'Simplifica 2x^2 + 3x - x^2 + 1', lang: 'es', topic: 'simplification', expect: { simplified: 'x^2 + 3*x + 1' } },
  { title: 'Simplify $x^{2}\\cdot x^{3}$', lang: 'en', topic: 'simplification', expect: { simplified: 'x^5' } },
  { title: 'Expand (x + 1)^2', lang: 'en', topic: 'simplification', expect: { simplified: 'x^2 + 2*x + 1' } },
  { title: 'Simplify $\\frac{3}{4}-\\frac{1}{6}$', lang: 'en', topic: 'simplification', expect: { simplified: '7/12' } },
  { title: 'Simplify 4x/8', lang: 'en', topic: 'simplification', expect: { simplified: 'x/2' } },
  { title: 'Simplifica $0.1x+0.2x$', lang: 'es', topic: 'simplification', expect: { simplified: '0.3*x' } },

  // Must be declined
  { title: 'Solve x + y = 10', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'x^3 - 8 = 0', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'x^4 - 1 = 0', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'Solve $\\sin(x) = \\frac{1}{2}$', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'log(x) = 2', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'Solve $\\sqrt{x} = 4$', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'Solve 2x + 1 > 7', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'Solve $x \\le 3$', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'Solve the system: x + y = 5, x - y = 1', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: '$\\begin{cases}x+y=2\\\\x-y=0\\end{cases}$', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'How do I study for my algebra exam?', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: '¿Cómo se resuelve una ecuación?', lang: 'es', topic: 'decline', expect: { decline: true } },
  { title: '1/x = 2', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: '$\\frac{3}{x+1} = 1$', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: '$x \\pm 2 = 5$', lang: 'en', topic: 'decline', expect: { decline: true } },
  { title: 'x = 2 = 3', lang: 'en', topic: 'decline', expect: { decline: true } },

  // Solvable on paper, worded beyond what the solver reads (it should decline, never guess)
  { title: 'If 2x = 10, what is x?', lang: 'en', topic: 'linear', expect: { solutions: [5] } },
  { title: 'Solve $1\\frac{1}{2}x = 3$', lang: 'en', topic: 'fractions', expect: { solutions: [2] } },
];
