import { defineProject } from 'vitest/config';
import { DEFINES } from './build-config';

/** Component and unit tests of the expert console, next to the code, in jsdom. */
export default defineProject({
  define: DEFINES,
  test: {
    name: '@photostudy/console',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
