/**
 * Signing helper for the host's channel authorization route (`/api/pusher-auth`). The host
 * decides who may join; this only validates the request shape and signs it.
 */
import { Defaults } from './constants.ts';
import { channelType, isValidChannelName, isValidSocketId, parsePresenceChannelData } from './protocol.ts';
import { signChannelAuth } from './signature.ts';

/** Presence data as an object; it is serialized once and that exact string is signed. */
export interface PresenceChannelData {
  user_id: string | number;
  user_info?: unknown;
}

/** Input of authorizeChannel: what pusher-js posts (socket_id, channel_name) plus presence data. */
export interface AuthorizeChannelParams {
  socketId: string;
  channelName: string;
  /** Required for presence channels: a JSON string or an object to serialize. */
  channelData?: string | PresenceChannelData;
}

/** The JSON body pusher-js expects back from the authorization endpoint. */
export interface ChannelAuthorization {
  auth: string;
  channel_data?: string;
}

/** Thrown when the request cannot be signed; `status` is a suitable HTTP status (400). */
export class ChannelAuthError extends Error {
  readonly status: number;
  constructor(message: string, status = 400) {
    super(message);
    this.name = 'ChannelAuthError';
    this.status = status;
  }
}

/** Signing function bound to one app's key and secret. */
export type ChannelAuthorizer = (params: AuthorizeChannelParams) => ChannelAuthorization;

/** Creates authorizeChannel for an app; also usable in external mode with hosted Pusher's secret. */
export function createChannelAuthorizer(
  app: { key: string; secret: string },
  limits: { maxUserIdLength?: number; maxUserInfoBytes?: number } = {},
): ChannelAuthorizer {
  const presenceLimits = {
    maxUserIdLength: limits.maxUserIdLength ?? Defaults.maxUserIdLength,
    maxUserInfoBytes: limits.maxUserInfoBytes ?? Defaults.maxUserInfoBytes,
  };
  return ({ socketId, channelName, channelData }) => {
    if (!isValidSocketId(socketId)) throw new ChannelAuthError('Invalid socket_id');
    if (!isValidChannelName(channelName)) throw new ChannelAuthError('Invalid channel_name');
    const type = channelType(channelName);
    if (type === 'public') throw new ChannelAuthError('Public channels need no authorization');
    if (type === 'encrypted') throw new ChannelAuthError('Encrypted channels are not supported');
    if (type === 'private') {
      if (channelData !== undefined) throw new ChannelAuthError('channel_data is only for presence channels');
      return { auth: signChannelAuth(app.key, app.secret, socketId, channelName) };
    }
    if (channelData === undefined) throw new ChannelAuthError('Presence channels need channel_data with a user_id');
    const data = typeof channelData === 'string' ? channelData : JSON.stringify(channelData);
    // Refuse here what the server would refuse at subscribe time, so the client gets a clear error.
    const parsed = parsePresenceChannelData(data, presenceLimits);
    if (!parsed.ok) throw new ChannelAuthError(parsed.error);
    return { auth: signChannelAuth(app.key, app.secret, socketId, channelName, data), channel_data: data };
  };
}
