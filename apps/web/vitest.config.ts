import { defineProject } from 'vitest/config';
import { DEFINES } from './build-config';

/** Component and unit tests of the web app, next to the code, in jsdom. */
export default defineProject({
  define: DEFINES,
  test: {
    name: '@photostudy/web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
