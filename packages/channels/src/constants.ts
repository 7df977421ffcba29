/**
 * Every protocol name, code and default limit of the Pusher Channels protocol (v7) in one place,
 * so no wire string is spelled twice in the package.
 */

/** Event names that travel over the WebSocket. */
export const PusherEvents = {
  ConnectionEstablished: 'pusher:connection_established',
  Error: 'pusher:error',
  Ping: 'pusher:ping',
  Pong: 'pusher:pong',
  Subscribe: 'pusher:subscribe',
  Unsubscribe: 'pusher:unsubscribe',
  // pusher-js only reacts to the internal name; it re-emits it as pusher:subscription_succeeded.
  SubscriptionSucceeded: 'pusher_internal:subscription_succeeded',
  SubscriptionError: 'pusher:subscription_error',
  MemberAdded: 'pusher_internal:member_added',
  MemberRemoved: 'pusher_internal:member_removed',
} as const;

/** Union of the protocol event names above. */
export type PusherEventName = (typeof PusherEvents)[keyof typeof PusherEvents];

/** Prefix of the protocol's internal events, which publishers must not forge. */
export const INTERNAL_EVENT_PREFIX = 'pusher_internal:';

/** Names pusher-js emits on channel objects (client-side API, not wire names). */
export const ClientSideEvents = {
  SubscriptionSucceeded: 'pusher:subscription_succeeded',
  SubscriptionError: 'pusher:subscription_error',
  MemberAdded: 'pusher:member_added',
  MemberRemoved: 'pusher:member_removed',
} as const;

/** Client events must start with this; anything else from a client is not relayed. */
export const CLIENT_EVENT_PREFIX = 'client-';

/** Channel name prefixes that decide the channel type. */
export const ChannelPrefixes = {
  Private: 'private-',
  Presence: 'presence-',
  PrivateEncrypted: 'private-encrypted-',
} as const;

/** Protocol versions this server understands (pusher-js 8 speaks 7). */
export const SUPPORTED_PROTOCOL_VERSIONS: readonly number[] = [5, 6, 7];

/**
 * Error and close codes. 4000-4099: do not reconnect; 4100-4199: reconnect with backoff;
 * 4200-4299: reconnect at once; 4300-4399: pusher:error only, never a close code.
 */
export const ErrorCodes = {
  SslOnly: 4000,
  AppDoesNotExist: 4001,
  AppDisabled: 4003,
  OverConnectionQuota: 4004,
  PathNotFound: 4005,
  InvalidVersionFormat: 4006,
  UnsupportedProtocolVersion: 4007,
  NoProtocolVersion: 4008,
  Unauthorized: 4009,
  OverCapacity: 4100,
  ReconnectImmediately: 4200,
  PongNotReceived: 4201,
  ClosedAfterInactivity: 4202,
  GenericError: 4300,
  ClientEventRateLimited: 4301,
} as const;

/** Throws for codes that the protocol reserves for pusher:error (4300-4399), which must never close a socket. */
export function assertCloseCode(code: number): number {
  if (code >= 4300 && code <= 4399) throw new Error(`${code} is a pusher:error code, not a close code`);
  return code;
}

/** `type` values of pusher:subscription_error, matching what pusher-js itself emits. */
export const SubscriptionErrorTypes = {
  Auth: 'AuthError',
  LimitReached: 'LimitReached',
  InvalidChannel: 'InvalidChannel',
} as const;

/** Default limits; each one is overridable through ChannelsServerOptions. */
export const Defaults = {
  /** Seconds announced in connection_established; also when the server pings a silent socket. */
  activityTimeoutSeconds: 120,
  /** How long a server ping may stay unanswered before the socket is closed with 4201. */
  pongTimeoutMs: 30_000,
  maxPresenceMembers: 100,
  maxUserInfoBytes: 1024,
  maxUserIdLength: 128,
  maxChannelNameLength: 164,
  maxEventNameLength: 200,
  maxEventBytes: 10 * 1024,
  maxChannelsPerEvent: 100,
  maxBatchEvents: 10,
  maxHttpBodyBytes: 1024 * 1024,
  clientEventsPerSecond: 10,
  /** Auth timestamps of HTTP API requests must be within this many seconds of server time. */
  httpTimestampWindowSeconds: 600,
  /** A socket whose unsent buffer grows beyond this is a slow consumer and gets 4100. */
  maxSocketBufferBytes: 4 * 1024 * 1024,
  /** Largest frame a client may send; client events are capped by maxEventBytes anyway. */
  maxClientFrameBytes: 64 * 1024,
  heartbeatIntervalMs: 5_000,
  nodeTimeoutMs: 15_000,
  redisKeyPrefix: 'photostudy:channels:',
  /** Grace period given to clients to answer our close frame during shutdown. */
  closeGraceMs: 1_000,
} as const;

/** URL path prefix of the WebSocket endpoint (`/app/{key}`). */
export const WS_PATH_PREFIX = '/app/';

/** URL path prefix of the HTTP events API (`/apps/{appId}/...`). */
export const HTTP_API_PATH_PREFIX = '/apps/';
