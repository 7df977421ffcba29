import { defineProject } from 'vitest/config';

/** Unit tests of the bundle budget's parser (node; no build needed): a project for the root Vitest run. */
export default defineProject({
  test: { name: '@photostudy/bench-bundle', environment: 'node' },
});
