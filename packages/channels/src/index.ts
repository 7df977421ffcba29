/**
 * @photostudy/channels: a Pusher Channels protocol v7 server (WebSocket + HTTP API), embeddable
 * in the API process or standalone, single-node or multi-node over Redis.
 */
export {
  createChannelsServer,
  serverOptionsFromConfig,
  type ChannelsServer,
  type ChannelsServerOptions,
  type PresenceMember,
} from './server.ts';
export type { NodeBus } from './hub.ts';
export {
  channelsConfigFromEnv,
  DEV_CHANNELS_CREDENTIALS,
  type ChannelsAppCredentials,
  type ChannelsConfig,
  type ChannelsTuning,
  type ExternalChannelsConfig,
} from './config.ts';
export {
  createChannelsPublisher,
  createExternalPublisher,
  type ChannelsPublisher,
  type ExternalPublisherOptions,
  type TriggerOptions,
} from './publisher.ts';
export {
  ChannelAuthError,
  createChannelAuthorizer,
  type AuthorizeChannelParams,
  type ChannelAuthorization,
  type ChannelAuthorizer,
  type PresenceChannelData,
} from './auth.ts';
export { ChannelsPublishError } from './dispatcher.ts';
export type { ChannelsAdapter, PresenceJoinResult } from './adapter.ts';
export { MemoryAdapter } from './memory-adapter.ts';
export { RedisAdapter, type RedisAdapterOptions } from './redis-adapter.ts';
export { jsonLineLogger, silentLogger, type ChannelsLogger } from './logger.ts';
export {
  ChannelPrefixes,
  CLIENT_EVENT_PREFIX,
  ClientSideEvents,
  INTERNAL_EVENT_PREFIX,
  Defaults as ChannelsDefaults,
  ErrorCodes as ChannelsErrorCodes,
  PusherEvents,
  SubscriptionErrorTypes,
  type PusherEventName,
} from './constants.ts';
export { channelType, isValidChannelName, isValidSocketId, type ChannelType, type PresenceMemberRecord } from './protocol.ts';
export { signChannelAuth, signRequestQuery, verifyChannelAuth } from './signature.ts';
export { isChannelsApiPath, type HttpHandler } from './http-api.ts';
