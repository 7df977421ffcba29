import { createApiClient, documentLanguage } from '@photostudy/client';
import { CLIENT_PLATFORM, CLIENT_VERSION } from '../version';
import { consoleTokenStore, readAuth, writeAuth } from './tokens';

let onSignedOut: () => void = () => undefined;

/** Lets the session layer hear when the tokens are no longer valid. */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

/** The console's instance of the shared API client: console headers, the expert's tokens, sign-out on 401. */
export const consoleApiClient = createApiClient({
  baseUrl: '/api',
  clientVersion: CLIENT_VERSION,
  platform: CLIENT_PLATFORM,
  tokens: consoleTokenStore,
  // Server messages (catalogued errors) follow the console's language, kept on <html lang> by lib/i18n.
  language: documentLanguage,
  hooks: {
    // A 401 while signed in (30401 included) ends the session; a wrong password before sign-in does not.
    onUnauthorized: () => {
      if (!readAuth()) return;
      writeAuth(null);
      onSignedOut();
    },
  },
});

/** The console's one way to the API (see `ApiClient.request` of @photostudy/client). */
export const apiRequest = consoleApiClient.request;
