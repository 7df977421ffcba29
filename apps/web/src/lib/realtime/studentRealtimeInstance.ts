import { apiRequest, isApiError } from '../api';
import { createPusherTransport } from './pusherTransport';
import { AUTH_ERROR_PREFIX, StudentRealtime } from './studentRealtime';
import type { ChannelAuthorizer } from './realtimeTransport';

/** `POST /api/pusher-auth` with the current Bearer token; the answer is used as-is (spec 001 section 7). */
export const authorizeStudentChannel: ChannelAuthorizer = async (socketId, channelName) => {
  try {
    return await apiRequest<{ auth: string; channel_data?: string }>('/pusher-auth', {
      method: 'POST',
      body: { socketId, channelName },
      isRawAnswer: true,
    });
  } catch (error) {
    const details = isApiError(error) ? `${error.status} ${String(error.code)} ${error.message}` : String(error);
    throw new Error(`${AUTH_ERROR_PREFIX}: ${details}`);
  }
};

/** The app's single student realtime connection. */
export const studentRealtime = new StudentRealtime({ createTransport: createPusherTransport, authorize: authorizeStudentChannel });
