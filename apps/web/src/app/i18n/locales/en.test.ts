import { ERRORS, ERROR_TEXTS } from '@photostudy/contracts';
import { describe, expect, it } from 'vitest';
import { en } from './en';

describe('English app-wide texts', () => {
  it('repeat the error catalogue word for word where the spec takes its texts from there', () => {
    expect(en.common.generalError).toBe(ERROR_TEXTS.GENERAL);
    expect(en.authCard.socialUnavailable).toBe(ERRORS.PROVIDER_DISABLED.message);
    expect(en.maintenance.title).toBe(ERRORS.MAINTENANCE.title);
    expect(en.maintenance.body).toBe(ERRORS.MAINTENANCE.message);
    expect(en.notFound.title).toBe(ERRORS.INVALID_SHARED_SESSION.title);
  });
});
