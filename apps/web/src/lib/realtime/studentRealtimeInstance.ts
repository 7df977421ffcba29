import { createChannelAuthorizer, createPusherTransport } from '@photostudy/client';
import { webApiClient } from '../api';
import { StudentRealtime } from './studentRealtime';

/** `POST /api/pusher-auth` with the current Bearer token; the answer is used as-is (spec 001 section 7). */
export const authorizeStudentChannel = createChannelAuthorizer(webApiClient);

/** The app's single student realtime connection. */
export const studentRealtime = new StudentRealtime({ createTransport: createPusherTransport, authorize: authorizeStudentChannel });
