import { FEATURES } from '@photostudy/contracts';
import { createSelector } from '@reduxjs/toolkit';
import type { RootState } from './state';

/** Feature flags derived from the status bundle (spec 000 section 3, Features). */
export interface FeatureFlags {
  hasStemBusiness: boolean;
  hasWriting: boolean;
  hasTrio: boolean;
  hasSharedSessionPool: boolean;
}

/** True while maintenance is on. */
export const selectIsMaintenance = (state: RootState): boolean => state.system.maintenance;
/** True when tokens are stored. */
export const selectIsLoggedIn = (state: RootState): boolean => state.auth.isLoggedIn;
const NO_PROVIDERS: readonly string[] = [];

/** Social sign-on providers the server has configured (none until the client config loads). */
export const selectSocialProviders = (state: RootState): readonly string[] => state.system.clientConfig?.socialProviders ?? NO_PROVIDERS;

/** The logged-in user's profile, once loaded. */
export const selectProfile = (state: RootState) => state.app.bundle?.profile ?? null;

/** The feature flags of the logged-in user (all off until the status bundle loads). */
export const selectFeatureFlags = createSelector(
  (state: RootState) => state.app.bundle?.features,
  (features = []): FeatureFlags => ({
    hasStemBusiness: features.includes(FEATURES.STEM_SUBJECT),
    hasWriting: features.includes(FEATURES.ENGLISH_SUBJECT),
    hasTrio: features.includes(FEATURES.TRIO_PROGRAM),
    hasSharedSessionPool: features.includes(FEATURES.SHARED_SESSION_POOL),
  }),
);

/** How many of the student's notifications are unread (the sidebar's red dot); 0 until the status bundle loads. */
export const selectUnreadNotificationCount = (state: RootState): number => state.app.bundle?.notifications.unreadCount ?? 0;
