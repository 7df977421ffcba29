/**
 * Multi-node behaviour over the Redis at 127.0.0.1:6379: fan-out between nodes, presence across
 * nodes, and reaping the members of a node killed with SIGKILL (a real child process).
 * Skipped, with a log line, only when Redis does not answer.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type PusherClient from 'pusher-js';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ClientSideEvents } from './constants.ts';
import {
  pusherClient,
  pusherSdk,
  sleep,
  startChildNode,
  startNode,
  subscribed,
  TEST_APP,
  waitFor,
  type ChildNode,
  type PresenceChannel,
  type TestNode,
} from './testing/test-node.ts';

const REDIS_URL = process.env.CHANNELS_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `channels-test:${randomUUID()}:`;
const HEARTBEAT_MS = 500;
const NODE_TIMEOUT_MS = 2_000;

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`[channels] Redis at ${REDIS_URL} did not answer: multi-node tests skipped`);

const nodes: TestNode[] = [];
const clients: PusherClient[] = [];
const children: ChildNode[] = [];

function redisOptions() {
  return { redis: { url: REDIS_URL, keyPrefix: PREFIX }, heartbeatIntervalMs: HEARTBEAT_MS, nodeTimeoutMs: NODE_TIMEOUT_MS };
}
async function node(): Promise<TestNode> {
  const n = await startNode(redisOptions());
  nodes.push(n);
  return n;
}
function client(port: number, n: TestNode, user?: { id: string; info?: unknown }): PusherClient {
  const c = pusherClient(port, n.channels, user);
  clients.push(c);
  return c;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  for (const ch of children.splice(0)) ch.child.kill('SIGKILL');
  await Promise.all(nodes.splice(0).map((n) => n.close()));
});

afterAll(async () => {
  if (!redisUp) return;
  // Remove whatever a killed node left behind under this run's prefix.
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe.skipIf(!redisUp)('multi-node over Redis', () => {
  it('delivers events published on one node to subscribers on the other', async () => {
    const [a, b] = [await node(), await node()];
    const onA = client(a.port, a);
    const onB = client(b.port, b);
    const chA = await subscribed(onA, 'private-shared');
    const chB = await subscribed(onB, 'private-shared');
    const gotB = new Promise<unknown>((resolve) => chB.bind('from-a', resolve));
    await pusherSdk(a.port).trigger('private-shared', 'from-a', { hello: 'b' });
    expect(await gotB).toEqual({ hello: 'b' });

    const gotA = new Promise<unknown>((resolve) => chA.bind('from-b', resolve));
    await b.channels.publisher.trigger('private-shared', 'from-b', { hello: 'a' });
    expect(await gotA).toEqual({ hello: 'a' });

    // Client events cross nodes too, still not echoed to the sender.
    const echoed: unknown[] = [];
    chA.bind('client-x', (d: unknown) => echoed.push(d));
    const clientEvt = new Promise<unknown>((resolve) => chB.bind('client-x', resolve));
    chA.trigger('client-x', { via: 'redis' });
    expect(await clientEvt).toEqual({ via: 'redis' });
    await sleep(100);
    expect(echoed).toEqual([]);

    const info = await (await pusherSdk(b.port).get({ path: '/channels/private-shared', params: { info: 'subscription_count' } })).json();
    expect(info).toEqual({ occupied: true, subscription_count: 2 });
  });

  it("publishes to one node's sockets only, and carries the host's bus messages to the other nodes, never to a socket", async () => {
    const [a, b] = [await node(), await node()];
    const onA = client(a.port, a);
    const onB = client(b.port, b);
    const chA = await subscribed(onA, 'private-queue');
    const chB = await subscribed(onB, 'private-queue');
    const heardA: unknown[] = [];
    const heardB: unknown[] = [];
    chA.bind('local', (d: unknown) => heardA.push(d));
    chB.bind('local', (d: unknown) => heardB.push(d));
    await a.channels.nodePublisher.trigger('private-queue', 'local', { n: 1 });
    await waitFor(() => heardA.length === 1);
    await sleep(150);
    expect([heardA, heardB]).toEqual([[{ n: 1 }], []]);

    const onBus: Record<string, string[]> = { a: [], b: [] };
    a.channels.bus.on('queue', (m) => onBus.a!.push(m));
    b.channels.bus.on('queue', (m) => onBus.b!.push(m));
    a.channels.bus.send('queue', 'change 1');
    a.channels.bus.send('other', 'nobody listens');
    await waitFor(() => onBus.b!.length === 1);
    await sleep(150);
    // The sender's own node does not hear it, and no socket does.
    expect(onBus).toEqual({ a: [], b: ['change 1'] });
    expect([heardA, heardB]).toEqual([[{ n: 1 }], []]);
  });

  it('keeps one presence list across nodes and de-duplicates users', async () => {
    const [a, b] = [await node(), await node()];
    const alice = client(a.port, a, { id: 'alice', info: { n: 1 } });
    const chAlice = await subscribed<PresenceChannel>(alice, 'presence-cluster');
    const added: string[] = [];
    const removed: string[] = [];
    chAlice.bind(ClientSideEvents.MemberAdded, (m: { id: string }) => added.push(m.id));
    chAlice.bind(ClientSideEvents.MemberRemoved, (m: { id: string }) => removed.push(m.id));

    const bob1 = client(b.port, b, { id: 'bob' });
    const chBob1 = await subscribed<PresenceChannel>(bob1, 'presence-cluster');
    expect(chBob1.members.count).toBe(2);
    expect(chBob1.members.get('alice')).toMatchObject({ info: { n: 1 } });
    const bob2 = client(a.port, a, { id: 'bob' }); // same user, other node
    await subscribed(bob2, 'presence-cluster');
    await waitFor(() => added.length >= 1);
    await sleep(150);
    expect(added).toEqual(['bob']);

    const users = (await (await pusherSdk(a.port).get({ path: '/channels/presence-cluster/users' })).json()) as {
      users: Array<{ id: string }>;
    };
    expect(users.users.map((u) => u.id).sort()).toEqual(['alice', 'bob']);
    const info = await (
      await pusherSdk(b.port).get({ path: '/channels/presence-cluster', params: { info: 'user_count,subscription_count' } })
    ).json();
    expect(info).toEqual({ occupied: true, user_count: 2, subscription_count: 3 });

    bob1.disconnect();
    await sleep(200);
    expect(removed).toEqual([]);
    bob2.disconnect();
    await waitFor(() => removed.length === 1);
    expect(removed).toEqual(['bob']);
  });

  it('removes the members of a killed node within the node timeout', async () => {
    const a = await node();
    const child = await startChildNode({
      PUSHER_APP_ID: TEST_APP.appId,
      PUSHER_APP_KEY: TEST_APP.key,
      PUSHER_APP_SECRET: TEST_APP.secret,
      CHANNELS_REDIS_URL: REDIS_URL,
      CHANNELS_REDIS_PREFIX: PREFIX,
      CHANNELS_HEARTBEAT_MS: String(HEARTBEAT_MS),
      CHANNELS_NODE_TIMEOUT_MS: String(NODE_TIMEOUT_MS),
    });
    children.push(child);

    const watcher = client(a.port, a, { id: 'watcher' });
    const ch = await subscribed<PresenceChannel>(watcher, 'presence-doomed');
    const removed: string[] = [];
    ch.bind(ClientSideEvents.MemberRemoved, (m: { id: string }) => removed.push(m.id));

    // Signing only needs the shared secret, so node A's authorizer is fine for the child node.
    const doomed = client(child.port, a, { id: 'doomed' });
    await subscribed(doomed, 'presence-doomed');
    await subscribed(doomed, 'public-doomed');
    await waitFor(() => ch.members.count === 2);
    const sdk = pusherSdk(a.port);
    expect(await (await sdk.get({ path: '/channels/public-doomed' })).json()).toEqual({ occupied: true });

    const killedAt = Date.now();
    child.child.kill('SIGKILL');
    await waitFor(() => removed.includes('doomed'), NODE_TIMEOUT_MS + HEARTBEAT_MS * 2 + 3_000);
    const elapsed = Date.now() - killedAt;
    expect(elapsed).toBeLessThan(NODE_TIMEOUT_MS + HEARTBEAT_MS * 2 + 1_000);
    doomed.disconnect(); // stop pusher-js from reconnecting to the dead port

    const users = (await (await sdk.get({ path: '/channels/presence-doomed/users' })).json()) as { users: Array<{ id: string }> };
    expect(users.users.map((u) => u.id)).toEqual(['watcher']);
    expect(await (await sdk.get({ path: '/channels/public-doomed' })).json()).toEqual({ occupied: false });
  });

  it('lets other nodes see a gracefully closed node leave at once', async () => {
    const [a, b] = [await node(), await node()];
    const watcher = client(a.port, a, { id: 'w' });
    const ch = await subscribed<PresenceChannel>(watcher, 'presence-graceful');
    const leaver = client(b.port, b, { id: 'leaver' });
    await subscribed(leaver, 'presence-graceful');
    await waitFor(() => ch.members.count === 2);
    leaver.disconnect();
    await b.close();
    await waitFor(() => ch.members.count === 1, 2_000);
  });
});
