import { afterEach, describe, expect, it } from 'vitest';
import { DEV_TOOLS_STORAGE_KEY } from '../../features/dev-tools/devToolsConfig';
import { STORAGE_KEYS } from '../../lib/storage/storage';
import { isLightLandingVisit } from './landingVisit';

describe('isLightLandingVisit', () => {
  afterEach(() => localStorage.clear());

  it("draws a guest's landing from the light entry", () => {
    expect(isLightLandingVisit({ pathname: '/', search: '' })).toBe(true);
    expect(isLightLandingVisit({ pathname: '/', search: '?ref=mail' })).toBe(true);
  });

  it('boots the full app on another path, for a signed-in visitor and with the developer tools', () => {
    expect(isLightLandingVisit({ pathname: '/email', search: '' })).toBe(false);
    expect(isLightLandingVisit({ pathname: '/', search: '?dev-tools=true' })).toBe(false);
    localStorage.setItem(DEV_TOOLS_STORAGE_KEY, JSON.stringify({ enabled: true }));
    expect(isLightLandingVisit({ pathname: '/', search: '' })).toBe(false);
    localStorage.clear();
    localStorage.setItem(STORAGE_KEYS.TOKENS, JSON.stringify({ accessToken: 'a', refreshToken: 'r' }));
    expect(isLightLandingVisit({ pathname: '/', search: '' })).toBe(false);
  });
});
