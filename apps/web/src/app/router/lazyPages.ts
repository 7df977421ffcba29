import { lazy } from 'react';

/**
 * Screens of later issues, split into their own chunks so the landing page stays light.
 * Each import names the feature's export, keeping features free of default exports.
 */
export const EmailAuthPage = lazy(() => import('../../features/email-auth/EmailAuthPage').then((m) => ({ default: m.EmailAuthPage })));
/** Preset account screen. */
export const PresetAuthPage = lazy(() => import('../../features/email-auth/PresetAuthPage').then((m) => ({ default: m.PresetAuthPage })));
/** Password reset screen. */
export const ResetPasswordPage = lazy(() =>
  import('../../features/reset-password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
/** Shared session page. */
export const SharedSessionPage = lazy(() =>
  import('../../features/shared-session/SharedSessionPage').then((m) => ({ default: m.SharedSessionPage })),
);
/** Public rating page. */
export const PublicRatingPage = lazy(() =>
  import('../../features/public-rating/PublicRatingPage').then((m) => ({ default: m.PublicRatingPage })),
);
/** Parents opting page. */
export const ParentsOptingPage = lazy(() =>
  import('../../features/parents-opting/ParentsOptingPage').then((m) => ({ default: m.ParentsOptingPage })),
);
/** University sign-on callback. */
export const AsuAuthPage = lazy(() => import('../../features/partner-sign-on/AsuAuthPage').then((m) => ({ default: m.AsuAuthPage })));
/** Mobile-app hand-off. */
export const AsuRedirectPage = lazy(() =>
  import('../../features/partner-sign-on/AsuRedirectPage').then((m) => ({ default: m.AsuRedirectPage })),
);
/** Data deletion notice. */
export const DataDeletionPage = lazy(() =>
  import('../../features/data-deletion/DataDeletionPage').then((m) => ({ default: m.DataDeletionPage })),
);
/** Ask subject picker. */
export const AskPickerPage = lazy(() => import('../../features/ask/AskPickerPage').then((m) => ({ default: m.AskPickerPage })));
/** Ask track forms. */
export const AskTrackPage = lazy(() => import('../../features/ask/AskTrackPage').then((m) => ({ default: m.AskTrackPage })));
/** Settings. */
export const SettingsPage = lazy(() => import('../../features/settings/SettingsPage').then((m) => ({ default: m.SettingsPage })));
/** Session list. */
export const MySessionsPage = lazy(() => import('../../features/my-sessions/MySessionsPage').then((m) => ({ default: m.MySessionsPage })));
/** Session view. */
export const SessionViewPage = lazy(() =>
  import('../../features/session-view/SessionViewPage').then((m) => ({ default: m.SessionViewPage })),
);
/** Store. */
export const StorefrontPage = lazy(() => import('../../features/storefront/StorefrontPage').then((m) => ({ default: m.StorefrontPage })));
/** Notifications. */
export const NotificationsPage = lazy(() =>
  import('../../features/notifications/NotificationsPage').then((m) => ({ default: m.NotificationsPage })),
);
/** Guide. */
export const GuidePage = lazy(() => import('../../features/guide/GuidePage').then((m) => ({ default: m.GuidePage })));
/** Error-reporting test page. */
export const SentryTestPage = lazy(() => import('../../features/sentry/SentryTestPage').then((m) => ({ default: m.SentryTestPage })));
/** The Store as a modal over the current screen (the 30400 modal's store action). */
export const StoreModal = lazy(() => import('../../features/storefront/StoreModal').then((m) => ({ default: m.StoreModal })));
