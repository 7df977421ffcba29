/**
 * Conformance of the HTTP events API, driven by the official `pusher` Node SDK, plus the
 * in-process publisher that shares its fan-out.
 */
import type PusherClient from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import { signRequestQuery } from './signature.ts';
import { connected, pusherClient, pusherSdk, sleep, startNode, subscribed, TEST_APP, type TestNode } from './testing/test-node.ts';

const nodes: TestNode[] = [];
const clients: PusherClient[] = [];

async function node(options: Parameters<typeof startNode>[0] = {}): Promise<TestNode> {
  const n = await startNode(options);
  nodes.push(n);
  return n;
}
function client(n: TestNode, user?: { id: string; info?: unknown }): PusherClient {
  const c = pusherClient(n.port, n.channels, user);
  clients.push(c);
  return c;
}
function collect(c: PusherClient, channel: string, event: string): unknown[] {
  const got: unknown[] = [];
  c.channel(channel).bind(event, (d: unknown) => got.push(d));
  return got;
}
async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await sleep(20);
  }
}
/** Sends a request signed like the SDK does, optionally with a chosen timestamp. */
async function signedFetch(
  port: number,
  method: string,
  path: string,
  opts: { body?: string; timestamp?: number; params?: Record<string, string> } = {},
) {
  const query = signRequestQuery({ key: TEST_APP.key, secret: TEST_APP.secret, method, path, ...opts });
  return fetch(`http://127.0.0.1:${port}${path}?${query}`, {
    method,
    body: opts.body,
    headers: opts.body ? { 'content-type': 'application/json' } : {},
  });
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  await Promise.all(nodes.splice(0).map((n) => n.close()));
});

describe('events', () => {
  it('triggers to one channel and to many channels, excluding socket_id', async () => {
    const n = await node();
    const a = client(n);
    const b = client(n);
    const socketA = await connected(a);
    for (const c of [a, b]) {
      await subscribed(c, 'news');
      await subscribed(c, 'private-news');
    }
    const aNews = collect(a, 'news', 'update');
    const bNews = collect(b, 'news', 'update');
    const bPrivate = collect(b, 'private-news', 'update');
    const aPrivate = collect(a, 'private-news', 'update');

    const sdk = pusherSdk(n.port);
    await sdk.trigger('news', 'update', { n: 1 });
    await until(() => aNews.length === 1 && bNews.length === 1);
    expect(aNews[0]).toEqual({ n: 1 });

    await sdk.trigger(['news', 'private-news'], 'update', { n: 2 }, { socket_id: socketA });
    await until(() => bNews.length === 2 && bPrivate.length === 1);
    await sleep(100);
    expect(aNews).toHaveLength(1);
    expect(aPrivate).toHaveLength(0);
    expect(bPrivate[0]).toEqual({ n: 2 });
  });

  it('triggers a batch', async () => {
    const n = await node();
    const c = client(n);
    await subscribed(c, 'batch-a');
    await subscribed(c, 'batch-b');
    const a = collect(c, 'batch-a', 'e1');
    const b = collect(c, 'batch-b', 'e2');
    await pusherSdk(n.port).triggerBatch([
      { channel: 'batch-a', name: 'e1', data: { x: 1 } },
      { channel: 'batch-b', name: 'e2', data: 'plain string' },
    ]);
    await until(() => a.length === 1 && b.length === 1);
    expect(a[0]).toEqual({ x: 1 });
    expect(b[0]).toBe('plain string');
  });

  it('refuses oversized data (413), too many channels and too big batches (400)', async () => {
    const n = await node({ maxEventBytes: 1000 });
    const sdk = pusherSdk(n.port);
    await expect(sdk.trigger('big', 'e', 'x'.repeat(1001))).rejects.toMatchObject({ status: 413 });
    await expect(sdk.trigger('big', 'e', 'x'.repeat(900))).resolves.toBeDefined();

    const tooMany = JSON.stringify({ name: 'e', data: '{}', channels: Array.from({ length: 101 }, (_, i) => `c${i}`) });
    const res = await signedFetch(n.port, 'POST', `/apps/${TEST_APP.appId}/events`, { body: tooMany });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/100 channels/);

    const batch = Array.from({ length: 11 }, () => ({ channel: 'c', name: 'e', data: '{}' }));
    await expect(sdk.triggerBatch(batch)).rejects.toMatchObject({ status: 400 });
    // The SDK validates names itself, so send the bad name directly.
    const badName = JSON.stringify({ name: 'e', data: '{}', channels: ['bad channel'] });
    expect((await signedFetch(n.port, 'POST', `/apps/${TEST_APP.appId}/events`, { body: badName })).status).toBe(400);
  });
});

