/** Which way the person came in: to make an account or to log in to one. */
export type AuthMode = 'signup' | 'login';

/** The social provider the auth entry points offer. */
const SOCIAL_SIGN_ON_PROVIDER = 'google';

/** Where an auth entry point leads: a logged-out screen with the mode (and the provider) in the route state. */
export interface AuthEntryTarget {
  to: '/email' | '/preset';
  state: { mode: AuthMode; provider?: string };
}

/** The three auth entry points (spec 000 section 1: email, a social provider, preset account) for a mode. */
export interface AuthEntry {
  goToEmail: (mode: AuthMode) => void;
  goToPreset: (mode: AuthMode) => void;
  startSocial: (mode: AuthMode) => void;
}

/** The email screen for a mode. */
export function emailEntryTarget(mode: AuthMode): AuthEntryTarget {
  return { to: '/email', state: { mode } };
}

/** The preset account screen for a mode. */
export function presetEntryTarget(mode: AuthMode): AuthEntryTarget {
  return { to: '/preset', state: { mode } };
}

/** The email screen with the social provider, or null when the server has not configured it (the caller says so). */
export function socialEntryTarget(socialProviders: readonly string[], mode: AuthMode): AuthEntryTarget | null {
  if (!socialProviders.includes(SOCIAL_SIGN_ON_PROVIDER)) return null;
  return { to: '/email', state: { mode, provider: SOCIAL_SIGN_ON_PROVIDER } };
}
