import type { LANDING_SUBJECT_TILES, LanguageCode } from '@photostudy/contracts';

/*
 * The landing's subject tiles and their names, written out: the contracts' modules that hold them import the Writing
 * subject's zod schemas, which the landing would otherwise download before it draws (bench/bundle/landing-budget.ts).
 * `satisfies` pins the tiles to the contracts' list at compile time; landingSubjects.test.ts pins the names to the
 * contracts' catalogue.
 */

/** The subject tiles the landing has a drawn icon and texts for, in the contracts' order. */
export const LANDING_TILES = [
  'Algebra',
  'Geometry',
  'Trigonometry',
  'Calculus',
  'Chemistry',
  'Physics',
] as const satisfies typeof LANDING_SUBJECT_TILES;

/** A landing subject name. */
export type LandingSubject = (typeof LANDING_TILES)[number];

/** Each tile's name per app language, as the contracts' `CATALOG_NAMES` has it. */
const TILE_NAMES: Record<LanguageCode, Record<LandingSubject, string>> = {
  en: {
    Algebra: 'Algebra',
    Geometry: 'Geometry',
    Trigonometry: 'Trigonometry',
    Calculus: 'Calculus',
    Chemistry: 'Chemistry',
    Physics: 'Physics',
  },
  es: {
    Algebra: 'Álgebra',
    Geometry: 'Geometría',
    Trigonometry: 'Trigonometría',
    Calculus: 'Cálculo',
    Chemistry: 'Química',
    Physics: 'Física',
  },
};

/** True for a title the landing has a tile for. */
export function isLandingSubject(title: string): title is LandingSubject {
  return (LANDING_TILES as readonly string[]).includes(title);
}

/** A tile's subject name in the interface language, as `catalogSubjectName` gives it; another language keeps the title. */
export function landingSubjectName(language: string, subject: LandingSubject): string {
  const names = (TILE_NAMES as Partial<Record<string, Record<LandingSubject, string>>>)[language.slice(0, 2).toLowerCase()];
  return names?.[subject] ?? subject;
}
