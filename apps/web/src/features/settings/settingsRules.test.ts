import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '../../lib/api';
import { checkAvatarFile, failureText, isAvatarLargeEnough, settingsAccess } from './settingsRules';

const MB = 1024 * 1024;

describe('settings rules', () => {
  it('takes jpg, jpeg and png up to 10 MB as avatars', () => {
    expect(checkAvatarFile({ name: 'me.JPG', type: 'image/jpeg', size: MB })).toBeNull();
    expect(checkAvatarFile({ name: 'me.jpeg', type: '', size: MB })).toBeNull();
    expect(checkAvatarFile({ name: 'me.png', type: 'image/png', size: 10 * MB })).toBeNull();
    expect(checkAvatarFile({ name: 'me.png', type: 'image/png', size: 10 * MB + 1 })).toBe('size');
    expect(checkAvatarFile({ name: 'me.gif', type: 'image/gif', size: MB })).toBe('type');
    expect(checkAvatarFile({ name: 'me.png', type: 'image/webp', size: MB })).toBe('type');
    expect(checkAvatarFile({ name: 'me', type: 'image/png', size: MB })).toBe('type');
  });

  it('needs 40 px on both sides', () => {
    expect(isAvatarLargeEnough(40, 40)).toBe(true);
    expect(isAvatarLargeEnough(39, 400)).toBe(false);
    expect(isAvatarLargeEnough(400, 39)).toBe(false);
  });

  it('hides what an account may not use', () => {
    expect(settingsAccess({ id: null, email: 'a@b.co' }, { hasTrio: false })).toEqual({
      canEditProfile: true,
      hasOrderNumber: true,
      canChangePassword: true,
      canSharePartners: true,
    });
    expect(settingsAccess({ id: 'kid-1', email: null }, { hasTrio: false })).toEqual({
      canEditProfile: false,
      hasOrderNumber: true,
      canChangePassword: false,
      canSharePartners: false,
    });
    expect(settingsAccess({ id: null, email: 'a@b.co' }, { hasTrio: true })).toMatchObject({
      hasOrderNumber: false,
      canChangePassword: true,
    });
    expect(settingsAccess({ id: null, email: null }, { hasTrio: false }).canChangePassword).toBe(false);
  });

  it("shows the server's message, else the general text", () => {
    expect(failureText(new ApiError(403, { code: 'NOT_AVAILABLE_FOR_ACCOUNT', message: 'Not for you.' }), 'Oops')).toBe('Not for you.');
    expect(failureText(networkError(), 'Oops')).toBe('Oops');
    expect(failureText(new Error('x'), 'Oops')).toBe('Oops');
  });
});
