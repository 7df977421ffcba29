import '@photostudy/ui/testing/setup';

/** Media queries the current test wants to match (the shared jsdom setup clears them after each test). */
export { matchingQueries } from '@photostudy/ui/testing/setup';
