/**
 * The Pusher HTTP API (`/apps/{appId}/...`) as the official `pusher` SDK calls it, on plain
 * IncomingMessage/ServerResponse so any host (Fastify onRequest hook, http.createServer) can mount it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChannelsAdapter } from './adapter.ts';
import type { ChannelsAppCredentials } from './config.ts';
import { HTTP_API_PATH_PREFIX } from './constants.ts';
import { ChannelsPublishError, type EventDispatcher, type PublishInput } from './dispatcher.ts';
import { verifySignedRequest } from './http-auth.ts';
import type { ChannelsLogger } from './logger.ts';
import type { ChannelsMetrics } from './metrics.ts';
import { channelType, isValidChannelName } from './protocol.ts';

/** What the HTTP API needs from the server. */
export interface HttpApiDeps {
  app: ChannelsAppCredentials;
  dispatcher: EventDispatcher;
  adapter: ChannelsAdapter;
  metrics: ChannelsMetrics;
  log: ChannelsLogger;
  maxBodyBytes: number;
  maxBatchEvents: number;
  timestampWindowSeconds: number;
}

/** True when `url` belongs to the HTTP API, so a host can decide before handing the request over. */
export function isChannelsApiPath(url: string | undefined): boolean {
  return (url ?? '').startsWith(HTTP_API_PATH_PREFIX);
}

/** Handler signature: resolves false when the path is not under `/apps/`. */
export type HttpHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Json = Record<string, unknown>;

function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  // Plain events rather than an async iterator: this sits on the publish hot path.
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume(); // drain the rest so the 413 can still be written
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(size > limit ? null : chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)));
    req.once('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: Json | string, close = false): void {
  const json = typeof body !== 'string';
  const text = json ? JSON.stringify(body) : body;
  res.writeHead(status, {
    'content-type': json ? 'application/json' : 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...(close ? { connection: 'close' } : {}),
  });
  res.end(text);
}

function parseJson(body: Buffer): Json {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Json;
  } catch {
    // fall through
  }
  throw new HttpError(400, 'Request body must be a JSON object');
}

function endpointName(rest: string[]): string {
  if (rest[0] !== 'channels') return rest[0] ?? 'unknown';
  return rest[1] === undefined || rest[1] === '' ? 'channels' : rest[2] === 'users' ? 'channel_users' : 'channel';
}

function infoAttributes(info: unknown): Set<string> {
  return new Set(typeof info === 'string' && info !== '' ? info.split(',').map((s) => s.trim()) : []);
}

