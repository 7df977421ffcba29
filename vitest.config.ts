import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace that has tests; each project may add its own config. */
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'apps/console', 'tools/eslint', 'bench/bundle'],
  },
});
