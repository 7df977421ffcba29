import { performance } from 'node:perf_hooks';

/** The phases of a server start, each with its duration in milliseconds, in the order they ran. */
export interface StartupTimings {
  /** Milliseconds from the process start to the last mark. */
  totalMs: number;
  phases: { name: string; ms: number }[];
}

/**
 * Times the phases of a start from the process's own start (node's time origin, so module loading counts too):
 * a restart is only as quick as its slowest phase, and the banner says which one that is.
 */
export function createStartupTimer(): { mark: (phase: string) => void; timings: () => StartupTimings } {
  const phases: { name: string; ms: number }[] = [];
  let last = 0;
  return {
    mark: (phase) => {
      const now = performance.now();
      phases.push({ name: phase, ms: now - last });
      last = now;
    },
    timings: () => ({ totalMs: last, phases: [...phases] }),
  };
}

/** One line for the banner: `Started in 1.92 s (modules 1.10, config 0.01, database 0.62, ...)`. */
export function formatStartupTimings(timings: StartupTimings): string {
  const parts = timings.phases.map((p) => `${p.name} ${(p.ms / 1000).toFixed(2)}`);
  return `Started in ${(timings.totalMs / 1000).toFixed(2)} s (${parts.join(', ')})`;
}
