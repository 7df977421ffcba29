/**
 * Outside addresses the web app links to. The spec names the stores and the support mailing but not
 * the addresses; these are the product's chosen ones (candidates for the contracts' constants).
 */

/** Android app on Google Play. */
export const GOOGLE_PLAY_URL = 'https://play.google.com/store/apps/details?id=app.photostudy.student';

/** iOS app on the App Store. */
export const APP_STORE_URL = 'https://apps.apple.com/app/photostudy-homework-help/id6450000000';

/** Where the support mail goes. */
export const SUPPORT_EMAIL = 'support@photostudy.app';
