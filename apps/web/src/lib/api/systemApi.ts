import { clientConfigSchema, systemStatusSchema, type ClientConfig, type SystemStatus } from '@photostudy/contracts';
import { apiRequest, setTokenRefreshThreshold } from './apiClient';

/** `GET /api/system-status`: maintenance, force upgrading and the server version. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiRequest('/system-status', { schema: systemStatusSchema, signal });
}

/** `GET /api/client-config`: realtime, captcha, payment and feature settings for the browser. */
export async function getClientConfig(signal?: AbortSignal): Promise<ClientConfig> {
  const config = await apiRequest('/client-config', { schema: clientConfigSchema, signal });
  setTokenRefreshThreshold(config.tokenRefreshThresholdS);
  return config;
}
