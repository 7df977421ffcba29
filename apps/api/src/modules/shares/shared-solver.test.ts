import { describe, expect, it } from 'vitest';
import type { ProblemSolver, SolverResult } from '../solver/solver.types';
import { SharedSolver } from './shared-solver';

const SOLVED: SolverResult = {
  asciiMath: 'x+1=2',
  latex: 'x+1=2',
  steps: [{ latex: 'x=1', explanation: 'Subtract 1 from both sides' }],
  answerLatex: 'x=1',
  declined: false,
};
const quiet = { warn: () => undefined };

function solverOf(result: SolverResult | Error): ProblemSolver {
  return {
    solve: async () => {
      if (result instanceof Error) throw result;
      return result;
    },
  };
}

describe('the shared pages solver', () => {
  it('asks Wolfram|Alpha only when configured, asked for, and the problem was read; keeps the answers found', async () => {
    const asked: string[] = [];
    let answer: string | null = null;
    const wolfram = async (asciiMath: string) => {
      asked.push(asciiMath);
      return answer;
    };
    const shared = new SharedSolver({ solver: solverOf(SOLVED), wolfram, log: quiet });
    expect(await shared.solve('x+1=2', 'en', false)).toEqual({ result: SOLVED, wolfram: null });
    expect(asked).toEqual([]);
    // A miss is asked again next time; an answer is kept.
    expect((await shared.solve('x+1=2', 'en', true)).wolfram).toBeNull();
    answer = 'x = 1';
    expect((await shared.solve('x+1=2', 'en', true)).wolfram).toBe('x = 1');
    expect((await shared.solve('x+1=2', 'en', true)).wolfram).toBe('x = 1');
    expect(asked).toEqual(['x+1=2', 'x+1=2']);

    const unread = new SharedSolver({ solver: solverOf({ ...SOLVED, asciiMath: null, declined: true }), wolfram, log: quiet });
    expect((await unread.solve('hello', 'en', true)).wolfram).toBeNull();
    expect(asked).toHaveLength(2);
    const unconfigured = new SharedSolver({ solver: solverOf(SOLVED), wolfram: null, log: quiet });
    expect((await unconfigured.solve('x+1=2', 'en', true)).wolfram).toBeNull();
  });

  it('turns a solver or lookup failure into a decline or no answer, never an error', async () => {
    const failing = new SharedSolver({ solver: solverOf(new Error('bug')), wolfram: async () => 'x', log: quiet });
    const solved = await failing.solve('x+1=2', 'es', true);
    expect(solved).toEqual({ result: { asciiMath: null, latex: null, steps: [], answerLatex: null, declined: true }, wolfram: null });
    const lookupFails = new SharedSolver({
      solver: solverOf(SOLVED),
      wolfram: async () => {
        throw new Error('network');
      },
      log: quiet,
    });
    expect(await lookupFails.solve('x+1=2', 'en', true)).toEqual({ result: SOLVED, wolfram: null });
  });
});
