/**
 * The route tables and fallback rules of spec 000 section 2 and spec 001 section 2, as pure data and
 * functions so they can be tested without rendering.
 */

/** Paths of the logged-out area (spec 000 section 2, public routes). */
export const PUBLIC_ROUTE_PATHS = [
  '/',
  '/email',
  '/preset',
  '/new-password/:code',
  '/sessions/:code',
  '/not-found',
  '/rating',
  '/parents-opting/:code',
  '/asu-auth',
  '/asu-redirect',
  '/data-deletion/:requestId',
] as const;

/** Where logged-out users go from an unknown path. */
const LOGGED_OUT_FALLBACK_PATH = '/';

/** Fragments that switch a logged-in user to the public-style routes (spec 001 section 2). */
const PUBLIC_STYLE_PATH_FRAGMENTS = ['/new-password', '/not-found', '/sessions/', '/rating', '/parents-opting/'] as const;

/** The public-style routes a logged-in user may open. */
export const PUBLIC_STYLE_ROUTE_PATHS = [
  '/new-password/:code',
  '/not-found',
  '/sessions/:code',
  '/rating',
  '/parents-opting/:code',
] as const;

/** Where a logged-in user goes from an unknown public-style path. */
export const PUBLIC_STYLE_FALLBACK_PATH = '/settings';

/** Authenticated paths that exist for every logged-in user. */
const BASE_AUTHENTICATED_PATHS = ['/ask/*', '/settings'] as const;

/** Authenticated paths that exist only with the STEM/Business feature. */
const STEM_BUSINESS_AUTHENTICATED_PATHS = [
  '/my-sessions',
  '/my-sessions/:qid',
  '/sample-sessions/:qid',
  '/storefront',
  '/notification',
  '/guide',
  '/sentry',
] as const;

/** An authenticated route path. */
export type AuthenticatedPath = (typeof BASE_AUTHENTICATED_PATHS)[number] | (typeof STEM_BUSINESS_AUTHENTICATED_PATHS)[number];

/** True when a logged-in user's path belongs to the public-style routes. */
export function isPublicStylePath(pathname: string): boolean {
  return PUBLIC_STYLE_PATH_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}

/** The authenticated route table: without the STEM/Business feature only ask/* and settings exist. */
export function getAuthenticatedPaths(hasStemBusiness: boolean): AuthenticatedPath[] {
  return hasStemBusiness ? [...BASE_AUTHENTICATED_PATHS, ...STEM_BUSINESS_AUTHENTICATED_PATHS] : [...BASE_AUTHENTICATED_PATHS];
}

/** Sub-routes of ask/*. */
type AskTrack = 'stem' | 'business' | 'english';

/** The ask/* table: what the index shows and which tracks exist. */
export interface AskRouteTable {
  /** 'picker' shows the subject picker; 'english' redirects there (writing-only users). */
  index: 'picker' | 'english';
  tracks: AskTrack[];
}

/**
 * ask/* (spec 001 section 2): STEM and Business tracks need the STEM/Business feature, Writing the
 * writing feature; a writing-only user is sent from the index to english, the only track.
 */
export function getAskRouteTable({ hasStemBusiness, hasWriting }: { hasStemBusiness: boolean; hasWriting: boolean }): AskRouteTable {
  const tracks: AskTrack[] = [];
  if (hasStemBusiness) tracks.push('stem', 'business');
  if (hasWriting) tracks.push('english');
  return { index: !hasStemBusiness && hasWriting ? 'english' : 'picker', tracks };
}

/** What the logged-in fallback needs to decide. */
export interface LoggedInFallbackInput {
  /** The unknown path the user is on. */
  pathname: string;
  /** A shared-session location remembered before login, if any. */
  storedPath: string | null;
  isNewUser: boolean;
  hasStemBusiness: boolean;
}

/**
 * Fallback for unknown paths while logged in (spec 001 section 2): a shared-session path ('/sessions/')
 * goes to that stored path; else a new user with STEM/Business goes to /guide; else /ask.
 * The stored path is the one remembered from the shared-session page before logging in, so a guest
 * who logs in from a shared session's paywall returns to it.
 */
export function resolveLoggedInFallback({ pathname, storedPath, isNewUser, hasStemBusiness }: LoggedInFallbackInput): string {
  if (pathname.includes('/sessions/')) return storedPath?.includes('/sessions/') ? storedPath : pathname;
  if (storedPath?.includes('/sessions/')) return storedPath;
  if (isNewUser && hasStemBusiness) return '/guide';
  return '/ask';
}

/** Fallback for unknown paths while logged out: always the landing page. */
export function resolveLoggedOutFallback(): string {
  return LOGGED_OUT_FALLBACK_PATH;
}
