import { describe, expect, it } from 'vitest';
import { parentPhoneDigits } from './parents';

describe('parentPhoneDigits', () => {
  it('reads ten digits as people write them, with or without the country code', () => {
    expect(parentPhoneDigits('(415) 555-0199')).toBe('4155550199');
    expect(parentPhoneDigits('1 415 555 0199')).toBe('4155550199');
    expect(parentPhoneDigits('+1.415.555.0199')).toBe('4155550199');
  });

  it('refuses anything that is not ten digits', () => {
    expect(parentPhoneDigits('12345')).toBeNull();
    expect(parentPhoneDigits('2 415 555 0199')).toBeNull();
    expect(parentPhoneDigits('415-555-01x9')).toBeNull();
  });
});
