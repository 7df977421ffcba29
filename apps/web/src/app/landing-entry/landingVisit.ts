import { readDevToolsConfig, resolveDevToolsEnabled } from '../../features/dev-tools/devToolsConfig';
import { readTokens } from '../../lib/storage/tokenStorage';

/** The landing's path: the only one the light entry draws. */
const LANDING_PATH = '/';

/**
 * True when the light landing entry can draw this visit: a guest (no stored tokens, who would be redirected) on the
 * landing's path, with the developer tools off (their gear and panel live in the full app). Everything else boots the
 * full app at once.
 */
export function isLightLandingVisit({ pathname, search }: Pick<Location, 'pathname' | 'search'>): boolean {
  if (pathname !== LANDING_PATH || readTokens()) return false;
  const isDevToolsStored = readDevToolsConfig().enabled;
  return !isDevToolsStored && !resolveDevToolsEnabled(search, isDevToolsStored);
}
