import { FILE_SIZE_LIMIT_BYTES, IMAGE_EXTENSIONS, IMAGE_MIN_DIMENSION_PX } from '@photostudy/contracts';
import type { StatusBundle } from '@photostudy/contracts';
import { isApiError } from '../../lib/api';
import type { FeatureFlags } from '../../lib/store';

/** Longest name the profile update takes (its request schema's limit). */
export const PROFILE_NAME_MAX_CHARS = 64;

/** Why a chosen avatar file is refused before cropping, if it is. */
export type AvatarFileProblem = 'type' | 'size' | null;

const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Avatar files (spec 000 section 5): jpg, jpeg or png by name and, when the browser knows it, by type; at most 10 MB. */
export function checkAvatarFile(file: Pick<File, 'name' | 'type' | 'size'>, maxBytes = FILE_SIZE_LIMIT_BYTES): AvatarFileProblem {
  const isAllowedName = (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
  const isAllowedType = !file.type || IMAGE_MIME_TYPES.includes(file.type);
  if (!isAllowedName || !isAllowedType) return 'type';
  return file.size > maxBytes ? 'size' : null;
}

/** True when a picture is big enough to become an avatar (the spec's lower bound, 40 px, on both sides). */
export function isAvatarLargeEnough(width: number, height: number, minPx = IMAGE_MIN_DIMENSION_PX): boolean {
  return width >= minPx && height >= minPx;
}

/** Which parts of Settings an account sees (spec 000 section 6). */
export interface SettingsAccess {
  /** Photo and name: not for User-ID (child) accounts, whose administrator manages them. */
  canEditProfile: boolean;
  /** The order number: hidden for Trio-program students. */
  hasOrderNumber: boolean;
  /** Change password: not for User-ID accounts, and only with an email to send the link to. */
  canChangePassword: boolean;
  /** User-ID accounts may turn share-with-partners off but never on (the server answers PRIVACY_SETTINGS_INCORRECT). */
  canSharePartners: boolean;
}

/** What the profile and feature flags allow in Settings. A User-ID account is one with a User ID (`profile.id`). */
export function settingsAccess(
  profile: Pick<StatusBundle['profile'], 'id' | 'email'>,
  flags: Pick<FeatureFlags, 'hasTrio'>,
): SettingsAccess {
  const isUserIdAccount = Boolean(profile.id);
  return {
    canEditProfile: !isUserIdAccount,
    hasOrderNumber: !flags.hasTrio,
    canChangePassword: !isUserIdAccount && Boolean(profile.email),
    canSharePartners: !isUserIdAccount,
  };
}

/** The server's message of a failed call (spec section 8: toasts show it), or the general text when none arrived. */
export function failureText(error: unknown, fallback: string): string {
  return isApiError(error) && !error.isNetworkError ? error.message : fallback;
}
