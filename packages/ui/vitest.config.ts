import { defineProject } from 'vitest/config';

/** Component tests of the shared UI run in jsdom. */
export default defineProject({
  test: {
    name: '@photostudy/ui',
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
  },
});