/** Builds handleHttp for one app. */
export function createHttpHandler(deps: HttpApiDeps): HttpHandler {
  const { app, dispatcher, adapter, metrics, log } = deps;

  async function channelInfo(channel: string, attrs: Set<string>): Promise<Json> {
    const out: Json = {};
    if (attrs.has('subscription_count')) out.subscription_count = await adapter.subscriptionCount(channel);
    if (attrs.has('user_count') && channelType(channel) === 'presence') {
      out.user_count = await adapter.presenceCount(channel);
    }
    return out;
  }

  function toPublishInput(raw: Json, single: boolean): PublishInput {
    const channels = single ? [raw.channel] : Array.isArray(raw.channels) ? raw.channels : [raw.channel];
    if (channels.some((c) => typeof c !== 'string')) throw new HttpError(400, 'channels must be strings');
    const data = typeof raw.data === 'string' ? raw.data : raw.data === undefined ? '' : JSON.stringify(raw.data);
    const socketId = raw.socket_id === undefined || raw.socket_id === null ? undefined : raw.socket_id;
    if (socketId !== undefined && typeof socketId !== 'string') throw new HttpError(400, 'Invalid socket_id');
    return { channels: channels as string[], name: raw.name as string, data, socketId };
  }

  async function postEvents(body: Json): Promise<Json> {
    const input = toPublishInput(body, false);
    dispatcher.publish(input);
    const attrs = infoAttributes(body.info);
    if (attrs.size === 0) return {};
    const channels: Json = {};
    for (const channel of input.channels) channels[channel] = await channelInfo(channel, attrs);
    return { channels };
  }

  async function postBatch(body: Json): Promise<Json> {
    const batch = body.batch;
    if (!Array.isArray(batch)) throw new HttpError(400, 'batch must be an array');
    if (batch.length > deps.maxBatchEvents) throw new HttpError(400, `At most ${deps.maxBatchEvents} events per batch`);
    const items = batch.map((item: unknown) => {
      if (typeof item !== 'object' || item === null) throw new HttpError(400, 'Batch items must be objects');
      return { raw: item as Json, input: toPublishInput(item as Json, true) };
    });
    // Validate the whole batch first so a bad item does not leave it half published.
    for (const { input } of items) dispatcher.validate(input);
    for (const { input } of items) dispatcher.publish(input);
    if (!items.some(({ raw }) => infoAttributes(raw.info).size > 0)) return {};
    const results: Json[] = [];
    for (const { raw, input } of items) results.push(await channelInfo(input.channels[0] as string, infoAttributes(raw.info)));
    return { batch: results };
  }

  async function getChannels(query: Map<string, string>): Promise<Json> {
    const prefix = query.get('filter_by_prefix') ?? '';
    const attrs = infoAttributes(query.get('info'));
    if (attrs.has('user_count') && !prefix.startsWith('presence-')) {
      throw new HttpError(400, 'info=user_count requires filter_by_prefix=presence-');
    }
    const counts = await adapter.subscriptionCounts(prefix || undefined);
    const channels: Json = {};
    await Promise.all(
      [...counts].map(async ([name, count]) => {
        const entry: Json = {};
        if (attrs.has('subscription_count')) entry.subscription_count = count;
        if (attrs.has('user_count')) entry.user_count = await adapter.presenceCount(name);
        channels[name] = entry;
      }),
    );
    return { channels };
  }

  async function getChannel(name: string, query: Map<string, string>): Promise<Json> {
    const attrs = infoAttributes(query.get('info'));
    const presence = channelType(name) === 'presence';
    if (attrs.has('user_count') && !presence) throw new HttpError(400, 'user_count is only available for presence channels');
    const subscriptionCount = await adapter.subscriptionCount(name);
    const out: Json = { occupied: subscriptionCount > 0 };
    if (attrs.has('subscription_count')) out.subscription_count = subscriptionCount;
    if (attrs.has('user_count')) out.user_count = await adapter.presenceCount(name);
    return out;
  }

  async function getUsers(name: string): Promise<Json> {
    if (channelType(name) !== 'presence') throw new HttpError(400, 'Users are only available for presence channels');
    const members = await adapter.presenceMembers(name);
    return { users: members.map((m) => ({ id: m.id })) };
  }

  async function route(method: string, rest: string[], query: Map<string, string>, body: Buffer): Promise<[string, Json]> {
    const [resource, rawName, sub, ...extra] = rest;
    if (extra.length > 0) throw new HttpError(404, 'Not found');
    if (resource === 'events' && rawName === undefined) {
      if (method !== 'POST') throw new HttpError(405, 'Method not allowed');
      return ['events', await postEvents(parseJson(body))];
    }
    if (resource === 'batch_events' && rawName === undefined) {
      if (method !== 'POST') throw new HttpError(405, 'Method not allowed');
      return ['batch_events', await postBatch(parseJson(body))];
    }
    if (resource === 'channels') {
      if (method !== 'GET') throw new HttpError(405, 'Method not allowed');
      if (rawName === undefined || rawName === '') return ['channels', await getChannels(query)];
      let name: string;
      try {
        name = decodeURIComponent(rawName);
      } catch {
        throw new HttpError(400, 'Invalid channel name');
      }
      if (!isValidChannelName(name)) throw new HttpError(400, 'Invalid channel name');
      if (sub === undefined) return ['channel', await getChannel(name, query)];
      if (sub === 'users') return ['channel_users', await getUsers(name)];
    }
    throw new HttpError(404, 'Not found');
  }

  return async function handleHttp(req, res) {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    if (!path.startsWith(HTTP_API_PATH_PREFIX)) return false;
    const method = (req.method ?? 'GET').toUpperCase();
    let endpoint = 'unknown';
    const reply = (status: number, body: Json | string, close = false) => {
      metrics.httpRequest(endpoint, status);
      send(res, status, body, close);
    };
    try {
      const [appId, ...rest] = path.slice(HTTP_API_PATH_PREFIX.length).split('/');
      if (appId !== app.appId) {
        reply(404, `Unknown app id: ${appId ?? ''}`);
        return true;
      }
      if (req.readableEnded && method === 'POST') {
        // The host parsed the body first (e.g. a Fastify route instead of an onRequest hook).
        log.error({ path }, 'channels http api: request body already consumed by the host');
        reply(500, 'Request body was consumed before reaching the channels HTTP API');
        return true;
      }
      const body = req.readableEnded ? Buffer.alloc(0) : await readBody(req, deps.maxBodyBytes);
      if (body === null) {
        reply(413, `Request body larger than ${deps.maxBodyBytes} bytes`, true);
        return true;
      }
      const verified = verifySignedRequest(
        { method, path, rawQuery: q < 0 ? '' : url.slice(q + 1), body },
        { key: app.key, secret: app.secret, timestampWindowSeconds: deps.timestampWindowSeconds },
      );
      if (!verified.ok) {
        reply(verified.status, verified.message);
        return true;
      }
      endpoint = endpointName(rest);
      const [name, result] = await route(method, rest, verified.query, body);
      endpoint = name;
      reply(200, result);
    } catch (err) {
      if (err instanceof HttpError || err instanceof ChannelsPublishError) {
        reply(err.status, err.message);
      } else {
        log.error({ err: (err as Error).message, path }, 'channels http api failed');
        if (!res.headersSent) reply(500, 'Internal error');
      }
    }
    return true;
  };
}
