import { FEATURES, toCamelDeep, type StatusBundle } from '@photostudy/contracts';
import type { RootState } from '../../lib/store';
import { statusBundle } from '../../testing/mockApi';

/** The privacy toggles in their wire shape. */
export const WIRE_PRIVACY = { store_audit_info: true, share_with_partners: false, send_messages: true };

/** A logged-in store state with the status bundle of these features and profile fields (wire names). */
export function settingsState(features: string[] = [FEATURES.STEM_SUBJECT], profile: Record<string, unknown> = {}): Partial<RootState> {
  const bundle = toCamelDeep(statusBundle(features, profile)) as unknown as StatusBundle;
  return { app: { status: 'succeeded', hasLoadedOnce: true, bundle } };
}

/** The profile of a User-ID (child) account: a User ID, no email and no name. */
export const USER_ID_PROFILE = { id: 'kid-demo-1', email: null, name: null };
