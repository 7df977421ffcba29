import { describe, expect, it, vi } from 'vitest';
import { quietly } from './quiet';
import { type SolveEngine, SolverService } from './solver.service';
import type { SolverOutcome } from './work.types';

function outcome(text: string): SolverOutcome {
  return {
    result: { asciiMath: text, latex: text, steps: [{ latex: text, explanation: 'x' }], answerLatex: text, declined: false },
    answer: null,
    declineReason: null,
  };
}

function fakeEngine() {
  const engine = vi.fn<SolveEngine>((text) => outcome(text));
  const load = vi.fn(async () => engine);
  return { engine, load };
}

describe('SolverService', () => {
  it('loads the engine once, on first use', async () => {
    const { engine, load } = fakeEngine();
    const service = new SolverService({ loadEngine: load });
    expect(load).not.toHaveBeenCalled();
    await Promise.all([service.solve('a', 'en'), service.solve('b', 'en')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(engine).toHaveBeenCalledTimes(2);
  });

  it('remembers results per language and text', async () => {
    const { engine, load } = fakeEngine();
    const service = new SolverService({ loadEngine: load });
    const first = await service.solve('2x = 4', 'en');
    expect(await service.solve('2x = 4', 'en')).toBe(first);
    await service.solve('2x = 4', 'es');
    expect(engine.mock.calls).toEqual([
      ['2x = 4', 'en'],
      ['2x = 4', 'es'],
    ]);
  });

  it('keeps the most recently used results within its size', async () => {
    const { engine, load } = fakeEngine();
    const service = new SolverService({ memoSize: 2, loadEngine: load });
    await service.solve('a', 'en');
    await service.solve('b', 'en');
    await service.solve('a', 'en'); // a is now the most recent
    await service.solve('c', 'en'); // drops b
    await service.solve('a', 'en');
    expect(engine).toHaveBeenCalledTimes(3);
    await service.solve('b', 'en');
    expect(engine).toHaveBeenCalledTimes(4);
  });

  it('declines when the engine cannot load, and tries to load it again next time', async () => {
    const { engine } = fakeEngine();
    const load = vi.fn<() => Promise<SolveEngine>>().mockRejectedValueOnce(new Error('no module')).mockResolvedValue(engine);
    const service = new SolverService({ loadEngine: load });
    expect(await service.solve('a', 'en')).toEqual({ asciiMath: null, latex: null, steps: [], answerLatex: null, declined: true });
    expect((await service.solve('a', 'en')).declined).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('solves with the real engine', async () => {
    const service = new SolverService();
    const solved = await service.solveDetailed('x^2 - 4 = (x - 2)(x + 3)', 'en');
    expect(solved.answer).toEqual({ kind: 'solutions', variable: 'x', values: ['2'] });
    expect(solved.result.steps[0]).toEqual({ latex: '-x + 2 = 0', explanation: 'Expand and move every term to the left side.' });
    const declined = await service.solve('x^3 = 8', 'es');
    expect(declined).toMatchObject({ declined: true, steps: [], answerLatex: null, asciiMath: 'x^3 = 8' });
  });

  it('keeps mathsteps quiet when it gives up', async () => {
    const { default: mathsteps } = await import('mathsteps');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      // mathsteps loops on squares that cancel and prints 'Math error: Potential infinite loop ...'.
      expect(quietly(() => mathsteps.solveEquation('(x+1)*(x-1) = x^2 + x'))).toEqual([]);
      expect(error).not.toHaveBeenCalled();
      mathsteps.solveEquation('(x+1)*(x-1) = x^2 + x');
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });
});
