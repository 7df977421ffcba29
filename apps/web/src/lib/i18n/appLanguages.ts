import type { LANGUAGES } from '@photostudy/contracts';

/**
 * The languages the app speaks, as the contracts' `LANGUAGES` list them. Written out because the contracts' module that
 * holds that list imports the Writing subject's zod schemas, which the landing would otherwise download before it
 * draws; `satisfies` makes a change of the contracts' list a compile error here.
 */
export const APP_LANGUAGES = [
  { code: 'en', title: 'English' },
  { code: 'es', title: 'Español' },
] as const satisfies typeof LANGUAGES;
