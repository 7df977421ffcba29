import { ERROR_TEXTS } from '@photostudy/contracts';
import { isApiError } from '../api/ApiError';
import type { ApiClient } from '../api/apiClient';
import type { ChannelAuthorizer } from './realtimeTransport';

/** The realtime auth failure text of spec 001 section 8, followed by the details. */
export const AUTH_ERROR_PREFIX = ERROR_TEXTS.REALTIME_AUTH;

/** `POST {base}/pusher-auth` through the API client (fresh Bearer token); the answer is used as-is (spec 001 section 7). */
export function createChannelAuthorizer(api: Pick<ApiClient, 'request'>, path = '/pusher-auth'): ChannelAuthorizer {
  return async (socketId, channelName) => {
    try {
      return await api.request<{ auth: string; channel_data?: string }>(path, {
        method: 'POST',
        body: { socketId, channelName },
        isRawAnswer: true,
      });
    } catch (error) {
      const details = isApiError(error) ? `${error.status} ${String(error.code)} ${error.message}` : String(error);
      throw new Error(`${AUTH_ERROR_PREFIX}: ${details}`);
    }
  };
}
