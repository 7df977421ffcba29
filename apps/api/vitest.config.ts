import { defineProject } from 'vitest/config';

/** API tests build the app and inject requests; each file gets its own database. */
export default defineProject({
  test: { name: '@photostudy/api', testTimeout: 30_000, hookTimeout: 60_000 },
});
