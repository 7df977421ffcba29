/**
 * Helpers shared by the channels test files: a server on an ephemeral port, pusher-js clients,
 * raw protocol sockets and polling. Not exported from the package.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import PusherServer from 'pusher';
import PusherClient from 'pusher-js';
import type { Channel, PresenceChannel } from 'pusher-js';
import { WebSocket } from 'ws';
import { ClientSideEvents } from '../constants.ts';
import { createChannelsServer, type ChannelsServer, type ChannelsServerOptions } from '../server.ts';

/** Credentials every test server uses. */
export const TEST_APP = { appId: 'test-app', key: 'test-key', secret: 'test-secret' } as const;

/** A channels server listening on 127.0.0.1. */
export interface TestNode {
  channels: ChannelsServer;
  http: Server;
  port: number;
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 (ephemeral port unless given). */
export async function startNode(options: Partial<ChannelsServerOptions> = {}, port = 0): Promise<TestNode> {
  const channels = await createChannelsServer({ app: TEST_APP, ...options });
  const http = createServer((req, res) => {
    void channels.handleHttp(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  channels.attach(http);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => resolve());
  });
  let closed = false;
  return {
    channels,
    http,
    port: (http.address() as AddressInfo).port,
    async close() {
      if (closed) return;
      closed = true;
      await channels.close();
      // Let requests already in flight finish (a reconnecting client then gets a protocol
      // refusal instead of a dropped socket); force the rest after a short grace.
      const stopped = new Promise<void>((resolve) => http.close(() => resolve()));
      const force = setTimeout(() => http.closeAllConnections(), 300);
      await stopped;
      clearTimeout(force);
    },
  };
}

/** Presence identity a pusher-js client authorizes with. */
export interface TestUser {
  id: string;
  info?: unknown;
}

/** A pusher-js client signing subscriptions locally with authorizeChannel. */
export function pusherClient(port: number, channels: ChannelsServer, user?: TestUser, key: string = TEST_APP.key): PusherClient {
  return new PusherClient(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      customHandler: ({ socketId, channelName }, callback) => {
        try {
          const channelData = channelName.startsWith('presence-') && user ? { user_id: user.id, user_info: user.info } : undefined;
          callback(null, channels.authorizeChannel({ socketId, channelName, channelData }));
        } catch (err) {
          callback(err as Error, null);
        }
      },
    },
  });
}

/** Resolves once the client is connected. */
export function connected(client: PusherClient, timeoutMs = 5_000): Promise<string> {
  if (client.connection.state === 'connected') return Promise.resolve(client.connection.socket_id);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not connected (state ${client.connection.state})`)), timeoutMs);
    client.connection.bind('connected', () => {
      clearTimeout(timer);
      resolve(client.connection.socket_id);
    });
  });
}

/** Subscribes and resolves with the channel on success; rejects with the subscription error. */
export function subscribed<T extends Channel = Channel>(client: PusherClient, name: string, timeoutMs = 5_000): Promise<T> {
  const channel = client.subscribe(name) as T;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`subscription to ${name} timed out`)), timeoutMs);
    channel.bind(ClientSideEvents.SubscriptionSucceeded, () => {
      clearTimeout(timer);
      resolve(channel);
    });
    channel.bind(ClientSideEvents.SubscriptionError, (err: unknown) => {
      clearTimeout(timer);
      reject(Object.assign(new Error('subscription_error'), { detail: err }));
    });
  });
}

/** Type helper for presence channels. */
export type { PresenceChannel };

/** The official server SDK pointed at a test node. */
export function pusherSdk(port: number, app: { appId: string; key: string; secret: string } = TEST_APP): PusherServer {
  return new PusherServer({ ...app, host: '127.0.0.1', port: String(port), useTLS: false });
}

/** Polls `check` until it returns a truthy value or the time runs out. */
export async function waitFor<T>(check: () => T | Promise<T>, timeoutMs = 5_000, intervalMs = 25): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await sleep(intervalMs);
  }
}

/** Promise-based delay. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A parsed protocol message seen by a raw socket. */
export interface WireMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

/** A bare `ws` client speaking the protocol, recording every message and the close code. */
export interface RawClient {
  ws: WebSocket;
  messages: WireMessage[];
  closeCode: Promise<number>;
  send(msg: object): void;
  next(predicate: (m: WireMessage) => boolean, timeoutMs?: number): Promise<WireMessage>;
}

/** Opens a raw protocol socket (query defaults to protocol=7). */
export function rawClient(port: number, path = `/app/${TEST_APP.key}?protocol=7`): RawClient {
  const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
  const messages: WireMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as WireMessage);
    for (const w of waiters) w();
  });
  ws.on('error', () => {});
  const closeCode = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  return {
    ws,
    messages,
    closeCode,
    send(msg) {
      ws.send(JSON.stringify(msg));
    },
    next(predicate, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        let seen = 0;
        const check = () => {
          for (; seen < messages.length; seen++) {
            const m = messages[seen] as WireMessage;
            if (predicate(m)) {
              waiters.delete(check);
              clearTimeout(timer);
              resolve(m);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error('expected message did not arrive'));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

/** A standalone server in a child process (so it can be killed with SIGKILL). */
export interface ChildNode {
  child: ChildProcess;
  port: number;
  nodeId: string;
}

/** Starts src/standalone.ts under tsx with the given environment and waits for `listening`. */
export function startChildNode(env: Record<string, string>, timeoutMs = 15_000): Promise<ChildNode> {
  const entry = fileURLToPath(new URL('../standalone.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, CHANNELS_HOST: '127.0.0.1', CHANNELS_PORT: '0', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`child node did not start: ${err || out}`));
    }, timeoutMs);
    child.stderr?.on('data', (d: Buffer) => (err += String(d)));
    child.stdout?.on('data', (d: Buffer) => {
      out += String(d);
      for (const line of out.split('\n')) {
        if (!line.includes('"listening"')) continue;
        const entry = JSON.parse(line) as { port: number; nodeId: string };
        clearTimeout(timer);
        resolve({ child, port: entry.port, nodeId: entry.nodeId });
        return;
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`child node exited with ${code}: ${err}`));
    });
  });
}
