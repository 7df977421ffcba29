import { describe, expect, it } from 'vitest';
import { parseUid, phoneDigits, validateOffer } from './parentsValidation';

describe('validateOffer', () => {
  it('sends the uid, the sessions and the ten digits of a phone written with separators', () => {
    expect(validateOffer({ uid: ' 42 ', sessions: 3, phone: '(555) 123-4567' })).toEqual({
      errors: {},
      input: { uid: 42, sessions: 3, phone: '5551234567' },
    });
  });

  it('takes the country code the server accepts too', () => {
    expect(validateOffer({ uid: '42', sessions: 3, phone: '+1 555 123 4567' }).input).toEqual({
      uid: 42,
      sessions: 3,
      phone: '5551234567',
    });
  });

  it('leaves an empty phone out', () => {
    expect(validateOffer({ uid: '7', sessions: '50', phone: '  ' }).input).toEqual({ uid: 7, sessions: 50 });
  });

  it('names every wrong field', () => {
    expect(validateOffer({ uid: 'kid', sessions: 51, phone: '555 123 456' })).toEqual({
      errors: { uid: 'admin.parents.errors.uid', sessions: 'admin.parents.errors.sessions', phone: 'admin.parents.errors.phone' },
      input: null,
    });
    expect(validateOffer({ uid: '0', sessions: '', phone: '' }).errors).toEqual({
      uid: 'admin.parents.errors.uid',
      sessions: 'admin.parents.errors.sessions',
    });
    expect(validateOffer({ uid: '3', sessions: 1.5, phone: '' }).errors).toEqual({ sessions: 'admin.parents.errors.sessions' });
  });

  it('reads uids and phones', () => {
    expect(parseUid('12')).toBe(12);
    expect(parseUid('-3')).toBeNull();
    expect(parseUid('1e3')).toBeNull();
    expect(phoneDigits('555.123.4567')).toBe('5551234567');
    expect(phoneDigits('555123456')).toBeNull();
  });
});
