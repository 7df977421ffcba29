import { defineProject } from 'vitest/config';
import { DEFINES } from './build-config';

/** Component and unit tests of the expert console, next to the code, in jsdom. */
export default defineProject({
  define: DEFINES,
  test: {
    name: '@photostudy/console',
    environment: 'jsdom',
    // Typing through user-event in jsdom is slow on a busy 2-core machine; a stuck test still fails.
    testTimeout: 20_000,
    setupFiles: ['./src/testing/setup.ts'],
  },
});
