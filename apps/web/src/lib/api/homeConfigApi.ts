import { homeConfigSchema } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** `GET /api/home-config` (open to guests): the landing's subject tiles, app store links and claims. */
export function getHomeConfig(signal?: AbortSignal) {
  return apiRequest('/home-config', { schema: homeConfigSchema, signal });
}

/** What the landing page reads from the server. */
export type HomeConfig = Awaited<ReturnType<typeof getHomeConfig>>;
