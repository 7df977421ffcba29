import { defineProject } from 'vitest/config';

/** Channels conformance and unit tests; sockets and Redis need a little more than the default timeout. */
export default defineProject({
  test: {
    name: '@photostudy/channels',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
