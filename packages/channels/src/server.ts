/**
 * createChannelsServer: wires the WebSocket endpoint, the HTTP API, the adapter (memory or Redis),
 * metrics and publishing into one object a host process attaches to its http.Server.
 */
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Server as HttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChannelsAdapter } from './adapter.ts';
import { createChannelAuthorizer, type AuthorizeChannelParams, type ChannelAuthorization } from './auth.ts';
import type { ChannelsAppCredentials, ChannelsConfig } from './config.ts';
import { Connection, type ConnectionContext } from './connection.ts';
import { assertCloseCode, Defaults, ErrorCodes, SUPPORTED_PROTOCOL_VERSIONS, WS_PATH_PREFIX } from './constants.ts';
import { EventDispatcher } from './dispatcher.ts';
import { createHttpHandler, type HttpHandler } from './http-api.ts';
import { Hub, type NodeBus } from './hub.ts';
import { silentLogger, type ChannelsLogger } from './logger.ts';
import { MemoryAdapter } from './memory-adapter.ts';
import { ChannelsMetrics } from './metrics.ts';
import { createSocketIdFactory, encodeConnectionEstablished, encodeError } from './protocol.ts';
import { createInProcessPublisher, type ChannelsPublisher } from './publisher.ts';
import { RedisAdapter, type RedisAdapterOptions } from './redis-adapter.ts';

/** Options of createChannelsServer; every limit has a protocol-conformant default. */
export interface ChannelsServerOptions {
  app: ChannelsAppCredentials;
  /** Redis for multi-node operation (URL or full options); omit for a single node. */
  redis?: string | RedisAdapterOptions | undefined;
  /** A custom adapter; takes precedence over `redis`. */
  adapter?: ChannelsAdapter;
  logger?: ChannelsLogger;
  activityTimeoutSeconds?: number | undefined;
  pongTimeoutMs?: number | undefined;
  maxPresenceMembers?: number | undefined;
  maxUserInfoBytes?: number | undefined;
  maxUserIdLength?: number | undefined;
  maxEventBytes?: number | undefined;
  clientEventsPerSecond?: number | undefined;
  /** Connections beyond this get 4100 (over capacity, retry with backoff). Unlimited by default. */
  maxConnections?: number | undefined;
  maxHttpBodyBytes?: number | undefined;
  httpTimestampWindowSeconds?: number | undefined;
  maxSocketBufferBytes?: number | undefined;
  heartbeatIntervalMs?: number | undefined;
  nodeTimeoutMs?: number | undefined;
}

/** A presence member with its user_info parsed. */
export interface PresenceMember {
  id: string;
  info: unknown;
}

/** The running server as the host sees it. */
export interface ChannelsServer {
  readonly nodeId: string;
  readonly app: Readonly<ChannelsAppCredentials>;
  /** Number of open WebSocket connections on this node. */
  readonly connectionCount: number;
  /** Handles `upgrade` for `/app/...` on the given server; other paths are left to other listeners. */
  attach(server: HttpServer | HttpsServer): void;
  /** Takes over an upgrade request for `/app/...`; false (socket untouched) for other paths. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Serves the HTTP API; resolves false when the path is not under `/apps/`. */
  readonly handleHttp: HttpHandler;
  /** In-process publisher (same fan-out as the HTTP API, through Redis when configured). */
  readonly publisher: ChannelsPublisher;
  /** In-process publisher to this node's sockets only. */
  readonly nodePublisher: ChannelsPublisher;
  /** The host's own messages between its nodes, over the same adapter (Redis), never seen by a socket. */
  readonly bus: NodeBus;
  /** Signs a private or presence subscription for the host's auth route. */
  authorizeChannel(params: AuthorizeChannelParams): ChannelAuthorization;
  /** Prometheus text exposition of this node's metrics. */
  metricsText(): string;
  /** Current members of a presence channel across the cluster. */
  presenceMembers(channel: string): Promise<PresenceMember[]>;
  /** Closes sockets with 4200 (clients reconnect at once), stops heartbeats and quits Redis. */
  close(): Promise<void>;
}

/** Maps an env-derived configuration to server options. */
export function serverOptionsFromConfig(config: ChannelsConfig, logger?: ChannelsLogger): ChannelsServerOptions {
  return {
    app: config.app,
    logger,
    redis: config.redisUrl ? { url: config.redisUrl, keyPrefix: config.redisKeyPrefix } : undefined,
    ...config.tuning,
  };
}

