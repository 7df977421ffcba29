import { describe, expect, it } from 'vitest';
import {
  getAskRouteTable,
  getAuthenticatedPaths,
  isPublicStylePath,
  PUBLIC_ROUTE_PATHS,
  resolveLoggedInFallback,
  resolveLoggedOutFallback,
} from './routeRules';

describe('route rules', () => {
  it('lists every public route of the spec', () => {
    expect(PUBLIC_ROUTE_PATHS).toEqual([
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
    ]);
  });

  it('sends logged-out users from unknown paths to /', () => {
    expect(resolveLoggedOutFallback()).toBe('/');
  });

  it.each([
    ['/new-password/abc', true],
    ['/not-found', true],
    ['/sessions/xyz', true],
    ['/rating', true],
    ['/parents-opting/42', true],
    ['/my-sessions/3', false],
    ['/sample-sessions/3', false],
    ['/ask/stem', false],
    ['/settings', false],
    ['/parents-opting', false],
  ])('isPublicStylePath(%s) is %s', (path, expected) => {
    expect(isPublicStylePath(path)).toBe(expected);
  });

  it('limits the authenticated table to ask/* and settings without STEM/Business', () => {
    expect(getAuthenticatedPaths(false)).toEqual(['/ask/*', '/settings']);
    expect(getAuthenticatedPaths(true)).toEqual([
      '/ask/*',
      '/settings',
      '/my-sessions',
      '/my-sessions/:qid',
      '/sample-sessions/:qid',
      '/storefront',
      '/notification',
      '/guide',
      '/sentry',
    ]);
  });

  it('builds the ask table from the features', () => {
    expect(getAskRouteTable({ hasStemBusiness: true, hasWriting: true })).toEqual({
      index: 'picker',
      tracks: ['stem', 'business', 'english'],
    });
    expect(getAskRouteTable({ hasStemBusiness: true, hasWriting: false })).toEqual({ index: 'picker', tracks: ['stem', 'business'] });
    expect(getAskRouteTable({ hasStemBusiness: false, hasWriting: true })).toEqual({ index: 'english', tracks: ['english'] });
    expect(getAskRouteTable({ hasStemBusiness: false, hasWriting: false })).toEqual({ index: 'picker', tracks: [] });
  });

  describe('logged-in fallback', () => {
    const base = { storedPath: null, isNewUser: false, hasStemBusiness: true };

    it('goes to the stored shared-session path when the path contains /sessions/', () => {
      expect(resolveLoggedInFallback({ ...base, pathname: '/x/sessions/abc', storedPath: '/sessions/abc' })).toBe('/sessions/abc');
      expect(resolveLoggedInFallback({ ...base, pathname: '/x/sessions/abc' })).toBe('/x/sessions/abc');
    });

    it('returns to a shared session remembered before login', () => {
      expect(resolveLoggedInFallback({ ...base, pathname: '/email', storedPath: '/sessions/abc?x=1' })).toBe('/sessions/abc?x=1');
    });

    it('sends a new user with STEM/Business to /guide', () => {
      expect(resolveLoggedInFallback({ ...base, pathname: '/', isNewUser: true })).toBe('/guide');
    });

    it('sends everyone else to /ask', () => {
      expect(resolveLoggedInFallback({ ...base, pathname: '/' })).toBe('/ask');
      expect(resolveLoggedInFallback({ ...base, pathname: '/nope', isNewUser: true, hasStemBusiness: false })).toBe('/ask');
      expect(resolveLoggedInFallback({ ...base, pathname: '/preset', storedPath: '/settings' })).toBe('/ask');
    });
  });
});
