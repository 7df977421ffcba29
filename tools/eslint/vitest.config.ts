import { defineProject } from 'vitest/config';

/** The lint rules' own tests: ESLint's API on deliberate upward imports, in node. */
export default defineProject({
  test: {
    name: 'tools-eslint',
    environment: 'node',
    // The first lint loads typescript-eslint and the resolver; on a busy 2-core machine that takes a while.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