function parseProtocolVersion(query: string): { code: number; message: string } | null {
  const version = new URLSearchParams(query).get('protocol');
  if (version === null || version === '') return { code: ErrorCodes.NoProtocolVersion, message: 'No protocol version supplied' };
  if (!/^\d+$/.test(version)) return { code: ErrorCodes.InvalidVersionFormat, message: 'Invalid version string format' };
  if (!SUPPORTED_PROTOCOL_VERSIONS.includes(Number(version))) {
    return { code: ErrorCodes.UnsupportedProtocolVersion, message: `Unsupported protocol version ${version}` };
  }
  return null;
}

const kConnection = Symbol('channels.connection');
const kRetired = Symbol('channels.retired');
type UpgradeListener = ((req: IncomingMessage, socket: Duplex, head: Buffer) => void) & { [kRetired]?: boolean };
type TaggedSocket = WebSocket & { [kConnection]?: Connection };

// Shared listeners (one function for all sockets) instead of closures per connection.
function onWsMessage(this: TaggedSocket, data: Buffer): void {
  this[kConnection]?.onMessage(data);
}
function onWsEnd(this: TaggedSocket): void {
  this[kConnection]?.dispose();
}

/** Starts a channels server (connects Redis first when configured). */
export async function createChannelsServer(options: ChannelsServerOptions): Promise<ChannelsServer> {
  const app = Object.freeze({ ...options.app });
  const log = options.logger ?? silentLogger;
  const activityTimeoutSeconds = options.activityTimeoutSeconds ?? Defaults.activityTimeoutSeconds;
  const pongTimeoutMs = options.pongTimeoutMs ?? Defaults.pongTimeoutMs;
  const limits = {
    maxEventBytes: options.maxEventBytes ?? Defaults.maxEventBytes,
    clientEventsPerSecond: options.clientEventsPerSecond ?? Defaults.clientEventsPerSecond,
    maxUserIdLength: options.maxUserIdLength ?? Defaults.maxUserIdLength,
    maxUserInfoBytes: options.maxUserInfoBytes ?? Defaults.maxUserInfoBytes,
    maxSocketBufferBytes: options.maxSocketBufferBytes ?? Defaults.maxSocketBufferBytes,
  };
  const metrics = new ChannelsMetrics();
  const redisOptions = typeof options.redis === 'string' ? { url: options.redis } : options.redis;
  const adapter =
    options.adapter ??
    (redisOptions
      ? new RedisAdapter({
          heartbeatIntervalMs: options.heartbeatIntervalMs,
          nodeTimeoutMs: options.nodeTimeoutMs,
          logger: log,
          ...redisOptions,
        })
      : new MemoryAdapter());
  const hub = new Hub(adapter, metrics, options.maxPresenceMembers ?? Defaults.maxPresenceMembers, log);
  await adapter.start(hub);

  const dispatcher = new EventDispatcher(hub, metrics, {
    maxEventBytes: limits.maxEventBytes,
    maxChannelsPerEvent: Defaults.maxChannelsPerEvent,
  });
  const handleHttp = createHttpHandler({
    app,
    dispatcher,
    adapter,
    metrics,
    log,
    maxBodyBytes: options.maxHttpBodyBytes ?? Defaults.maxHttpBodyBytes,
    maxBatchEvents: Defaults.maxBatchEvents,
    timestampWindowSeconds: options.httpTimestampWindowSeconds ?? Defaults.httpTimestampWindowSeconds,
  });
  const authorize = createChannelAuthorizer(app, limits);
  const nextSocketId = createSocketIdFactory();
  const connections = new Set<Connection>();
  let closing = false;

  const context: ConnectionContext = {
    key: app.key,
    secret: app.secret,
    hub,
    metrics,
    limits,
    log,
    onDispose(conn) {
      if (connections.delete(conn)) metrics.connections--;
      delete (conn.ws as TaggedSocket)[kConnection];
    },
  };

  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: false,
    clientTracking: false,
    maxPayload: Defaults.maxClientFrameBytes,
  });

  function refuse(ws: WebSocket, code: number, message: string): void {
    ws.on('error', () => {}); // the peer may vanish first; nothing is left to clean up
    ws.send(encodeError(code, message));
    ws.close(assertCloseCode(code), message.slice(0, 120));
  }

  function onConnection(ws: WebSocket, appKey: string, query: string): void {
    // Sockets we close get 4200 and come straight back; if they land here again while we are
    // still shutting down, ask for a backoff so they retry after the restart, not in a tight loop.
    if (closing) return refuse(ws, ErrorCodes.OverCapacity, 'Server is restarting');
    if (appKey !== app.key) {
      return refuse(ws, ErrorCodes.AppDoesNotExist, `App key ${appKey} does not exist on this server`);
    }
    const versionError = parseProtocolVersion(query);
    if (versionError) return refuse(ws, versionError.code, versionError.message);
    if (options.maxConnections !== undefined && connections.size >= options.maxConnections) {
      return refuse(ws, ErrorCodes.OverCapacity, 'Over capacity');
    }
    const raw = (ws as unknown as { _socket?: Socket })._socket;
    const conn = new Connection(ws, nextSocketId(), raw, context);
    (ws as TaggedSocket)[kConnection] = conn;
    connections.add(conn);
    metrics.connections++;
    metrics.connectionsTotal++;
    ws.on('message', onWsMessage);
    ws.on('close', onWsEnd);
    ws.on('error', onWsEnd);
    conn.send(encodeConnectionEstablished(conn.socketId, activityTimeoutSeconds));
  }

  function handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = req.url ?? '/';
    if (!url.startsWith(WS_PATH_PREFIX)) return false;
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    let appKey: string;
    try {
      appKey = decodeURIComponent(path.slice(WS_PATH_PREFIX.length));
    } catch {
      appKey = '';
    }
    wss.handleUpgrade(req, socket, head, (ws) => onConnection(ws, appKey, q < 0 ? '' : url.slice(q + 1)));
    return true;
  }

  const attached: Array<[HttpServer | HttpsServer, UpgradeListener]> = [];

  function attach(server: HttpServer | HttpsServer): void {
    // A closed server's listener that is still refusing clients gives way to this one.
    for (const other of server.listeners('upgrade') as UpgradeListener[]) {
      if (other[kRetired]) server.off('upgrade', other);
    }
    const listener: UpgradeListener = (req, socket, head) => {
      if (handleUpgrade(req, socket, head)) return;
      // Without another upgrade listener nobody would answer, so refuse instead of hanging.
      if (server.listenerCount('upgrade') === 1) {
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      }
    };
    server.on('upgrade', listener);
    attached.push([server, listener]);
  }

  // One sweep for all sockets instead of a timer per socket.
  const activityMs = activityTimeoutSeconds * 1000;
  const sweepMs = Math.max(100, Math.min(5_000, Math.floor(Math.min(activityMs, pongTimeoutMs) / 4)));
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const conn of connections) conn.checkActivity(now, activityMs, pongTimeoutMs);
  }, sweepMs);
  sweep.unref();

  async function close(): Promise<void> {
    if (closing) return;
    closing = true;
    clearInterval(sweep);
    const sockets = [...connections].map((c) => c.ws);
    const closed = sockets.map(
      (ws) => new Promise<void>((resolve) => (ws.readyState === ws.CLOSED ? resolve() : ws.once('close', () => resolve()))),
    );
    for (const conn of [...connections]) conn.close(ErrorCodes.ReconnectImmediately, 'Server shutting down');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, Defaults.closeGraceMs)))]);
    clearTimeout(timer);
    for (const ws of sockets) if (ws.readyState !== ws.CLOSED) ws.terminate();
    // Keep refusing (4100, retry after a backoff) until the host stops listening: a client that
    // reconnects at once must get a protocol answer, since pusher-js in Node waits its full
    // 15 s transport timeout when a socket is dropped or refused without one.
    for (const [server, listener] of attached) {
      listener[kRetired] = true;
      server.once('close', () => server.off('upgrade', listener));
    }
    await adapter.close();
  }

  return {
    nodeId: adapter.nodeId,
    app,
    get connectionCount() {
      return connections.size;
    },
    attach,
    handleUpgrade,
    handleHttp,
    publisher: createInProcessPublisher(dispatcher),
    nodePublisher: createInProcessPublisher(dispatcher, 'node'),
    bus: hub.bus,
    authorizeChannel: authorize,
    metricsText: () => metrics.render({ nodeId: adapter.nodeId, appId: app.appId }, hub.channelCount),
    async presenceMembers(channel) {
      const members = await hub.presenceMembers(channel);
      return members.map((m) => ({ id: m.id, info: m.infoJson === undefined ? undefined : (JSON.parse(m.infoJson) as unknown) }));
    },
    close,
  };
}
