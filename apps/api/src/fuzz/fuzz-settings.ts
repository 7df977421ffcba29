import type { FuzzSettings } from './fuzz-run';

/**
 * How large a pass is, from the environment. The suite's pass (no variables): 5 generated requests and 3 transport
 * cases per route and role, about 3,500 requests. `FUZZ_LARGE=1` (benches): 16 generated requests and every transport
 * case, about 13,500. `FUZZ_RUNS` sets the generated count (above 5 it sends every transport case too); `FUZZ_SEED` the
 * seed; `FUZZ_REPORT` a file to write every finding to.
 */
export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings & { reportFile: string | null; large: boolean } {
  const large = env.FUZZ_LARGE === '1';
  const runs = Number(env.FUZZ_RUNS ?? (large ? 16 : 5));
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a positive integer, not ${env.FUZZ_RUNS}`);
  const seed = Number(env.FUZZ_SEED ?? 20_260);
  return {
    runs,
    transportPerPair: large || runs > 5 ? 'all' : 3,
    seed,
    reportFile: env.FUZZ_REPORT ?? null,
    large: large || runs > 5,
  };
}
