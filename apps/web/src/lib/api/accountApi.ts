import { statusBundleSchema, type StatusBundle } from '@photostudy/contracts';
import { apiRequest } from './apiClient';

/** `GET /api/status-updates`: profile, balance, features, modals, storefront, subscription, notifications. */
export function getStatusUpdates(signal?: AbortSignal): Promise<StatusBundle> {
  return apiRequest('/status-updates', { schema: statusBundleSchema, signal });
}
