import '@photostudy/ui/testing/setup';
import '../app/i18n/localeNamespaces';

/** Media queries the current test wants to match (the shared jsdom setup clears them after each test). */
export { matchingQueries } from '@photostudy/ui/testing/setup';
