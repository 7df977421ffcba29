import type { HomeConfig } from '../../lib/api';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../lib/config/appLinks';
import { isLandingSubject, LANDING_TILES, type LandingSubject } from './landingSubjects';

/** What the landing shows from `GET /api/home-config`, camelCase. */
export interface LandingFigures {
  subjects: readonly LandingSubject[];
  appLinks: { android: string; ios: string };
  stats: { sessions: number; tutors: number; appRating: number };
}

/** The landing's own values: shown while the home config loads, and for good when it cannot be loaded. */
export const FALLBACK_LANDING_FIGURES: LandingFigures = {
  subjects: LANDING_TILES,
  appLinks: { android: GOOGLE_PLAY_URL, ios: APP_STORE_URL },
  stats: { sessions: 3_000_000, tutors: 20_000, appRating: 4.4 },
};

/** An https (or http) address; anything else (a `javascript:` link, a typo) keeps the app's own link. */
function isWebLink(value: string): boolean {
  try {
    return ['https:', 'http:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * The server's figures for the landing. Tiles follow the server's list and order, but only subjects the app has a
 * drawn icon and en/es texts for (the texts stay in the app); a list with none of them keeps the app's tiles.
 * A link that is not a web address keeps the app's own.
 */
export function toLandingFigures(config: HomeConfig | null): LandingFigures {
  if (!config) return FALLBACK_LANDING_FIGURES;
  const subjects = config.subjects.map((subject) => subject.title).filter(isLandingSubject);
  return {
    subjects: subjects.length > 0 ? subjects : FALLBACK_LANDING_FIGURES.subjects,
    appLinks: {
      android: isWebLink(config.appLinks.android) ? config.appLinks.android : FALLBACK_LANDING_FIGURES.appLinks.android,
      ios: isWebLink(config.appLinks.ios) ? config.appLinks.ios : FALLBACK_LANDING_FIGURES.appLinks.ios,
    },
    stats: config.stats,
  };
}

const MILLION = 1_000_000;

/**
 * A count as the landing's claims write it: millions floored to the given decimals with 'M+' ('3M+', '3.0M+', '3,0M+'),
 * below a million the whole number with '+'. Floored, so the '+' is never an overstatement.
 */
export function formatCountClaim(count: number, language: string, fractionDigits: number): string {
  if (count < MILLION) return `${new Intl.NumberFormat(language).format(count)}+`;
  const factor = 10 ** fractionDigits;
  const millions = Math.floor((count / MILLION) * factor) / factor;
  const text = new Intl.NumberFormat(language, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(
    millions,
  );
  return `${text}M+`;
}

/** A whole number in the interface language ('20,000', '20.000'). */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/** An app store rating with one decimal ('4.4', '4,4'). */
export function formatRating(rating: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}

/** The whole millions of a count (the hero's 'Over 3 million sessions'), 0 below a million. */
export function wholeMillions(count: number): number {
  return Math.floor(count / MILLION);
}
