import { defineProject } from 'vitest/config';

/** Unit tests of the shared API and realtime clients, in jsdom (they use fetch, storage and timers). */
export default defineProject({
  test: { name: '@photostudy/client', environment: 'jsdom' },
});
