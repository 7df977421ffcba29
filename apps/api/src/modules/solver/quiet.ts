/**
 * Runs a synchronous call with console.log/warn/error silenced, then restores them. mathsteps prints its own
 * diagnostics ('Math error: Potential infinite loop ...') where it gives up; the solver declines those quietly instead.
 * Safe because the call is synchronous: nothing else runs while the console is swapped.
 */
export function quietly<T>(run: () => T): T {
  const { log, warn, error } = console;
  const silent = (): void => undefined;
  Object.assign(console, { log: silent, warn: silent, error: silent });
  try {
    return run();
  } finally {
    Object.assign(console, { log, warn, error });
  }
}
