/**
 * Configuration from environment variables, following the common Pusher convention
 * (PUSHER_APP_ID, PUSHER_APP_KEY, PUSHER_APP_SECRET, PUSHER_HOST, PUSHER_PORT, PUSHER_USE_TLS,
 * PUSHER_CLUSTER) plus CHANNELS_* settings of this server.
 */

/** Credentials of the one Pusher app this server hosts. */
export interface ChannelsAppCredentials {
  appId: string;
  key: string;
  secret: string;
}

/** Where events go in external mode (hosted Pusher or another compatible server). */
export interface ExternalChannelsConfig {
  host: string | undefined;
  port: number | undefined;
  useTLS: boolean;
  cluster: string | undefined;
}

/** Tunable limits and timings that createChannelsServer accepts. */
export interface ChannelsTuning {
  activityTimeoutSeconds?: number;
  pongTimeoutMs?: number;
  maxPresenceMembers?: number;
  maxEventBytes?: number;
  clientEventsPerSecond?: number;
  maxConnections?: number;
  heartbeatIntervalMs?: number;
  nodeTimeoutMs?: number;
}

/** Everything channelsConfigFromEnv reads. */
export interface ChannelsConfig {
  app: ChannelsAppCredentials;
  /** True when at least one credential fell back to a development default; print them at start. */
  usedDefaults: boolean;
  /** Names of the variables that were unset and defaulted. */
  defaulted: string[];
  /** `embedded` runs the server in this process; `external` publishes through the pusher SDK. */
  mode: 'embedded' | 'external';
  external: ExternalChannelsConfig | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string | undefined;
  tuning: ChannelsTuning;
  /** Port and host of the standalone server. */
  port: number;
  host: string;
}

/** Fixed development credentials, used only outside production when nothing is set. */
export const DEV_CHANNELS_CREDENTIALS: Readonly<ChannelsAppCredentials> = Object.freeze({
  appId: 'photostudy',
  key: 'photostudy-key',
  secret: 'photostudy-dev-secret',
});

function intFrom(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

function boolFrom(env: NodeJS.ProcessEnv, name: string): boolean | undefined {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return undefined;
  return raw === 'true' || raw === '1' || raw === 'yes';
}

/** Reads the channels configuration; throws in production when credentials are missing. */
export function channelsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ChannelsConfig {
  const production = env.NODE_ENV === 'production';
  const vars = [
    ['PUSHER_APP_ID', 'appId'],
    ['PUSHER_APP_KEY', 'key'],
    ['PUSHER_APP_SECRET', 'secret'],
  ] as const;
  const defaulted = vars.filter(([name]) => !env[name]).map(([name]) => name);
  if (production && defaulted.length > 0) {
    throw new Error(`Channels credentials missing in production: set ${defaulted.join(', ')}`);
  }
  const app: ChannelsAppCredentials = {
    appId: env.PUSHER_APP_ID || DEV_CHANNELS_CREDENTIALS.appId,
    key: env.PUSHER_APP_KEY || DEV_CHANNELS_CREDENTIALS.key,
    secret: env.PUSHER_APP_SECRET || DEV_CHANNELS_CREDENTIALS.secret,
  };
  if (production && app.secret === DEV_CHANNELS_CREDENTIALS.secret) {
    throw new Error('PUSHER_APP_SECRET must not be the development default in production');
  }

  const host = env.PUSHER_HOST || undefined;
  const cluster = env.PUSHER_CLUSTER || undefined;
  const port = intFrom(env, 'PUSHER_PORT');
  const forcedRaw = env.CHANNELS_MODE || undefined;
  if (forcedRaw !== undefined && forcedRaw !== 'embedded' && forcedRaw !== 'external') {
    throw new Error(`CHANNELS_MODE must be "embedded" or "external", got "${forcedRaw}"`);
  }
  const forced: ChannelsConfig['mode'] | undefined = forcedRaw;
  // Setting where hosted Pusher (cluster) or another server (host) lives means "publish there".
  const mode: ChannelsConfig['mode'] = forced ?? (host || cluster ? 'external' : 'embedded');
  if (mode === 'external' && !host && !cluster) {
    throw new Error('CHANNELS_MODE=external needs PUSHER_HOST or PUSHER_CLUSTER');
  }
  const external =
    mode === 'external' ? { host, port, cluster, useTLS: boolFrom(env, 'PUSHER_USE_TLS') ?? (!host || port === 443) } : undefined;

  return {
    app,
    usedDefaults: defaulted.length > 0,
    defaulted,
    mode,
    external,
    redisUrl: env.CHANNELS_REDIS_URL || env.REDIS_URL || undefined,
    redisKeyPrefix: env.CHANNELS_REDIS_PREFIX || undefined,
    tuning: {
      activityTimeoutSeconds: intFrom(env, 'CHANNELS_ACTIVITY_TIMEOUT_S'),
      pongTimeoutMs: intFrom(env, 'CHANNELS_PONG_TIMEOUT_MS'),
      maxPresenceMembers: intFrom(env, 'CHANNELS_MAX_PRESENCE_MEMBERS'),
      maxEventBytes: intFrom(env, 'CHANNELS_MAX_EVENT_BYTES'),
      clientEventsPerSecond: intFrom(env, 'CHANNELS_CLIENT_EVENTS_PER_SECOND'),
      maxConnections: intFrom(env, 'CHANNELS_MAX_CONNECTIONS'),
      heartbeatIntervalMs: intFrom(env, 'CHANNELS_HEARTBEAT_MS'),
      nodeTimeoutMs: intFrom(env, 'CHANNELS_NODE_TIMEOUT_MS'),
    },
    port: intFrom(env, 'CHANNELS_PORT') ?? 6001,
    host: env.CHANNELS_HOST || '0.0.0.0',
  };
}
