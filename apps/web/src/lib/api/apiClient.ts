import { createApiClient, documentLanguage, type ApiClientHooks, type ForceLogoutListener } from '@photostudy/client';
import { readTokens, writeTokens } from '../storage/tokenStorage';
import { CLIENT_PLATFORM, CLIENT_VERSION } from '../version';

/** Every call goes to this base (the API server serves the app and the API on one origin). */
export const API_BASE = '/api';

/** The web app's instance of the shared API client: web headers and the student's token storage. */
export const webApiClient = createApiClient({
  baseUrl: API_BASE,
  clientVersion: CLIENT_VERSION,
  platform: CLIENT_PLATFORM,
  tokens: { read: readTokens, write: writeTokens },
  // The app keeps <html lang> on the interface language (lib/i18n), so server texts follow a switch at once.
  language: documentLanguage,
});

/** The one way the web app talks to the API (see `ApiClient.request` of @photostudy/client). */
export const apiRequest = webApiClient.request;

/** Installs the client's hooks (once, when the store is created; tests install their own). */
export function configureApiClient(next: Partial<ApiClientHooks>): void {
  webApiClient.configure(next);
}

/** Subscribes to force-logout answers (401 with code 30401); returns the unsubscribe function. */
export function onForceLogout(listener: ForceLogoutListener): () => void {
  return webApiClient.onForceLogout(listener);
}

/** Sets the refresh threshold (`token_refresh_threshold_s` of the client config). */
export function setTokenRefreshThreshold(seconds: number): void {
  webApiClient.tokenRefresh.setThreshold(seconds);
}
