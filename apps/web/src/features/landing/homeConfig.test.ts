import { describe, expect, it } from 'vitest';
import { FALLBACK_LANDING_FIGURES, formatCountClaim, formatRating, toLandingFigures, wholeMillions } from './homeConfig';

const CONFIG = {
  subjects: [
    { tid: 4, title: 'Physics', imageUrl: null },
    { tid: 9, title: 'SAT', imageUrl: null },
    { tid: 1, title: 'Algebra', imageUrl: null },
  ],
  demoVideoUrl: null,
  appLinks: { android: 'https://play.example/app', ios: 'javascript:alert(1)' },
  stats: { sessions: 4_560_000, tutors: 21_500, appRating: 4.7 },
};

describe('landing figures from the home config', () => {
  it('keeps the app values while loading or after a failure', () => {
    expect(toLandingFigures(null)).toBe(FALLBACK_LANDING_FIGURES);
  });

  it("takes the server's tiles it has texts for, its web links and its numbers", () => {
    expect(toLandingFigures(CONFIG)).toEqual({
      subjects: ['Physics', 'Algebra'],
      appLinks: { android: 'https://play.example/app', ios: FALLBACK_LANDING_FIGURES.appLinks.ios },
      stats: CONFIG.stats,
    });
    expect(toLandingFigures({ ...CONFIG, subjects: [{ tid: 9, title: 'SAT', imageUrl: null }] }).subjects).toBe(
      FALLBACK_LANDING_FIGURES.subjects,
    );
  });

  it('writes the claims as the landing did, floored', () => {
    expect(formatCountClaim(3_000_000, 'en', 0)).toBe('3M+');
    expect(formatCountClaim(3_000_000, 'en', 1)).toBe('3.0M+');
    expect(formatCountClaim(3_000_000, 'es', 1)).toBe('3,0M+');
    expect(formatCountClaim(4_569_999, 'en', 1)).toBe('4.5M+');
    expect(formatCountClaim(250_000, 'en', 1)).toBe('250,000+');
    expect(formatRating(4.4, 'en')).toBe('4.4');
    expect(formatRating(4.4, 'es')).toBe('4,4');
    expect(wholeMillions(3_999_999)).toBe(3);
  });
});