describe('channel info', () => {
  it('lists channels, reports occupancy and counts, and lists presence users', async () => {
    const n = await node();
    const alice = client(n, { id: 'alice' });
    const alice2 = client(n, { id: 'alice' });
    const bob = client(n, { id: 'bob' });
    for (const c of [alice, alice2, bob]) await subscribed(c, 'presence-lobby');
    await subscribed(bob, 'public-info');
    const sdk = pusherSdk(n.port);

    const all = (await (await sdk.get({ path: '/channels' })).json()) as { channels: Record<string, object> };
    expect(Object.keys(all.channels).sort()).toEqual(['presence-lobby', 'public-info']);

    const presence = await (await sdk.get({ path: '/channels', params: { filter_by_prefix: 'presence-', info: 'user_count' } })).json();
    expect(presence).toEqual({ channels: { 'presence-lobby': { user_count: 2 } } });

    const info = await (await sdk.get({ path: '/channels/presence-lobby', params: { info: 'subscription_count,user_count' } })).json();
    expect(info).toEqual({ occupied: true, subscription_count: 3, user_count: 2 });

    expect(await (await sdk.get({ path: '/channels/empty-channel' })).json()).toEqual({ occupied: false });

    const users = (await (await sdk.get({ path: '/channels/presence-lobby/users' })).json()) as { users: Array<{ id: string }> };
    expect(users.users.map((u) => u.id).sort()).toEqual(['alice', 'bob']);

    await expect(sdk.get({ path: '/channels/public-info', params: { info: 'user_count' } })).rejects.toMatchObject({ status: 400 });
    await expect(sdk.get({ path: '/channels/public-info/users' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('request authentication', () => {
  it('refuses a request signed 11 minutes ago', async () => {
    const n = await node();
    const path = `/apps/${TEST_APP.appId}/channels`;
    const old = Math.floor(Date.now() / 1000) - 11 * 60;
    const res = await signedFetch(n.port, 'GET', path, { timestamp: old });
    expect(res.status).toBe(401);
    expect(await res.text()).toMatch(/Timestamp expired/);
    const fresh = await signedFetch(n.port, 'GET', path);
    expect(fresh.status).toBe(200);
  });

  it('refuses bad signatures, a wrong key, a tampered body and an unknown app', async () => {
    const n = await node();
    const wrongSecret = pusherSdk(n.port, { ...TEST_APP, secret: 'nope' });
    await expect(wrongSecret.trigger('c', 'e', {})).rejects.toMatchObject({
      status: 401,
      body: expect.stringMatching(/Invalid signature/),
    });
    const wrongKey = pusherSdk(n.port, { ...TEST_APP, key: 'other' });
    await expect(wrongKey.trigger('c', 'e', {})).rejects.toMatchObject({ status: 401, body: expect.stringMatching(/auth_key/) });
    const unknownApp = pusherSdk(n.port, { ...TEST_APP, appId: 'other-app' });
    await expect(unknownApp.trigger('c', 'e', {})).rejects.toMatchObject({ status: 404 });

    const path = `/apps/${TEST_APP.appId}/events`;
    const query = signRequestQuery({
      key: TEST_APP.key,
      secret: TEST_APP.secret,
      method: 'POST',
      path,
      body: '{"name":"e","data":"1","channels":["c"]}',
    });
    const tampered = await fetch(`http://127.0.0.1:${n.port}${path}?${query}`, {
      method: 'POST',
      body: '{"name":"e","data":"2","channels":["c"]}',
    });
    expect(tampered.status).toBe(401);
    expect(await tampered.text()).toMatch(/body_md5/);

    const unsigned = await fetch(`http://127.0.0.1:${n.port}/apps/${TEST_APP.appId}/channels`);
    expect(unsigned.status).toBe(401);
  });

  it('leaves paths outside /apps/ to the host', async () => {
    const n = await node();
    const res = await fetch(`http://127.0.0.1:${n.port}/something-else`);
    expect(res.status).toBe(404); // answered by the test host, not the API
    expect(n.channels.metricsText()).not.toMatch(/channels_http_requests_total\{[^}]*\} /);
  });
});

describe('in-process publisher and metrics', () => {
  it('publishes without HTTP, honours socket exclusion and counts everything', async () => {
    const n = await node();
    const a = client(n);
    const b = client(n);
    const socketA = await connected(a);
    await subscribed(a, 'inproc');
    await subscribed(b, 'inproc');
    const gotA = collect(a, 'inproc', 'ping');
    const gotB = collect(b, 'inproc', 'ping');
    await n.channels.publisher.trigger('inproc', 'ping', { v: 1 }, { socketId: socketA });
    await until(() => gotB.length === 1);
    await sleep(100);
    expect(gotA).toEqual([]);
    await expect(n.channels.publisher.trigger('inproc', 'ping', 'x'.repeat(20_000))).rejects.toMatchObject({ status: 413 });

    await pusherSdk(n.port).trigger('inproc', 'ping', {});
    const text = n.channels.metricsText();
    expect(text).toMatch(/channels_connections\{[^}]*\} 2/);
    expect(text).toMatch(/channels_subscriptions\{[^}]*\} 2/);
    expect(text).toMatch(/channels_published_events_total\{[^}]*\} 2/);
    expect(text).toMatch(/channels_http_requests_total\{[^}]*endpoint="events",status="200"\} 1/);
    expect(text).toMatch(/channels_messages_in_total/);
  });
});
