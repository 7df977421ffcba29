import { catalogSubjectName, LANDING_SUBJECT_TILES, LANGUAGES } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { isLandingSubject, LANDING_TILES, landingSubjectName } from './landingSubjects';

describe('landing subjects', () => {
  it('are the contracts’ tiles', () => {
    expect(LANDING_TILES).toEqual(LANDING_SUBJECT_TILES);
    expect(isLandingSubject('Physics')).toBe(true);
    expect(isLandingSubject('SAT')).toBe(false);
  });

  it("are named as the contracts' catalogue names them, in every language", () => {
    for (const { code } of LANGUAGES) {
      for (const subject of LANDING_TILES) {
        expect(landingSubjectName(code, subject), `${code} ${subject}`).toBe(catalogSubjectName(code, { title: subject }));
      }
    }
    expect(landingSubjectName('es-MX', 'Algebra')).toBe('Álgebra');
    expect(landingSubjectName('fr', 'Physics')).toBe('Physics');
  });
});
